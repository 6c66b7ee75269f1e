/**
 * Parsing of EventDateTime values (`{date}` for all-day, `{dateTime, timeZone?}` for timed) into instants,
 * and range checks. All-day dates are read in the calendar's time zone.
 */
import type { EventDateTime } from '#shared/wire/calendar.ts';
import { isObject } from '#shared/wire/decode.ts';
import { badRequest } from '../../../http/errors.ts';
import { isTimeZone, wallToUtc } from './time-zone.ts';

export interface ParsedTime {
  /** The instant, in ms. */
  ms: number;
  allDay: boolean;
  /** The zone recurrence and wall times are computed in. */
  zone: string;
  /** The normalized value to store. */
  value: EventDateTime;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/i;

/** Wall-clock ms of a `YYYY-MM-DD` date at midnight, or undefined when not a real date. */
export function parseDate(value: string): number | undefined {
  const m = DATE.exec(value);
  if (m === null) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return undefined;
  return ms;
}

/** An RFC 3339 date-time to ms; without an offset it is a wall time in `zone`. */
export function parseDateTime(value: string, zone?: string): number | undefined {
  const m = DATE_TIME.exec(value);
  if (m === null) return undefined;
  const date = parseDate(`${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`);
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (date === undefined || h > 23 || mi > 59 || s > 59) return undefined;
  const wall = date + ((h * 60 + mi) * 60 + s) * 1000 + Math.floor(Number(m[7] ?? 0) * 1000);
  const offset = m[8];
  if (offset === undefined) return zone === undefined ? undefined : wallToUtc(zone, wall);
  if (offset.toUpperCase() === 'Z') return wall;
  const sign = offset.startsWith('-') ? -1 : 1;
  const oh = Number(offset.slice(1, 3));
  const om = Number(offset.slice(4, 6));
  if (oh > 23 || om > 59) return undefined;
  return wall - sign * (oh * 60 + om) * 60_000;
}

/** Validates one of `start`, `end` or `originalStartTime`; throws 400 with the field named. */
export function parseEventTime(raw: unknown, field: string, calendarZone: string): ParsedTime {
  if (!isObject(raw)) throw badRequest(`${field} is required and must be an object.`, 'required');
  const { date, dateTime, timeZone } = raw;
  if (timeZone !== undefined && (typeof timeZone !== 'string' || !isTimeZone(timeZone))) {
    throw badRequest(`${field}.timeZone is not a known time zone.`, 'invalid');
  }
  if (date !== undefined && date !== null && dateTime !== undefined && dateTime !== null) {
    throw badRequest(`${field} must have either date or dateTime, not both.`, 'invalid');
  }
  const zone = typeof timeZone === 'string' ? timeZone : calendarZone;
  if (typeof date === 'string') {
    const wall = parseDate(date);
    if (wall === undefined) throw badRequest(`${field}.date must be a date like 2026-01-15.`, 'invalid');
    const value: EventDateTime = { date };
    if (typeof timeZone === 'string') value.timeZone = timeZone;
    return { ms: wallToUtc(zone, wall), allDay: true, zone, value };
  }
  if (typeof dateTime === 'string') {
    const ms = parseDateTime(dateTime, typeof timeZone === 'string' ? timeZone : undefined);
    if (ms === undefined) {
      throw badRequest(
        `${field}.dateTime must be an RFC 3339 date-time with an offset (or a timeZone).`,
        'invalid',
      );
    }
    const value: EventDateTime = { dateTime };
    if (typeof timeZone === 'string') value.timeZone = timeZone;
    return { ms, allDay: false, zone, value };
  }
  throw badRequest(`${field} needs date or dateTime.`, 'required');
}
