/**
 * Dates and times of the agenda in the language shown and the TV's time zone, through Intl (formatters
 * are cached: thousands of rows are formatted at once). Day keys are `YYYY-MM-DD` in the TV's time zone.
 */
import { dateFormat as formatter, timeOfDay, type Place } from '../../i18n/place.ts';

export type { Place } from '../../i18n/place.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day of an instant in `timeZone`. */
export function dayKeyOf(ms: number, timeZone: string): string {
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Noon UTC of a day key: a Date that formats as that day in any zone given `timeZone: 'UTC'`. */
const noonOf = (dayKey: string): Date => new Date(`${dayKey}T12:00:00Z`);

/** The day after `dayKey`. */
export function nextDayKey(dayKey: string): string {
  const d = noonOf(dayKey);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * Half a year: a date further than this from today shows its year, so "Monday, December 6" never stands
 * for a December more than a year away. Nearer dates can only mean their nearest occurrence.
 */
const YEAR_SHOWN_AFTER_DAYS = 183;

function showsYear(dayKey: string, todayKey: string | undefined): boolean {
  if (todayKey === undefined) return false;
  const days = Math.abs(noonOf(dayKey).getTime() - noonOf(todayKey).getTime()) / 86_400_000;
  return days >= YEAR_SHOWN_AFTER_DAYS;
}

/** "Thursday, 15 January" in the TV's locale; with the year when it is half a year or more from `todayKey`. */
export function dayLabel(dayKey: string, locale: string, todayKey?: string): string {
  const year = showsYear(dayKey, todayKey) ? 'numeric' : undefined;
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year, timeZone: 'UTC' }).format(
    noonOf(dayKey),
  );
}

/** "Thursday" in the TV's locale. */
export function weekdayLabel(dayKey: string, locale: string): string {
  return formatter(locale, { weekday: 'long', timeZone: 'UTC' }).format(noonOf(dayKey));
}

/** "15 January" (or "January 15") in the TV's locale; with the year as dayLabel has it. */
export function dateLabel(dayKey: string, locale: string, todayKey?: string): string {
  const year = showsYear(dayKey, todayKey) ? 'numeric' : undefined;
  return formatter(locale, { day: 'numeric', month: 'long', year, timeZone: 'UTC' }).format(noonOf(dayKey));
}

/** "08:00" where the locale counts 24 hours, "8:00 AM" where it counts 12. */
export const timeLabel = timeOfDay;

/** "10:00 – 11:30" (an en dash between two local times). */
export function rangeLabel(startMs: number, endMs: number, place: Place): string {
  return `${timeLabel(startMs, place)} – ${timeLabel(endMs, place)}`;
}
