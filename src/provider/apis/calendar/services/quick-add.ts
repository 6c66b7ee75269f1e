/**
 * events.quickAdd: an event from one line of English, e.g. "Lunch with Ana tomorrow 12:30". The grammar is
 * small and written down in the calendar docs: one date phrase, one time or time range, an optional
 * duration; what is left is the title. Times are wall times in the calendar's zone.
 */
import type { EventDateTime } from '#shared/wire/calendar.ts';
import { formatInZone, utcToWall, wallDate, wallToUtc } from './time-zone.ts';

const DAY = 86_400_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(sun|mon|tue|wed|thu|fri|sat)[a-z]*';
const CLOCK = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';

export interface QuickEvent {
  summary: string;
  start: EventDateTime;
  end: EventDateTime;
}

/** Minutes after midnight of a clock reading, or undefined when it is not one. */
function clockMinutes(h: string, m: string | undefined, meridiem: string | undefined): number | undefined {
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (minute > 59) return undefined;
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.startsWith('p') ? 12 : 0);
  } else if (hour > 23 || m === undefined) return undefined;
  return hour * 60 + minute;
}

interface Cut {
  rest: string;
  match: RegExpExecArray | null;
}

function cut(text: string, pattern: RegExp): Cut {
  const match = pattern.exec(text);
  if (match === null) return { rest: text, match };
  return { rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`, match };
}

/** The wall-clock midnight of the day the phrase names, relative to `todayWall`. */
function findDate(text: string, todayWall: number): { rest: string; dayWall?: number } {
  const today = new Date(todayWall);
  let c = cut(text, /\b(?:on\s+)?(today|tonight|tomorrow)\b/i);
  if (c.match)
    return { rest: c.rest, dayWall: todayWall + (c.match[1]?.toLowerCase() === 'tomorrow' ? DAY : 0) };
  c = cut(text, new RegExp(`\\b(?:on\\s+)?(next\\s+)?${WEEKDAY}\\b`, 'i'));
  if (c.match) {
    const target = WEEKDAYS.indexOf((c.match[2] ?? '').toLowerCase());
    let ahead = (target - today.getUTCDay() + 7) % 7;
    if (c.match[1] !== undefined && ahead === 0) ahead = 7;
    return { rest: c.rest, dayWall: todayWall + ahead * DAY };
  }
  c = cut(text, /\b(?:on\s+)?(\d{4})-(\d{2})-(\d{2})\b/);
  if (c.match) {
    const wall = Date.UTC(Number(c.match[1]), Number(c.match[2]) - 1, Number(c.match[3]));
    if (wallDate(wall) === c.match.slice(1, 4).join('-')) return { rest: c.rest, dayWall: wall };
  }
  c = cut(text, /\bin\s+(\d{1,3})\s+days?\b/i);
  if (c.match) return { rest: c.rest, dayWall: todayWall + Number(c.match[1]) * DAY };
  const dayFirst = cut(text, new RegExp(`\\b(?:on\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\b`, 'i'));
  const monthFirst = cut(text, new RegExp(`\\b(?:on\\s+)?${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'i'));
  const picked = dayFirst.match
    ? { c: dayFirst, d: 1, m: 2 }
    : monthFirst.match
      ? { c: monthFirst, d: 2, m: 1 }
      : undefined;
  if (picked?.c.match) {
    const day = Number(picked.c.match[picked.d]);
    const month = MONTHS.indexOf((picked.c.match[picked.m] ?? '').slice(0, 3).toLowerCase());
    let wall = Date.UTC(today.getUTCFullYear(), month, day);
    if (wall < todayWall) wall = Date.UTC(today.getUTCFullYear() + 1, month, day);
    if (new Date(wall).getUTCDate() === day) return { rest: picked.c.rest, dayWall: wall };
  }
  return { rest: text };
}

/** Start and end, in minutes after midnight (the end may pass midnight). */
function findTime(text: string): { rest: string; start?: number; end?: number } {
  const range = cut(text, new RegExp(`\\b(?:from\\s+)?${CLOCK}\\s*(?:-|–|to|until)\\s*${CLOCK}`, 'i'));
  if (range.match) {
    const [, h1, m1, a1, h2, m2, a2] = range.match;
    // "3-4pm": the meridiem of the end applies to the start too.
    const start = clockMinutes(h1 ?? '', m1, a1 ?? (m1 === undefined ? a2 : undefined));
    const end = clockMinutes(h2 ?? '', m2, a2);
    if (start !== undefined && end !== undefined) {
      return { rest: range.rest, start, end: end > start ? end : end + 24 * 60 };
    }
  }
  const named = cut(text, /\b(?:at\s+)?(noon|midday|midnight)\b/i);
  if (named.match) return { rest: named.rest, start: named.match[1]?.toLowerCase() === 'midnight' ? 0 : 720 };
  const pattern = new RegExp(`(?:\\bat\\s+)?\\b${CLOCK}(?![\\w:])`, 'gi');
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = clockMinutes(m[1] ?? '', m[2], m[3]);
    if (start !== undefined) {
      return { rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`, start };
    }
  }
  return { rest: text };
}

function findDuration(text: string): { rest: string; minutes?: number } {
  const c = cut(text, /\bfor\s+(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|h)\b/i);
  if (!c.match) return { rest: text };
  const n = Number(c.match[1]);
  return { rest: c.rest, minutes: (c.match[2] ?? '').toLowerCase().startsWith('m') ? n : n * 60 };
}

/** Reads `text` in `zone` at instant `now`; always gives an event (the whole text is the title at worst). */
export function parseQuickAdd(text: string, zone: string, now: number): QuickEvent {
  const nowWall = utcToWall(zone, now);
  const todayWall = nowWall - (nowWall % DAY);
  const date = findDate(text, todayWall);
  const time = findTime(date.rest);
  const duration = findDuration(time.rest);
  const summary =
    duration.rest
      .replace(/\s+/g, ' ')
      .replace(/\s+(?:at|on|from|in)\s*$/i, '')
      .replace(/^\s*(?:at|on)\s+/i, '')
      .trim() || text.trim();
  const day = date.dayWall ?? todayWall;
  if (time.start === undefined && date.dayWall !== undefined) {
    return { summary, start: { date: wallDate(day) }, end: { date: wallDate(day + DAY) } };
  }
  // No time given and no date either: the next full hour.
  const startMinutes = time.start ?? Math.floor((nowWall - todayWall) / 3600_000 + 1) * 60;
  const endMinutes = time.end ?? startMinutes + (duration.minutes ?? 60);
  const at = (minutes: number): EventDateTime => ({
    dateTime: formatInZone(wallToUtc(zone, day + minutes * 60_000), zone),
    timeZone: zone,
  });
  return { summary, start: at(startMinutes), end: at(endMinutes) };
}
