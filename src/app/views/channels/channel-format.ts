/**
 * Channel counts and dates in the TV's locale. Counts are compact ("48K", "1.3M"): with the engine's
 * compact notation where it has one, else (Chromium 68 and other older TV engines) with short forms built
 * here on the locale's own digits and decimal sign ("48.2K", "1.3M").
 */
import { msg } from '@lit/localize';
import type { Channel } from '#shared/wire/video.ts';
import { subscribersWords, viewsWords, videosWords } from '../../i18n/counts.ts';

/** True when this engine formats numbers in compact notation for `locale` (feature detection). */
export function supportsCompactNotation(locale: string): boolean {
  try {
    const format = new Intl.NumberFormat(locale, { notation: 'compact' });
    // Older engines ignore the option they do not know: no `notation` in the resolved options, full digits.
    const resolved = format.resolvedOptions() as { notation?: string };
    return (
      resolved.notation === 'compact' && format.format(1234) !== new Intl.NumberFormat(locale).format(1234)
    );
  } catch {
    return false;
  }
}

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * The short form built here: below 1,000 the number itself; above, one decimal below 100 of a unit
 * (48.2K, 1.3M) and none from 100 (482K); a value that rounds up to 1,000 of a unit moves to the next.
 */
function fallbackCompact(value: number, locale: string): string {
  const digits = (max: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: max });
  if (Math.abs(value) < 1000) return digits(0).format(value);
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const unit = UNITS[i];
    if (!unit) continue;
    const next = UNITS[i - 1];
    const scaled = value / unit.size;
    const decimals = Math.abs(scaled) < 100 ? 1 : 0;
    const rounded = Math.round(scaled * 10 ** decimals) / 10 ** decimals;
    if (next && Math.abs(rounded) >= 1000) continue;
    return `${digits(decimals).format(rounded)}${unit.suffix}`;
  }
  return digits(0).format(value);
}

export type CompactFormat = (value: number) => string;

/**
 * A compact formatter for `locale`. `useEngine` says whether to use the engine's compact notation;
 * by default it is detected (tests force the fallback with `false`).
 */
export function compactFormatter(
  locale: string,
  useEngine: boolean = supportsCompactNotation(locale),
): CompactFormat {
  if (useEngine) {
    const format = new Intl.NumberFormat(locale, { notation: 'compact' });
    return (value) => format.format(value);
  }
  return (value) => fallbackCompact(value, locale);
}

/**
 * `compactFormatter` for a view whose locale or choice may change: a formatter is made once per change, not
 * on every render.
 */
export function compactMemo(): (locale: string, useEngine: boolean | undefined) => CompactFormat {
  let made: { key: string; format: CompactFormat } | undefined;
  return (locale, useEngine) => {
    const key = `${locale}|${String(useEngine)}`;
    if (made?.key !== key) made = { key, format: compactFormatter(locale, useEngine) };
    return made.format;
  };
}

/** Counts arrive as decimal strings; a count beyond what a number holds exactly is still a fine estimate. */
function countOf(text: string): number {
  return Number(text);
}

/** "48.2K subscribers", or words for a count the owner has hidden. */
export function subscriberWords(channel: Channel, compact: CompactFormat): string {
  const stats = channel.statistics;
  if (!stats) return msg('Subscribers not available');
  if (stats.hiddenSubscriberCount) return msg('Subscriber count hidden');
  const count = countOf(stats.subscriberCount);
  return subscribersWords(count, compact(count));
}

/** "1.3M views". */
export function viewWords(channel: Channel, compact: CompactFormat): string {
  const stats = channel.statistics;
  if (!stats) return msg('Views not available');
  const count = countOf(stats.viewCount);
  return viewsWords(count, compact(count));
}

/** "142 videos", in full digits of the locale. */
export function videoWords(channel: Channel, locale: string): string {
  const stats = channel.statistics;
  if (!stats) return msg('Videos not available');
  const count = countOf(stats.videoCount);
  return videosWords(count, new Intl.NumberFormat(locale).format(count));
}

/** A full count in the locale's digits, for the detail screen ("48,200"). */
export function fullCount(text: string, locale: string): string {
  return new Intl.NumberFormat(locale).format(countOf(text));
}

/** The day a channel was created, as the TV's locale writes a date ("14 March 2019"); '' when unreadable. */
export function publishedWords(publishedAt: string, locale: string, timeZone?: string): string {
  const time = Date.parse(publishedAt);
  if (Number.isNaN(time)) return '';
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(new Date(time));
}

/** The picture for a card: the banner when the channel has one, else its largest thumbnail. */
export function cardImageOf(channel: Channel): { url: string; kind: 'banner' | 'thumbnail' } | null {
  const banner = channel.brandingSettings?.image?.bannerExternalUrl;
  if (banner) return { url: banner, kind: 'banner' };
  const thumbs = channel.snippet?.thumbnails;
  if (!thumbs) return null;
  return { url: thumbs.high.url, kind: 'thumbnail' };
}
