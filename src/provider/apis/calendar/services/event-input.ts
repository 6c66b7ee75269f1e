/**
 * Turning an event body into a stored event: every writable field is checked, times are parsed, the
 * recurrence is read by `rrule`, and the row's time span is computed. Nothing is stored here.
 */
import {
  EVENT_TYPES,
  type EventAttendee,
  type EventReminders,
  type EventType,
} from '#shared/wire/calendar.ts';
import { boolean, isObject, oneOf, stringUpTo } from '#shared/wire/decode.ts';
import { badRequest } from '../../../http/errors.ts';
import { isEventColor } from './colors.ts';
import { parseEventTime } from './event-time.ts';
import { field } from '../routes/wording.ts';
import { checkRecurrence } from './recurrence.ts';
import { OPEN_END, type StoredEvent } from '../store/event-store.ts';
import { formatUtc, utcToWall } from './time-zone.ts';

// Field decoders, made once: `field(body, name, decoder)` reads a field that may be absent or null.
const TEXT_4 = stringUpTo(4);
const TEXT_256 = stringUpTo(256);
const TEXT_1024 = stringUpTo(1024);
const TEXT_8192 = stringUpTo(8192);
const RESPONSE_STATUS = oneOf(['needsAction', 'declined', 'tentative', 'accepted']);
const REMINDER_METHOD = oneOf(['email', 'popup']);
const EVENT_TYPE = oneOf(EVENT_TYPES);
const STATUS = oneOf(['confirmed', 'tentative', 'cancelled']);
const TRANSPARENCY = oneOf(['opaque', 'transparent']);
const VISIBILITY = oneOf(['default', 'public', 'private', 'confidential']);

/** Fields the server sets; a body's values for them are ignored. */
export type ServerFields = Pick<
  StoredEvent,
  'id' | 'iCalUID' | 'created' | 'creator' | 'organizer' | 'sequence'
> &
  Partial<Pick<StoredEvent, 'recurringEventId' | 'originalStartTime' | 'htmlLink'>>;

export interface EventDraft {
  event: StoredEvent;
  startMs: number;
  endMs: number;
}

/** The properties only events of one type may carry. */
const TYPE_PROPERTIES: Partial<Record<EventType, keyof StoredEvent>> = {
  outOfOffice: 'outOfOfficeProperties',
  focusTime: 'focusTimeProperties',
  workingLocation: 'workingLocationProperties',
};

/** Fields of an event a client may write (what update replaces and patch merges). */
export const WRITABLE = [
  'summary',
  'description',
  'location',
  'colorId',
  'start',
  'end',
  'endTimeUnspecified',
  'recurrence',
  'transparency',
  'visibility',
  'attendees',
  'guestsCanModify',
  'reminders',
  'eventType',
  'status',
  'outOfOfficeProperties',
  'focusTimeProperties',
  'workingLocationProperties',
] as const;

function attendees(raw: unknown): EventAttendee[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > 300) throw badRequest('attendees must be a list.', 'invalid');
  return raw.map((item, i) => {
    if (!isObject(item) || typeof item.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(item.email)) {
      throw badRequest(`attendees[${i}].email must be an email address.`, 'invalid');
    }
    const a: EventAttendee = { email: item.email };
    const name = field(item, 'displayName', TEXT_256);
    if (name !== undefined) a.displayName = name;
    const optional = field(item, 'optional', boolean);
    if (optional !== undefined) a.optional = optional;
    const organizer = field(item, 'organizer', boolean);
    if (organizer !== undefined) a.organizer = organizer;
    const comment = field(item, 'comment', TEXT_1024);
    if (comment !== undefined) a.comment = comment;
    a.responseStatus = field(item, 'responseStatus', RESPONSE_STATUS) ?? 'needsAction';
    return a;
  });
}

function reminders(raw: unknown): EventReminders | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw) || typeof raw.useDefault !== 'boolean') {
    throw badRequest('reminders.useDefault is required.', 'required');
  }
  if (raw.overrides === undefined || raw.overrides === null) return { useDefault: raw.useDefault };
  if (!Array.isArray(raw.overrides) || raw.overrides.length > 5) {
    throw badRequest('reminders.overrides must be a list of at most 5 reminders.', 'invalid');
  }
  if (raw.useDefault && raw.overrides.length > 0) {
    throw badRequest(
      'Cannot specify both default reminders and overrides at the same time.',
      'cannotUseDefaultRemindersAndSpecifyOverride',
    );
  }
  const overrides = raw.overrides.map((o: unknown, i) => {
    const method = isObject(o) ? field(o, 'method', REMINDER_METHOD) : undefined;
    const minutes = isObject(o) ? o.minutes : undefined;
    if (
      method === undefined ||
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < 0 ||
      minutes > 40320
    ) {
      throw badRequest(`reminders.overrides[${i}] needs a method and 0 to 40320 minutes.`, 'invalid');
    }
    return { method, minutes };
  });
  return { useDefault: raw.useDefault, overrides };
}

