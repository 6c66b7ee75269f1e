/**
 * Dates and times on the phone pages, in the page's language. English keeps the ISO form the pages always
 * used (2026-01-15); German and Arabic use their own order through Intl, with Latin digits, whose marks keep
 * an Arabic sentence from reordering the parts (an ISO date there read 15-01-2026). Always in UTC, as said.
 */
import { pageLanguage } from './language.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const language = pageLanguage();
  const id = `${language}:${key}`;
  let made = formats.get(id);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(`${language}-u-nu-latn`, { ...options, timeZone: 'UTC' });
    formats.set(id, made);
  }
  return made;
}

/** The day: "2026-01-15", "15.01.2026", "15‏/1‏/2026". */
export function dayWords(at: number): string {
  if (pageLanguage() === 'en') return new Date(at).toISOString().slice(0, 10);
  return format({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'day').format(at);
}

/** The day and the minute, in UTC: "2026-01-15 09:00 UTC", "15.01.2026, 09:00 UTC". */
export function minuteWords(at: number): string {
  if (pageLanguage() === 'en') return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  return format(options, 'minute').format(at);
}
