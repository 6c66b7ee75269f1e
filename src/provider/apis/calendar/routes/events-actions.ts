/** events.import, events.move, events.quickAdd and events.watch. */
import { Hono } from 'hono';
import type { ApiEnv } from '../../../http/bearer.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { buildEvent, type ServerFields } from '../event-input.ts';
import { findEvent, saveDraft } from '../event-lookup.ts';
import { isRecord, jsonBody, optionalString, requiredQuery } from '../input.ts';
import { parseQuickAdd } from '../quick-add.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';
import { renderEvent } from '../store/event-store.ts';
import { formatUtc } from '../time-zone.ts';
import { newServerFields, organizerOf } from './events-write.ts';

function person(raw: unknown): ServerFields['organizer'] | undefined {
  if (!isRecord(raw)) return undefined;
  const email = optionalString(raw, 'email', 254);
  const displayName = optionalString(raw, 'displayName', 256);
  if (email === undefined) return undefined;
  return displayName === undefined ? { email } : { email, displayName };
}

export function eventsActionRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const write = svc.guard(SCOPE_SETS.eventsWrite);
  const read = svc.guard(SCOPE_SETS.eventsRead);

  app.post('/calendars/:calendarId/events/import', write, async (c) => {
    const userId = c.get('grant').userId;
    const { calendar } = await svc.require(userId, c.req.param('calendarId'), 'writer');
    const body = await jsonBody(c);
    const uid = optionalString(body, 'iCalUID', 1024);
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
    return c.json(await saveDraft(svc, calendar.id, draft));
  });

  app.post('/calendars/:calendarId/events/quickAdd', write, async (c) => {
    const userId = c.get('grant').userId;
    const { calendar } = await svc.require(userId, c.req.param('calendarId'), 'writer');
    const text = requiredQuery(c, 'text');
    if (text.length > 1024) throw badRequest('text must be at most 1024 characters.');
    const body = { ...parseQuickAdd(text, calendar.data.timeZone, svc.now()) };
    const server = await newServerFields(svc, calendar, svc.emailOf(userId), {});
    return c.json(
      await saveDraft(svc, calendar.id, buildEvent(body, server, calendar.data.timeZone, svc.now())),
    );
  });

  app.post('/calendars/:calendarId/events/:eventId/move', write, async (c) => {
    const userId = c.get('grant').userId;
    const destinationId = requiredQuery(c, 'destination');
    const { calendar: source } = await svc.require(userId, c.req.param('calendarId'), 'writer');
    const found = await findEvent(svc, source.id, c.req.param('eventId'), source.data.timeZone);
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
    const { calendar: destination } = await svc.require(userId, destinationId, 'writer');
    if (destination.id === source.id) return c.json(renderEvent(found.event));
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
    return c.json(renderEvent(moved?.event ?? found.event));
  });

  app.post('/calendars/:calendarId/events/watch', read, async (c) => {
    const userId = c.get('grant').userId;
    const { calendar } = await svc.require(userId, c.req.param('calendarId'), 'freeBusyReader');
    const body = await jsonBody(c);
    const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/events?alt=json`;
    return c.json(await svc.watcher.create(c.get('grant'), 'events', calendar.id, uri, body));
  });

  return app;
}
