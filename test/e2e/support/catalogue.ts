/**
 * The app's words in one language, read from the XLIFF catalogues (src/app/i18n/xliff/; English from their
 * sources), as patterns a visible text can be checked against: a placeholder matches any text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Language = 'en' | 'de' | 'ar';

const XLIFF = resolve(import.meta.dirname, '../../../src/app/i18n/xliff');

const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export interface Catalogue {
  /** The message for an English source text, in this language. */
  word: (english: string) => string;
  /** Whether `text` is one of the messages, any placeholder standing for any text. */
  matches: (text: string) => boolean;
}

export function catalogue(language: Language): Catalogue {
  // Both catalogues hold every source; German's file serves for English.
  const xml = readFileSync(`${XLIFF}/${language === 'en' ? 'de' : language}.xlf`, 'utf8');
  const words = new Map<string, string>();
  const patterns: RegExp[] = [];
  for (const unit of xml.matchAll(/<trans-unit id="[^"]+">([\s\S]*?)<\/trans-unit>/g)) {
    const body = unit[1] ?? '';
    const source = /<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? '';
    const target = /<target>([\s\S]*?)<\/target>/.exec(body)?.[1];
    const shown = language === 'en' || target === undefined ? source : target;
    const plain = (text: string) => unescape(text.replace(/<x [^>]*\/>/g, '{}'));
    words.set(plain(source), plain(shown));
    const pattern = plain(shown)
      .split('{}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
      .join('.+?');
    patterns.push(new RegExp(`^${pattern}$`, 'su'));
  }
  return {
    word: (english) => words.get(english) ?? english,
    matches: (text) => patterns.some((p) => p.test(text)),
  };
}
