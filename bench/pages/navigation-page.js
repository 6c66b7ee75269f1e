/* global window, document, customElements, requestAnimationFrame */
/**
 * The navigation bench's page: the app's navigation root around a 1,000-item virtual list inside a row
 * with two buttons, as a view would have it. For every key it records the time spent in keydown handlers
 * (first capture listener to last bubble listener) and the time from the key's event timestamp to just
 * after the frame that shows the move (a task queued from the next animation frame).
 *
 * Plain JavaScript on purpose: the bench folder is type-checked as Node code, and the app's elements it
 * imports use the app's (browser, legacy-decorator) settings, which Vite applies when it builds this page.
 */
import { LitElement, html } from 'lit';
import { NavigationController } from '../../src/app/nav/navigation-controller.ts';
import { FocusGroupController } from '../../src/app/nav/focus-group.ts';
import '../../src/app/ui/tv-virtual-list.ts';
import '../../src/app/ui/tv-button.ts';

const ITEMS = Array.from({ length: 1000 }, (_, i) => `Programme ${i + 1}`);

class BenchNavigation extends LitElement {
  constructor() {
    super();
    this.nav = new NavigationController(this, { home: 'bench' });
    this.row = new FocusGroupController(this, { kind: 'row' });
  }

  render() {
    return html`<div style="display:flex;align-items:flex-start;padding:5vh 5vw">
      <tv-button>Left</tv-button>
      <tv-virtual-list
        style="height:80vh;width:50vw;margin:0 var(--tv-space-4)"
        item-size="96"
        label="Programmes"
        .items=${ITEMS}
      ></tv-virtual-list>
      <tv-button>Right</tv-button>
    </div>`;
  }
}

const samples = { handlerMs: [], paintedMs: [], focusedIndex: -1, ready: false };
window.benchSamples = samples;
let start = 0;

// Registered before the navigation root connects, so it runs first among capture listeners.
window.addEventListener(
  'keydown',
  () => {
    start = performance.now();
  },
  true,
);

customElements.define('bench-navigation', BenchNavigation);

// Registered after the root's own bubble listener (added when the element connected), so it runs last.
window.addEventListener('keydown', (event) => {
  samples.handlerMs.push(performance.now() - start);
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      samples.paintedMs.push(performance.now() - event.timeStamp);
      const list = document.querySelector('bench-navigation').shadowRoot.querySelector('tv-virtual-list');
      samples.focusedIndex = list.focusedIndex;
    };
    channel.port2.postMessage(0);
  });
});

const root = document.querySelector('bench-navigation');
void root.updateComplete.then(async () => {
  const list = root.shadowRoot.querySelector('tv-virtual-list');
  await list.updateComplete;
  list.focusIndex(0);
  samples.ready = true;
});
