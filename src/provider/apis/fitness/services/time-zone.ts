/**
 * Calendar arithmetic in an IANA time zone with nothing but Intl: local fields of an instant, and the
 * instant of local fields. Day, week and month buckets step in local wall-clock time, so a day bucket
 * across a daylight-saving change lasts 23 or 25 hours.
 */

export interface LocalTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function toLocal(ms: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: ((ms % 1000) + 1000) % 1000,
  };
}

/** Local wall time read as if it were UTC. */
const wallAsUtc = (t: LocalTime): number =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.ms);

const offsetAt = (ms: number, timeZone: string): number => wallAsUtc(toLocal(ms, timeZone)) - ms;

/**
 * The instant showing these local fields (fields may overflow, e.g. day 32, and are normalized). A wall time
 * skipped by a forward change moves forward by the length of the gap; a repeated one resolves to the earlier.
 */
export function fromLocal(t: LocalTime, timeZone: string): number {
  const wall = wallAsUtc(t);
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  const early = wall - before;
  if (offsetAt(early, timeZone) === before) return early;
  const late = wall - after;
  if (offsetAt(late, timeZone) === after) return late;
  return wall - before;
}

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant `k` steps of `n` days, weeks or months after the local time `origin`. */
export function stepLocal(
  origin: LocalTime,
  unit: 'day' | 'week' | 'month',
  n: number,
  k: number,
  timeZone: string,
): number {
  if (unit === 'month') {
    const total = origin.month - 1 + k * n;
    const year = origin.year + Math.floor(total / 12);
    const month = (((total % 12) + 12) % 12) + 1;
    return fromLocal(
      { ...origin, year, month, day: Math.min(origin.day, daysInMonth(year, month)) },
      timeZone,
    );
  }
  const days = unit === 'week' ? 7 * n : n;
  return fromLocal({ ...origin, day: origin.day + k * days }, timeZone);
}
