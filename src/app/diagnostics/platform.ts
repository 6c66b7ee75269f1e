/**
 * The TV's platform and browser engine in words, read from the user agent: what a person reads out to
 * whoever helps them ("webOS, Chromium 87"). Only for display: the app never decides anything by it.
 */

import { msg } from '@lit/localize';

export interface PlatformWords {
  platform: string;
  engine: string;
}

/** In order: a TV platform's own mark first, since TV engines also say "Linux" or "Android". */
const PLATFORMS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Web0S|webOS/i, () => 'LG webOS'],
  [/Tizen[ /]?([\d.]+)?/i, (m) => (m[1] ? `Samsung Tizen ${m[1]}` : 'Samsung Tizen')],
  [/Xbox/i, () => 'Xbox'],
  [/Android[^;)]*;[^)]*(?:\bTV\b|AFT|BRAVIA)/i, () => 'Android TV'],
  [/Android ?([\d.]+)?/i, (m) => (m[1] ? `Android ${m[1]}` : 'Android')],
  [/CrOS/, () => 'ChromeOS'],
  [/Windows/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];

const ENGINES: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/(?:Chrome|Chromium|HeadlessChrome)\/(\d+)/, (m) => `Chromium ${m[1] ?? ''}`],
  [/Firefox\/(\d+)/, (m) => `Firefox ${m[1] ?? ''}`],
  [/Version\/(\d+)[\d.]* .*Safari/, (m) => `WebKit (Safari ${m[1] ?? ''})`],
];

function first(userAgent: string, table: typeof PLATFORMS, otherwise: string): string {
  for (const [re, words] of table) {
    const m = userAgent.match(re);
    if (m) return words(m);
  }
  return otherwise;
}

export function platformWords(userAgent: string): PlatformWords {
  return {
    platform: first(userAgent, PLATFORMS, msg('unknown platform')),
    engine: first(userAgent, ENGINES, msg('unknown engine')),
  };
}
