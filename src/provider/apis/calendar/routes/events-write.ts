/**
 * events.insert, events.patch, events.update (replaces the whole event) and
 * events.delete. Writes to a computed instance of a recurring event store an exception for it.
 */
import { randomBytes } from 'node:crypto';
import type { Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { checkIfMatch } from '../services/etag.ts';
import { buildEvent, mergePatch, writableOf, type ServerFields } from '../services/event-input.ts';
import { bumpSequence, findEvent, saveDraft, serverFieldsOf } from '../services/event-lookup.ts';
import type { CalendarService } from '../services/service.ts';
import type { CalendarRow } from '../store/calendar-store.ts';
import { renderEvent } from '../store/event-store.ts';
import { formatUtc } from '../services/time-zone.ts';
import { EVENTS_WRITE, route } from './calendar-route.ts';
import { eventBody } from './bodies.ts';

/** The public API's event ids: base32hex letters and digits, 5 to 1024 of them. */
export const EVENT_ID = /^[a-v0-9]{5,1024}$/;

export const newEventId = (): string =>
  [...randomBytes(26)].map((b) => '0123456789abcdefghijklmnopqrstuv'[b % 32] ?? '0').join('');

/** The organizer of events on a calendar: the calendar itself (a move changes it). */
export function organizerOf(calendar: CalendarRow): ServerFields['organizer'] {
  return calendar.primary
    ? { email: calendar.id, self: true }
    : { email: calendar.id, displayName: calendar.data.summary, self: true };
}

/** Server fields of a new event on `calendar`, created by `creatorEmail`. */
export async function newServerFields(
  svc: CalendarService,
  calendar: CalendarRow,
  creatorEmail: string,
  body: Json,
): Promise<ServerFields> {
  let id = newEventId();
  if (body.id !== undefined) {
    if (typeof body.id !== 'string' || !EVENT_ID.test(body.id)) {
      throw badRequest('id must be 5 to 1024 characters of a-v and 0-9.', 'invalid');
    }
    id = body.id;
  }
  if ((await svc.events.get(calendar.id, id)) !== undefined) {
    throw new ApiError(409, 'duplicate', 'The requested identifier already exists.');
  }
  return {
    id,
    iCalUID: `${id}@calendar.example.com`,
    created: formatUtc(svc.now()),
    creator: { email: creatorEmail },
    organizer: organizerOf(calendar),
    sequence: 0,
  };
}

const EVENTS = '/calendars/:calendarId/events';
const EVENT = `${EVENTS}/:eventId`;
const calendarId = pathParam('calendarId');
const names = readAll({ calendarId, eventId: pathParam('eventId') });

/** events.patch merges the body onto the event; events.update replaces its writable fields. */
const change = (method: 'PATCH' | 'PUT') =>
  route(
    {
      method,
      path: EVENT,
      id: method === 'PATCH' ? 'calendar.events.patch' : 'calendar.events.update',
      request: 'Event',
      response: 'Event',
      access: EVENTS_WRITE,
      input: readAll({ names, body: eventBody }),
    },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input.names.calendarId, 'writer');
      const zone = calendar.data.timeZone;
      const found = await findEvent(svc, calendar.id, input.names.eventId, zone);
      checkIfMatch(c, renderEvent(found.event).etag);
      const merged = method === 'PATCH' ? mergePatch(writableOf(found.event), input.body) : { ...input.body };
      // The type is fixed at creation; an update that leaves it out keeps it.
      merged.eventType ??= found.event.eventType;
      if (merged.eventType !== found.event.eventType) {
        throw badRequest('The type of an event cannot be changed.', 'eventTypeRestriction');
      }
      const draft = buildEvent(merged, serverFieldsOf(found.event), zone, svc.now());
      bumpSequence(found.event, draft);
      return saveDraft(svc, calendar.id, draft);
    },
  );

export const eventsWriteRoutes = [
  route(
    {
      method: 'POST',
      path: EVENTS,
      id: 'calendar.events.insert',
      request: 'Event',
      response: 'Event',
      access: EVENTS_WRITE,
      input: readAll({ calendarId, body: eventBody }),
    },
    async ({ input: { calendarId, body }, grant }, svc) => {
      const { calendar } = await svc.require(grant.userId, calendarId, 'writer');
      if (body.eventType === 'fromMail') {
        throw badRequest(
          'Events of type fromMail cannot be created through the API.',
          'eventTypeRestriction',
        );
      }
      const server = await newServerFields(svc, calendar, svc.emailOf(grant.userId), body);
      const draft = buildEvent(body, server, calendar.data.timeZone, svc.now());
      return saveDraft(svc, calendar.id, draft);
    },
  ),
  change('PATCH'),
  change('PUT'),
  route(
    { method: 'DELETE', path: EVENT, id: 'calendar.events.delete', access: EVENTS_WRITE, input: names },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input.calendarId, 'writer');
      const zone = calendar.data.timeZone;
      const found = await findEvent(svc, calendar.id, input.eventId, zone);
      checkIfMatch(c, renderEvent(found.event).etag);
      const updated = formatUtc(svc.now());
      const cancel = async (event: typeof found.event, startMs: number, endMs: number): Promise<void> => {
        await svc.events.put(calendar.id, { ...event, status: 'cancelled', updated }, startMs, endMs);
      };
      await svc.ctx.sql.withTransaction(async () => {
        if (found.row !== undefined) {
          await cancel(found.event, found.row.startMs, found.row.endMs);
          for (const exception of await svc.events.exceptionsOf(calendar.id, found.event.id)) {
            await cancel(exception.event, exception.startMs, exception.endMs);
          }
        } else {
          const draft = buildEvent(writableOf(found.event), serverFieldsOf(found.event), zone, svc.now());
          await cancel(draft.event, draft.startMs, draft.endMs);
        }
      });
      await svc.watcher.changed('events', calendar.id);
      return c.body(null, 204);
    },
  ),
];
