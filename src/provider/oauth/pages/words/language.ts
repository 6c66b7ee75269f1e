/**
 * Which language a phone page speaks: the first of English, German and Arabic that the browser's
 * Accept-Language accepts (RFC 9110 §12.5.4), English when it names none of them. The pages' view functions
 * are called deep inside the handlers, so the choice is held for the request's duration in an
 * AsyncLocalStorage rather than handed through every call; outside a request (a view rendered on its own)
 * the pages speak English.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

export const LANGUAGES = ['en', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Arabic is written right to left; the pages set `dir` on `<html>` from this. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

const known = (tag: string): Language | undefined => {
  const primary = tag.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === primary);
};

/**
 * The language to answer in: ranges in order of their `q` (a missing q is 1, q=0 means "not this"), ties
 * in the order given; `*` accepts English. At most 32 ranges are read, so a long header costs nothing more.
 */
export function chooseLanguage(header: string | undefined): Language {
  if (header === undefined) return 'en';
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find((v) => v !== undefined);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && r.range !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    if (range === '*') return 'en';
    const language = known(range);
    if (language !== undefined) return language;
  }
  return 'en';
}

const current = new AsyncLocalStorage<Language>();

/** The language of the page being made now. */
export const pageLanguage = (): Language => current.getStore() ?? 'en';

/**
 * Middleware for the pages' paths: the rest of the request runs in the browser's language, and the answer
 * says it depends on Accept-Language (RFC 9110 §12.5.5).
 */
export const inBrowserLanguage: MiddlewareHandler = async (c, next) => {
  const language = chooseLanguage(c.req.header('Accept-Language'));
  await current.run(language, next);
  c.header('Vary', 'Accept-Language', { append: true });
  c.header('Content-Language', language);
};
