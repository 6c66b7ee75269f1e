import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LitElement, css } from 'lit';
import { focusRingItem, installTheme } from '../../../src/app/ui/theme.ts';
import { screenStyles } from '../../../src/app/views/screen-styles.ts';
import '../../../src/app/views/tv-home.ts';
import type { TvHome } from '../../../src/app/views/tv-home.ts';

/** A screen whose first item carries the theme's item ring (the on-screen keyboard's keys, cover rows). */
class RingProbe extends LitElement {
  static override styles = [
    screenStyles,
    focusRingItem,
    css`
      .focusable {
        display: block;
        width: 64px;
        height: 64px;
      }
    `,
  ];
  override render() {
    return html`<div class="focusable" tabindex="0">A</div>`;
  }
}
customElements.define('ring-probe', RingProbe);

/** The box a focused element paints: its (scaled) box, grown by its outline and its widest box shadow. */
function paintedBox(el: Element): { left: number; top: number; right: number; bottom: number } {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const scale = style.transform === 'none' ? 1 : new DOMMatrix(style.transform).a;
  const spreads = [...style.boxShadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
  const outline =
    style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const reach = Math.max(0, outline, ...spreads) * scale;
  expect(reach, 'a visible ring').to.be.above(4);
  return {
    left: box.left - reach,
    top: box.top - reach,
    right: box.right + reach,
    bottom: box.bottom + reach,
  };
}

function expectInsideSafeArea(el: Element, width: number, height: number): void {
  const painted = paintedBox(el);
  expect(painted.left, 'ring left').to.be.at.least(width * 0.05 - 0.5);
  expect(painted.top, 'ring top').to.be.at.least(height * 0.05 - 0.5);
  expect(painted.right, 'ring right').to.be.at.most(width * 0.95 + 0.5);
  expect(painted.bottom, 'ring bottom').to.be.at.most(height * 0.95 + 0.5);
}

describe('screen styles: the safe area holds the focus rings', () => {
  before(() => {
    document.body.style.margin = '0';
    installTheme();
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    it(`keeps home's first tile and its ring inside the 5% area at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const home = await fixture<TvHome>(html`<tv-home></tv-home>`);
      const first = home.shadowRoot!.querySelector('button')!;
      first.focus();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(home.shadowRoot!.activeElement).to.equal(first);
      expectInsideSafeArea(first, width, height);
    });

    it(`keeps the theme's item ring (keyboard keys, covers) inside the 5% area at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const probe = await fixture<RingProbe>(html`<ring-probe></ring-probe>`);
      const key = probe.shadowRoot!.querySelector<HTMLElement>('.focusable')!;
      key.focus();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expectInsideSafeArea(key, width, height);
    });
  }
});
