import { expect, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { ChannelPage } from '../../../src/app/api/video-client.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { inContexts } from '../support/api-clients.ts';
import { channel, FakeChannels, grid, open, press, shown, type VideoApi } from './fake-channels.ts';
import '../../../src/app/views/channels/tv-channels.ts';

const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;

describe('channels text and buttons fit', () => {
  before(() => {
    installTheme();
  });
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  const LONG = 'Alice Cooks at Home: Weeknight Dinners for the Whole Family';

  async function longTitles(): Promise<{ el: TvChannels; titles: () => HTMLElement[] }> {
    const fake = new FakeChannels([0, 1, 2].map((i) => channel(i)));
    for (const c of fake.all) c.snippet!.title = LONG;
    const el = await open(fake);
    const g = await shown(el);
    const titles = () => [...g.renderRoot.querySelectorAll<HTMLElement>('.title')];
    return { el, titles };
  }

  const moving = (title: HTMLElement) =>
    title
      .querySelector('span')!
      .getAnimations()
      .filter((a) => a.playState === 'running').length > 0;

  for (const [width, height] of SIZES) {
    it(`the focused card's long title scrolls after a pause and stops when focus leaves, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const { el, titles } = await longTitles();
      const [first, second] = titles();
      // Cut when not focused; a marquee, moving, when focused.
      // Longer than its two lines: cut at the end of the second.
      expect(second!.scrollHeight, 'an unfocused title is cut').to.be.above(second!.clientHeight + 1);
      expect(first!.hasAttribute('data-marquee'), 'the focused title is a marquee').to.equal(true);
      expect(moving(first!), 'the focused title moves').to.equal(true);
      const slide = first!.querySelector('span')!.getAnimations()[0]!;
      expect(slide.effect!.getTiming().delay, 'it waits before moving').to.be.at.least(500);
      const shift = parseFloat(first!.style.getPropertyValue('--marquee-shift'));
      expect(shift, 'it slides as far as the title overflows').to.be.closeTo(
        first!.scrollWidth - first!.clientWidth,
        2,
      );
      await press(el, 'ArrowRight');
      expect(moving(first!), 'stops when focus leaves').to.equal(false);
      expect(moving(titles()[1]!), 'the next focused title moves').to.equal(true);
      expect(grid(el)!.focusedIndex).to.equal(1);
    });

    it(`under reduced motion the focused card shows its whole title wrapped, unmoving, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      await emulateMedia({ reducedMotion: 'reduce' });
      const { titles } = await longTitles();
      const [first] = titles();
      expect(moving(first!), 'nothing moves').to.equal(false);
      expect(first!.scrollWidth, 'the whole title shows').to.be.at.most(first!.clientWidth);
      expect(first!.scrollHeight, 'the whole title shows').to.be.at.most(first!.clientHeight + 1);
      expect(first!.getBoundingClientRect().height, 'on more than one line').to.be.above(
        parseFloat(getComputedStyle(first!).lineHeight) * 1.5,
      );
    });
  }

  const MEDIUM = 'Alice Cooks at Home for the Family';

  for (const [width, height] of SIZES) {
    it(`a title a line too long wraps onto its card's second line, whole, and does not slide, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const fake = new FakeChannels([0, 1].map((i) => channel(i)));
      for (const c of fake.all) c.snippet!.title = MEDIUM;
      const el = await open(fake);
      const g = await shown(el);
      const [first, second] = [...g.renderRoot.querySelectorAll<HTMLElement>('.title')];
      for (const title of [first!, second!]) {
        expect(title.scrollHeight, 'whole').to.be.at.most(title.clientHeight + 1);
        expect(title.getBoundingClientRect().height, 'two lines').to.be.above(
          parseFloat(getComputedStyle(title).fontSize) * 2,
        );
      }
      expect(first!.hasAttribute('data-marquee'), 'the focused one does not slide').to.equal(false);
    });

    it(`in Arabic a wrapped Latin title keeps to the card's right edge, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      document.documentElement.dir = 'rtl';
      try {
        const fake = new FakeChannels([0, 1].map((i) => channel(i)));
        for (const c of fake.all) c.snippet!.title = MEDIUM;
        const el = await open(fake);
        const g = await shown(el);
        const title = g.renderRoot.querySelectorAll<HTMLElement>('.title')[1]!;
        const words = document.createRange();
        words.selectNodeContents(title);
        const right = Math.max(...[...words.getClientRects()].map((r) => r.right));
        const box = title.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(title).paddingRight);
        expect(right, 'its lines end at the right').to.be.closeTo(box.right - padding, 2);
      } finally {
        document.documentElement.dir = 'ltr';
      }
    });
  }

  for (const [width, height] of SIZES) {
    it(`the loading screen's button keeps the width of its words, inside the safe area, at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const never: VideoApi = { myChannels: () => new Promise<ChannelPage>(() => undefined) };
      const el = await inContexts<TvChannels>(html`<tv-channels></tv-channels>`, {
        clients: { video: never },
      });
      const button = el.renderRoot.querySelector<HTMLButtonElement>('tv-view-status button')!;
      button.focus();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = button.getBoundingClientRect();
      const words = document.createRange();
      words.selectNodeContents(button);
      const style = getComputedStyle(button);
      const chrome =
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        parseFloat(style.borderLeftWidth) +
        parseFloat(style.borderRightWidth);
      // Its words, its padding and the focused scale; never stretched by the column it sits in.
      expect(box.width, 'button width').to.be.at.most(
        Math.max(parseFloat(style.minWidth), words.getBoundingClientRect().width + chrome) * 1.05 + 1,
      );
      expect(box.left, 'left').to.be.at.least(width * 0.05);
      expect(box.right, 'right').to.be.at.most(width * 0.95);
    });
  }
});
