import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ChannelPage } from '../../../src/app/api/video-client.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { inContexts } from '../support/api-clients.ts';
import type { VideoApi } from './fake-channels.ts';
import '../../../src/app/views/channels/tv-channels.ts';

const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;

describe('channels text and buttons fit', () => {
  before(() => {
    installTheme();
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

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
