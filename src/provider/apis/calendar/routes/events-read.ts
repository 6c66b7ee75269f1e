/** events.list, events.get and events.instances. */
import type { AccessRole, EventsList } from '#shared/wire/calendar.ts';
import { flag } from '#shared/wire/decode.ts';
import { badRequest } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type Reader } from '../../../http/validate.ts';
import { etagOf, withETag } from '../services/etag.ts';
import { parseEventTime } from '../services/event-time.ts';
import { findEvent } from '../services/event-lookup.ts';
import { selectEvents, syncTokenOf } from '../services/event-query.ts';
import { expand } from '../services/instances.ts';
import type { CalendarService } from '../services/service.ts';
import type { CalendarRow } from '../store/calendar-store.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { forRole, seesDetails } from '../services/event-views.ts';
import { isTimeZone } from '../services/time-zone.ts';
import { EVENTS_READ, route } from './calendar-route.ts';
import { eventQuery } from './event-list-query.ts';
import { pageOf, paginate, type PageRequest } from './paging.ts';
import { read, time } from './wording.ts';

const YEAR = 366 * 86_400_000;

/** The `timeZone` parameter (the zone the response is meant for); 400 when unknown. */
const responseZone: Reader<string | undefined> = reads((c) => {
  const zone = c.req.query('timeZone');
  if (zone !== undefined && !isTimeZone(zone)) throw badRequest(`Invalid value for timeZone: ${zone}.`);
  return zone;
}, queryParameter('timeZone'));

/** How a list of events is answered: its page and the zone asked for (else the calendar's). */
interface ListShape {
  page: PageRequest;
  zone: string | undefined;
}

async function envelope(
  svc: CalendarService,
  userId: string,
  shape: ListShape,
  calendar: CalendarRow,
  role: AccessRole,
  all: StoredEvent[],
  syncToken?: string,
): Promise<EventsList> {
  const page = paginate(shape.page, all);
  const items = page.items.map((e) => forRole(e, role, svc.link(calendar.id, e.id)));
  const latest = Math.max(calendar.updated, ...items.map((e) => Date.parse(e.updated)));
  const reminders = (await svc.lists.get(userId, calendar.id))?.data.defaultReminders ?? [];
  const list: EventsList = {
    kind: 'calendar#events',
    etag: etagOf({ items: items.map((e) => e.etag), next: page.nextPageToken ?? null }),
    summary: calendar.data.summary,
    updated: new Date(latest).toISOString(),
    timeZone: shape.zone ?? calendar.data.timeZone,
    accessRole: role,
    defaultReminders: reminders,
    items,
  };
  if (calendar.data.description !== undefined) list.description = calendar.data.description;
  if (page.nextPageToken !== undefined) list.nextPageToken = page.nextPageToken;
  else if (syncToken !== undefined) list.nextSyncToken = syncToken;
  return list;
}

const EVENTS = '/calendars/:calendarId/events';
const calendarId = pathParam('calendarId');
const eventId = pathParam('eventId');
const page = pageOf();
// events.list checks the zone before the page, events.instances after it, as each always has.
const listShape = readAll({ zone: responseZone, page });
const instancesShape = readAll({ page, zone: responseZone });

export const eventsReadRoutes = [
  route(
    {
      method: 'GET',
      path: EVENTS,
      id: 'calendar.events.list',
      response: 'Events',
      access: EVENTS_READ,
      input: readAll({ calendarId, query: eventQuery, shape: listShape }),
    },
    async ({ input, grant }, svc) => {
      const { query } = input;
      const { calendar, role } = await svc.require(grant.userId, input.calendarId, 'freeBusyReader');
      const seq = await svc.events.lastSeq();
      const selected = await selectEvents(svc.events, calendar.id, calendar.data.timeZone, query, svc.now());
      // A text search matches words this reader may not see: events shown without them are left out.
      const all = query.q === undefined ? selected : selected.filter((e) => seesDetails(e, role));
      return envelope(svc, grant.userId, input.shape, calendar, role, all, syncTokenOf(seq));
    },
  ),
  route(
    {
      method: 'GET',
      path: `${EVENTS}/:eventId`,
      id: 'calendar.events.get',
      response: 'Event',
      access: EVENTS_READ,
      input: readAll({ calendarId, eventId }),
    },
    async ({ input, grant, c }, svc) => {
      const { calendar, role } = await svc.require(grant.userId, input.calendarId, 'freeBusyReader');
      const found = await findEvent(svc, calendar.id, input.eventId, calendar.data.timeZone);
      const body = forRole(found.event, role, svc.link(calendar.id, found.event.id));
      return withETag(c, body);
    },
  ),
  route(
    {
      method: 'GET',
      path: `${EVENTS}/:eventId/instances`,
      id: 'calendar.events.instances',
      response: 'Events',
      access: EVENTS_READ,
      input: readAll({
        calendarId,
        eventId,
        timeMin: read.query('timeMin', time),
        timeMax: read.query('timeMax', time),
        originalStart: read.query('originalStart', time),
        showDeleted: read.query('showDeleted', flag),
        shape: instancesShape,
      }),
    },
    async ({ input, grant }, svc) => {
      const { timeMin, timeMax, originalStart } = input;
      const { calendar, role } = await svc.require(grant.userId, input.calendarId, 'freeBusyReader');
      const zone = calendar.data.timeZone;
      const found = await findEvent(svc, calendar.id, input.eventId, zone);
      let items: StoredEvent[] = [found.event];
      if (found.row !== undefined && found.event.recurrence !== undefined) {
        const from = timeMin ?? found.row.startMs;
        const open = found.row.endMs >= Number.MAX_SAFE_INTEGER;
        const to = timeMax ?? (open ? Math.max(from, svc.now()) + YEAR : found.row.endMs);
        const originalMs = (e: StoredEvent): number =>
          e.originalStartTime === undefined
            ? 0
            : parseEventTime(e.originalStartTime, 'originalStartTime', zone).ms;
        items = (await expand(found.row, svc.events, zone, from, to, input.showDeleted))
          .filter((e) => originalStart === undefined || originalMs(e) === originalStart)
          .sort((a, b) => originalMs(a) - originalMs(b) || a.id.localeCompare(b.id));
      }
      return envelope(svc, grant.userId, input.shape, calendar, role, items);
    },
  ),
];
