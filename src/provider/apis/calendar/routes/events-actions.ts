/** events.import, events.move, events.quickAdd and events.watch. */
import { isObject, stringUpTo } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { buildEvent, type ServerFields } from '../services/event-input.ts';
import { findEvent, saveDraft } from '../services/event-lookup.ts';
import { parseQuickAdd } from '../services/quick-add.ts';
import { renderEvent } from '../store/event-store.ts';
import { formatUtc } from '../services/time-zone.ts';
import { EVENTS_READ, EVENTS_WRITE, route } from './calendar-route.ts';
import { newServerFields, organizerOf } from './events-write.ts';
import { field, read, required } from './wording.ts';
import { channelBody, eventBody } from './bodies.ts';

const EMAIL = stringUpTo(254);
const NAME = stringUpTo(256);
const UID = stringUpTo(1024);

function person(raw: unknown): ServerFields['organizer'] | undefined {
  if (!isObject(raw)) return undefined;
  const email = field(raw, 'email', EMAIL);
  const displayName = field(raw, 'displayName', NAME);
  if (email === undefined) return undefined;
  return displayName === undefined ? { email } : { email, displayName };
}

const EVENTS = '/calendars/:calendarId/events';
const calendarId = pathParam('calendarId');

export const eventsActionRoutes = [
  route(
    {
      method: 'POST',
      path: `${EVENTS}/import`,
      id: 'calendar.events.import',
      request: 'Event',
      response: 'Event',
      access: EVENTS_WRITE,
      input: readAll({ calendarId, body: eventBody }),
    },
    async ({ input, grant }, svc) => {
      const userId = grant.userId;
      const { body } = input;
      const { calendar } = await svc.require(userId, input.calendarId, 'writer');
      const uid = field(body, 'iCalUID', UID);
      if (uid === undefined || uid === '') throw badRequest('Missing iCalUID.', 'required');
      // The public reference: only default events are imported. The deprecated conversion of other types is not applied.
      if (body.eventType !== undefined && body.eventType !== 'default') {
        throw badRequest('Only events of type default can be imported.', 'eventTypeRestriction');
      }
      const existing = (await svc.events.byUid(calendar.id, uid)).find(
        (r) => r.event.recurringEventId === undefined,
      );
      const server: ServerFields =
        existing === undefined
          ? { ...(await newServerFields(svc, calendar, svc.emailOf(userId), {})), iCalUID: uid }
          : { ...existing.event, sequence: existing.event.sequence };
      server.organizer = person(body.organizer) ?? server.organizer;
      server.creator = person(body.creator) ?? server.creator;
      if (typeof body.sequence === 'number' && Number.isInteger(body.sequence) && body.sequence >= 0) {
        server.sequence = body.sequence;
      }
      const draft = buildEvent(body, server, calendar.data.timeZone, svc.now());
      return saveDraft(svc, calendar.id, draft);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${EVENTS}/quickAdd`,
      id: 'calendar.events.quickAdd',
      response: 'Event',
      access: EVENTS_WRITE,
      input: readAll({ calendarId, text: read.query('text', required) }),
    },
    async ({ input, grant }, svc) => {
      const { calendar } = await svc.require(grant.userId, input.calendarId, 'writer');
      if (input.text.length > 1024) throw badRequest('text must be at most 1024 characters.');
      const zone = calendar.data.timeZone;
      const body = { ...parseQuickAdd(input.text, zone, svc.now()) };
      const server = await newServerFields(svc, calendar, svc.emailOf(grant.userId), {});
      return saveDraft(svc, calendar.id, buildEvent(body, server, zone, svc.now()));
    },
  ),
  route(
    {
      method: 'POST',
      path: `${EVENTS}/:eventId/move`,
      id: 'calendar.events.move',
      response: 'Event',
      access: EVENTS_WRITE,
      input: readAll({
        destination: read.query('destination', required),
        calendarId,
        eventId: pathParam('eventId'),
      }),
    },
    async ({ input, grant }, svc) => {
      const userId = grant.userId;
      const { calendar: source } = await svc.require(userId, input.calendarId, 'writer');
      const found = await findEvent(svc, source.id, input.eventId, source.data.timeZone);
      if (found.row === undefined || found.event.recurringEventId !== undefined) {
        throw badRequest(
          'An instance of a recurring event cannot be moved; move the recurring event.',
          'cannotMoveInstance',
        );
      }
      // The public reference: only default events move.
      if (found.event.eventType !== 'default') {
        throw badRequest(`Events of type ${found.event.eventType} cannot be moved.`, 'eventTypeRestriction');
      }
      const { calendar: destination } = await svc.require(userId, input.destination, 'writer');
      if (destination.id === source.id)
        return { ...renderEvent(found.event), htmlLink: svc.link(source.id, found.event.id) };
      const moving = [found.row, ...(await svc.events.exceptionsOf(source.id, found.event.id))];
      const taken = await Promise.all(moving.map((r) => svc.events.get(destination.id, r.event.id)));
      if (taken.some((r) => r !== undefined)) {
        throw new ApiError(
          409,
          'duplicate',
          'The destination calendar already has an event with this identifier.',
        );
      }
      const updated = formatUtc(svc.now());
      await svc.ctx.sql.withTransaction(async () => {
        await svc.events.remove(
          source.id,
          moving.map((r) => r.event.id),
        );
        for (const r of moving) {
          const organizer = organizerOf(destination);
          await svc.events.put(destination.id, { ...r.event, organizer, updated }, r.startMs, r.endMs);
        }
      });
      await svc.watcher.changed('events', source.id);
      await svc.watcher.changed('events', destination.id);
      const moved = await svc.events.get(destination.id, found.event.id);
      return {
        ...renderEvent(moved?.event ?? found.event),
        htmlLink: svc.link(destination.id, found.event.id),
      };
    },
  ),
  route(
    {
      method: 'POST',
      path: `${EVENTS}/watch`,
      id: 'calendar.events.watch',
      request: 'Channel',
      response: 'Channel',
      access: EVENTS_READ,
      input: readAll({ calendarId, body: channelBody }),
    },
    async ({ input, grant }, svc) => {
      const { calendar } = await svc.require(grant.userId, input.calendarId, 'freeBusyReader');
      const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/events?alt=json`;
      return svc.watcher.create(grant, 'events', calendar.id, uri, input.body);
    },
  ),
];