/** Checks `body` (the whole writable event) and builds the stored event around the server's fields. */
export function buildEvent(
  body: Record<string, unknown>,
  server: ServerFields,
  calendarZone: string,
  now: number,
): EventDraft {
  const start = parseEventTime(body.start, 'start', calendarZone);
  const end = parseEventTime(body.end, 'end', calendarZone);
  if (start.allDay !== end.allDay) {
    throw badRequest('start and end must both be dates or both be date-times.', 'invalid');
  }
  if (end.ms <= start.ms) throw badRequest('The specified time range is empty.', 'timeRangeEmpty');
  const eventType = field(body, 'eventType', EVENT_TYPE) ?? 'default';
  for (const [type, field] of Object.entries(TYPE_PROPERTIES)) {
    if (body[field] !== undefined && body[field] !== null && type !== eventType) {
      throw badRequest(`${field} is only allowed on ${type} events.`, 'invalid');
    }
    if (body[field] !== undefined && body[field] !== null && !isObject(body[field])) {
      throw badRequest(`${field} must be an object.`, 'invalid');
    }
  }
  const colorId = field(body, 'colorId', TEXT_4);
  if (colorId !== undefined && !isEventColor(colorId))
    throw badRequest(`Unknown colorId ${colorId}.`, 'invalid');

  const event: StoredEvent = {
    id: server.id,
    status: field(body, 'status', STATUS) ?? 'confirmed',
    created: server.created,
    updated: formatUtc(now),
    start: start.value,
    end: end.value,
    iCalUID: server.iCalUID,
    sequence: server.sequence,
    eventType,
  };
  if (server.htmlLink !== undefined) event.htmlLink = server.htmlLink;
  const summary = field(body, 'summary', TEXT_1024);
  if (summary !== undefined) event.summary = summary;
  const description = field(body, 'description', TEXT_8192);
  if (description !== undefined) event.description = description;
  const location = field(body, 'location', TEXT_1024);
  if (location !== undefined) event.location = location;
  if (colorId !== undefined) event.colorId = colorId;
  if (server.creator !== undefined) event.creator = server.creator;
  if (server.organizer !== undefined) event.organizer = server.organizer;
  const endUnspecified = field(body, 'endTimeUnspecified', boolean);
  if (endUnspecified !== undefined) event.endTimeUnspecified = endUnspecified;
  const transparency = field(body, 'transparency', TRANSPARENCY);
  if (transparency !== undefined) event.transparency = transparency;
  const visibility = field(body, 'visibility', VISIBILITY);
  if (visibility !== undefined) event.visibility = visibility;
  const people = attendees(body.attendees);
  if (people !== undefined) event.attendees = people;
  const guestsCanModify = field(body, 'guestsCanModify', boolean);
  if (guestsCanModify !== undefined) event.guestsCanModify = guestsCanModify;
  const rem = reminders(body.reminders);
  if (rem !== undefined) event.reminders = rem;
  const typeField = TYPE_PROPERTIES[eventType];
  if (typeField !== undefined && isObject(body[typeField])) {
    Object.assign(event, { [typeField]: body[typeField] });
  }

  let endMs = end.ms;
  if (body.recurrence !== undefined && body.recurrence !== null) {
    if (server.recurringEventId !== undefined) {
      throw badRequest('An instance of a recurring event cannot have its own recurrence.', 'invalid');
    }
    const series = { firstWall: utcToWall(start.zone, start.ms), zone: start.zone, allDay: start.allDay };
    const { lines, lastMs } = checkRecurrence(body.recurrence, series);
    if (lines.length > 0) {
      event.recurrence = lines;
      endMs = lastMs === undefined ? OPEN_END : lastMs + (end.ms - start.ms);
    }
  }
  if (server.recurringEventId !== undefined) event.recurringEventId = server.recurringEventId;
  if (server.originalStartTime !== undefined) event.originalStartTime = server.originalStartTime;
  return { event, startMs: start.ms, endMs };
}

/** The writable part of a stored event, as a body (the base patch merges into). */
export function writableOf(event: StoredEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE) if (event[key] !== undefined) out[key] = event[key];
  return out;
}

/**
 * The public Calendar API v3 reference (patch semantics): given values replace, fields not given stay, given arrays overwrite,
 * `null` clears. Nested objects merge key by key, except start and end, which are replaced as a whole.
 */
export function mergePatch(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = new Map(Object.entries(base));
  for (const [key, value] of Object.entries(patch)) {
    const current = out.get(key);
    if (value === null) out.delete(key);
    else if (isObject(value) && isObject(current) && key !== 'start' && key !== 'end') {
      out.set(key, mergePatch(current, value));
    } else out.set(key, value);
  }
  return Object.fromEntries(out);
}
