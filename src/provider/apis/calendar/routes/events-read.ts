/** events.list, events.get and events.instances. */
import { Hono, type Context } from 'hono';
import type { AccessRole, EventsList } from '#shared/wire/calendar.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { etagOf, notModified } from '../etag.ts';
import { parseEventTime } from '../event-time.ts';
import { findEvent } from '../event-lookup.ts';
import { parseEventQuery, selectEvents, syncTokenOf } from '../event-query.ts';
import { queryBool, queryTime } from '../input.ts';
import { expand } from '../instances.ts';
import { paginate } from '../paging.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';
import type { CalendarRow } from '../store/calendar-store.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { forRole, seesDetails } from '../event-views.ts';
import { isTimeZone } from '../time-zone.ts';

const YEAR = 366 * 86_400_000;

/** The `timeZone` parameter (the zone the response is meant for), else the calendar's; 400 when unknown. */
function responseZone(c: Context<ApiEnv>, calendarZone: string): string {
  const zone = c.req.query('timeZone');
  if (zone === undefined) return calendarZone;
  if (!isTimeZone(zone)) throw badRequest(`Invalid value for timeZone: ${zone}.`);
  return zone;
}

async function envelope(
  svc: CalendarService,
  c: Context<ApiEnv>,
  calendar: CalendarRow,
  role: AccessRole,
  all: StoredEvent[],
  syncToken?: string,
): Promise<EventsList> {
  const page = paginate(c, all);
  const items = page.items.map((e) => forRole(e, role));
  const latest = Math.max(calendar.updated, ...items.map((e) => Date.parse(e.updated)));
  const reminders = (await svc.lists.get(c.get('grant').userId, calendar.id))?.data.defaultReminders ?? [];
  const list: EventsList = {
    kind: 'calendar#events',
    etag: etagOf({ items: items.map((e) => e.etag), next: page.nextPageToken ?? null }),
    summary: calendar.data.summary,
    updated: new Date(latest).toISOString(),
    timeZone: responseZone(c, calendar.data.timeZone),
    accessRole: role,
    defaultReminders: reminders,
    items,
  };
  if (calendar.data.description !== undefined) list.description = calendar.data.description;
  if (page.nextPageToken !== undefined) list.nextPageToken = page.nextPageToken;
  else if (syncToken !== undefined) list.nextSyncToken = syncToken;
  return list;
}

export function eventsReadRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const read = svc.guard(SCOPE_SETS.eventsRead);

  app.get('/calendars/:calendarId/events', read, async (c) => {
    const { calendar, role } = await svc.require(
      c.get('grant').userId,
      c.req.param('calendarId'),
      'freeBusyReader',
    );
    const query = parseEventQuery(c);
    responseZone(c, calendar.data.timeZone);
    const seq = await svc.events.lastSeq();
    const selected = await selectEvents(svc.events, calendar.id, calendar.data.timeZone, query, svc.now());
    // A text search matches words this reader may not see: events shown without them are left out.
    const all = query.q === undefined ? selected : selected.filter((e) => seesDetails(e, role));
    return c.json(await envelope(svc, c, calendar, role, all, syncTokenOf(seq)));
  });

  app.get('/calendars/:calendarId/events/:eventId', read, async (c) => {
    const { calendar, role } = await svc.require(
      c.get('grant').userId,
      c.req.param('calendarId'),
      'freeBusyReader',
    );
    const found = await findEvent(svc, calendar.id, c.req.param('eventId'), calendar.data.timeZone);
    const body = forRole(found.event, role);
    c.header('ETag', body.etag);
    if (notModified(c, body.etag)) return c.body(null, 304);
    return c.json(body);
  });

  app.get('/calendars/:calendarId/events/:eventId/instances', read, async (c) => {
    const { calendar, role } = await svc.require(
      c.get('grant').userId,
      c.req.param('calendarId'),
      'freeBusyReader',
    );
    const zone = calendar.data.timeZone;
    const found = await findEvent(svc, calendar.id, c.req.param('eventId'), zone);
    const timeMin = queryTime(c, 'timeMin');
    const timeMax = queryTime(c, 'timeMax');
    const originalStart = queryTime(c, 'originalStart');
    const showDeleted = queryBool(c, 'showDeleted');
    let items: StoredEvent[] = [found.event];
    if (found.row !== undefined && found.event.recurrence !== undefined) {
      const from = timeMin ?? found.row.startMs;
      const open = found.row.endMs >= Number.MAX_SAFE_INTEGER;
      const to = timeMax ?? (open ? Math.max(from, svc.now()) + YEAR : found.row.endMs);
      const originalMs = (e: StoredEvent): number =>
        e.originalStartTime === undefined
          ? 0
          : parseEventTime(e.originalStartTime, 'originalStartTime', zone).ms;
      items = (await expand(found.row, svc.events, zone, from, to, showDeleted))
        .filter((e) => originalStart === undefined || originalMs(e) === originalStart)
        .sort((a, b) => originalMs(a) - originalMs(b) || a.id.localeCompare(b.id));
    }
    return c.json(await envelope(svc, c, calendar, role, items));
  });

  return app;
}
