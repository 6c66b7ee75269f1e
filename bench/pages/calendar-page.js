/* global window, document, customElements, requestAnimationFrame */
/**
 * The calendar bench's page: the app's navigation root around the real agenda view (`tv-calendar`), fed
 * 5,000 events over two weeks by an in-page source (no network). It records when the first agenda rows are
 * painted, and for every key the time in keydown handlers and from the key's timestamp to just after the
 * frame that shows the move.
 *
 * Plain JavaScript, as the navigation bench's page: Vite applies the app's TypeScript settings when it builds.
 */
import { LitElement, html } from 'lit';
import { NavigationController } from '../../src/app/nav/navigation-controller.ts';
import '../../src/app/views/calendar/tv-calendar.ts';

const NOW = Date.UTC(2026, 0, 15, 7, 0, 0);
const COUNT = 5000;
const MINUTE = 60_000;

function event(i) {
  const start = NOW + MINUTE * 30 + i * 3 * MINUTE;
  return {
    kind: 'calendar#event',
    etag: '"1"',
    id: `e${i}`,
    status: 'confirmed',
    created: '',
    updated: '',
    summary: `Event number ${i + 1}`,
    location: i % 3 === 0 ? 'Room Aurora, 3rd floor' : undefined,
    start: { dateTime: new Date(start).toISOString() },
    end: { dateTime: new Date(start + 2 * MINUTE).toISOString() },
    iCalUID: `e${i}`,
    sequence: 0,
    eventType: 'default',
  };
}

const EVENTS = Array.from({ length: COUNT }, (_, i) => event(i));

const source = {
  calendars: () =>
    Promise.resolve([
      {
        kind: 'calendar#calendarListEntry',
        etag: '"1"',
        id: 'me',
        summary: 'me',
        timeZone: 'UTC',
        accessRole: 'owner',
        defaultReminders: [],
        backgroundColor: '#6cb4ff',
        primary: true,
      },
    ]),
  colors: () => Promise.resolve({ kind: 'calendar#colors', updated: '', calendar: {}, event: {} }),
  events: (_id, fromMs, toMs) =>
    Promise.resolve(
      EVENTS.filter((e) => Date.parse(e.end.dateTime) > fromMs && Date.parse(e.start.dateTime) < toMs),
    ),
};

const choice = { load: () => Promise.resolve([]), save: () => Promise.resolve() };

class BenchCalendar extends LitElement {
  constructor() {
    super();
    this.nav = new NavigationController(this, { home: 'bench' });
  }

  render() {
    return html`<tv-calendar
      .source=${source}
      .choice=${choice}
      .now=${() => NOW}
      .place=${{ locale: 'en-GB', timeZone: 'UTC' }}
    ></tv-calendar>`;
  }
}

const samples = { firstPaintMs: -1, rows: 0, handlerMs: [], paintedMs: [], focusedIndex: -1, ready: false };
window.benchSamples = samples;
let start = 0;

window.addEventListener(
  'keydown',
  () => {
    start = performance.now();
  },
  true,
);

customElements.define('bench-calendar', BenchCalendar);
const created = performance.now();
const root = document.createElement('bench-calendar');
document.body.appendChild(root);

const list = () =>
  root.shadowRoot?.querySelector('tv-calendar')?.shadowRoot?.querySelector('tv-virtual-list');

/** After the frame that shows the first agenda rows: the agenda's first paint. */
function waitForAgenda() {
  const l = list();
  if (l && l.shadowRoot?.querySelector('tv-agenda-row')) {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.firstPaintMs = performance.now() - created;
        samples.rows = l.items.length;
        samples.ready = true;
      };
      channel.port2.postMessage(0);
    });
    return;
  }
  requestAnimationFrame(waitForAgenda);
}
waitForAgenda();

window.addEventListener('keydown', (event) => {
  samples.handlerMs.push(performance.now() - start);
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      samples.paintedMs.push(performance.now() - event.timeStamp);
      samples.focusedIndex = list()?.focusedIndex ?? -1;
    };
    channel.port2.postMessage(0);
  });
});
