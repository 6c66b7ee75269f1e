import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { testVolume } from '../support/volumes.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { screenStyles } from '../../../src/app/views/screen-styles.ts';
import type { TvCoverRow } from '../../../src/app/views/books/tv-cover-row.ts';
import '../../../src/app/views/books/tv-cover-row.ts';

/** A screen with the views' padding (screenStyles, in a shadow root like a view's) around one row. */
class FitScreen extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = screenStyles.cssText;
    root.append(style, document.createElement('slot'));
  }
}
customElements.define('fit-screen', FitScreen);

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('tv-cover-row inside the safe area', () => {
  before(() => {
    installTheme();
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height, itemSize] of [
    [1280, 720, 140],
    [1920, 1080, 210],
  ] as const) {
    it(`keeps every focused cover and its ring inside the 5% safe area at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const items = Array.from({ length: 12 }, (_, i) => testVolume(i));
      const screen = await fixture<HTMLElement>(
        html`<fit-screen
          ><tv-cover-row item-size=${itemSize} label="Favorites" .items=${items}></tv-cover-row
        ></fit-screen>`,
      );
      const row = screen.querySelector<TvCoverRow>('tv-cover-row')!;
      await row.updateComplete;
      row.focusIndex(0);
      // The theme's halo: ring, its offset and the black edge (theme.ts).
      const theme = getComputedStyle(document.documentElement);
      const ring =
        parseFloat(theme.getPropertyValue('--tv-focus-ring-width')) +
        parseFloat(theme.getPropertyValue('--tv-focus-ring-offset')) +
        3;
      for (let i = 0; i < items.length; i++) {
        await row.updateComplete;
        // The strip slides with a transition; measure where it comes to rest.
        row.renderRoot.querySelector<HTMLElement>('.space')!.style.transition = 'none';
        await frame();
        const cover = deepActiveElement()!;
        expect(Number(cover.dataset.index), 'focused cover').to.equal(i);
        const box = cover.getBoundingClientRect();
        expect(box.left - ring, `cover ${String(i)} left`).to.be.at.least(width * 0.05 - 0.5);
        expect(box.right + ring, `cover ${String(i)} right`).to.be.at.most(width * 0.95 + 0.5);
        // And the row shows all of it: nothing of the cover or its ring is clipped by the row.
        const clip = row.getBoundingClientRect();
        expect(box.right + ring, `cover ${String(i)} inside the row`).to.be.at.most(clip.right + 0.5);
        await sendKeys({ press: 'ArrowRight' });
      }
    });
  }
});
