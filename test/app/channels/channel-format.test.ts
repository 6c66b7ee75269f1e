import { expect } from '@open-wc/testing';
import type { Channel } from '../../../src/shared/wire/video.ts';
import {
  cardImageOf,
  compactFormatter,
  publishedWords,
  subscriberWords,
  supportsCompactNotation,
  viewWords,
} from '../../../src/app/views/channels/channel-format.ts';

function channel(stats: Partial<NonNullable<Channel['statistics']>> = {}): Channel {
  return {
    kind: 'video#channel',
    etag: 'e',
    id: 'UC1',
    snippet: {
      title: 'Alice Travels',
      description: 'Trains.',
      customUrl: '@alicetravels',
      publishedAt: '2019-03-14T09:26:53Z',
      thumbnails: {
        default: { url: 'https://img.test/t.svg?s=88', width: 88, height: 88 },
        medium: { url: 'https://img.test/t.svg?s=240', width: 240, height: 240 },
        high: { url: 'https://img.test/t.svg?s=800', width: 800, height: 800 },
      },
      localized: { title: 'Alice Travels', description: 'Trains.' },
    },
    statistics: {
      viewCount: '1284530',
      subscriberCount: '48200',
      hiddenSubscriberCount: false,
      videoCount: '142',
      ...stats,
    },
  };
}

/** An engine like Chromium 68: Intl.NumberFormat ignores `notation` and does not report it. */
function withOldNumberFormat(run: () => void): void {
  const Real = Intl.NumberFormat;
  const Old = function (locale?: string | string[], options: Intl.NumberFormatOptions = {}) {
    const rest: Intl.NumberFormatOptions = { ...options };
    delete rest.notation;
    const real = new Real(locale, rest);
    return {
      format: (n: number) => real.format(n),
      resolvedOptions: () => {
        const resolved: Partial<Intl.ResolvedNumberFormatOptions> = { ...real.resolvedOptions() };
        delete resolved.notation;
        return resolved;
      },
    };
  } as unknown as typeof Intl.NumberFormat;
  Intl.NumberFormat = Old;
  try {
    run();
  } finally {
    Intl.NumberFormat = Real;
  }
}

describe('channel counts and dates', () => {
  it("uses the engine's compact notation where it has one", () => {
    expect(supportsCompactNotation('en-US')).to.equal(true);
    const compact = compactFormatter('en-US');
    expect([48200, 1284530, 12950, 999, 1200000].map(compact)).to.deep.equal([
      '48K',
      '1.3M',
      '13K',
      '999',
      '1.2M',
    ]);
  });

  it('detects an engine without compact notation and uses the short forms built here', () => {
    withOldNumberFormat(() => {
      expect(supportsCompactNotation('en-US')).to.equal(false);
      const compact = compactFormatter('en-US');
      expect(compact(48200)).to.equal('48.2K');
      expect(compact(1284530)).to.equal('1.3M');
    });
  });

  it('short forms: one decimal below 100 of a unit, none above, rounding up into the next unit', () => {
    const compact = compactFormatter('en-US', false);
    expect(
      [0, 7, 999, 1000, 1830, 12950, 48200, 482000, 999_499, 999_950, 1_284_530, 88_123_456, 2.5e9, 7e12].map(
        compact,
      ),
    ).to.deep.equal([
      '0',
      '7',
      '999',
      '1K',
      '1.8K',
      '13K',
      '48.2K',
      '482K',
      '999K',
      '1M',
      '1.3M',
      '88.1M',
      '2.5B',
      '7T',
    ]);
  });

  it("short forms use the locale's digits and decimal sign", () => {
    expect(compactFormatter('de-DE', false)(48200)).to.equal('48,2K');
    expect(compactFormatter('de-DE', false)(1_284_530)).to.equal('1,3M');
    expect(compactFormatter('ar-EG', false)(48200)).to.equal('٤٨٫٢K');
  });

  it('says subscribers and views in words, and a hidden subscriber count as hidden', () => {
    const compact = compactFormatter('en-US', false);
    expect(subscriberWords(channel(), compact)).to.equal('48.2K subscribers');
    expect(viewWords(channel(), compact)).to.equal('1.3M views');
    expect(subscriberWords(channel({ subscriberCount: '1' }), compact)).to.equal('1 subscriber');
    expect(viewWords(channel({ viewCount: '1' }), compact)).to.equal('1 view');
    const hidden = channel({ hiddenSubscriberCount: true, subscriberCount: '0' });
    expect(subscriberWords(hidden, compact)).to.equal('Subscriber count hidden');
    const none: Channel = { ...channel() };
    delete none.statistics;
    expect(subscriberWords(none, compact)).to.equal('Subscribers not available');
  });

  it("writes the day a channel was created as the TV's locale does", () => {
    expect(publishedWords('2019-03-14T09:26:53Z', 'en-GB', 'UTC')).to.equal('14 March 2019');
    expect(publishedWords('2019-03-14T09:26:53Z', 'en-US', 'UTC')).to.equal('March 14, 2019');
    expect(publishedWords('2019-03-14T09:26:53Z', 'de-DE', 'UTC')).to.equal('14. März 2019');
    expect(publishedWords('not a date', 'en-GB')).to.equal('');
  });

  it("a card shows the channel's banner when there is one, else its largest thumbnail", () => {
    expect(cardImageOf(channel())).to.deep.equal({ url: 'https://img.test/t.svg?s=800', kind: 'thumbnail' });
    const branded: Channel = {
      ...channel(),
      brandingSettings: {
        channel: { title: 'Alice Travels', description: '' },
        image: { bannerExternalUrl: 'https://img.test/banner.jpg' },
      },
    };
    expect(cardImageOf(branded)).to.deep.equal({ url: 'https://img.test/banner.jpg', kind: 'banner' });
  });
});
