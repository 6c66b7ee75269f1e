/** freebusy.query: busy intervals of several calendars, from their opaque, live events. */
import type { FreeBusyResponse } from '#shared/wire/calendar.ts';
import { isObject, type Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { parseDateTime } from '../services/event-time.ts';
import { selectEvents } from '../services/event-query.ts';
import { spanOf } from '../services/instances.ts';
import { isTimeZone, formatInZone } from '../services/time-zone.ts';
import { EVENTS_READ, route } from './calendar-route.ts';
import { freeBusyBody } from './bodies.ts';

/** The public API's limits: 50 calendars per query and a range of at most about two months. */
const MAX_ITEMS = 50;
const MAX_RANGE = 62 * 86_400_000;

function time(body: Json, field: string): number {
  const raw = body[field];
  const ms = typeof raw === 'string' ? parseDateTime(raw) : undefined;
  if (ms === undefined)
    throw badRequest(`${field} is required: an RFC 3339 date-time with an offset.`, 'required');
  return ms;
}

export const freeBusyRoutes = [
  route(
    {
      method: 'POST',
      path: '/freeBusy',
      id: 'calendar.freebusy.query',
      request: 'FreeBusyRequest',
      response: 'FreeBusyResponse',
      access: EVENTS_READ,
      input: freeBusyBody,
    },
    async ({ input: body, grant }, svc) => {
      const userId = grant.userId;
      const timeMin = time(body, 'timeMin');
      const timeMax = time(body, 'timeMax');
      if (timeMax <= timeMin) throw badRequest('The specified time range is empty.', 'timeRangeEmpty');
      if (timeMax - timeMin > MAX_RANGE)
        throw badRequest('The requested time range is too long.', 'timeRangeTooLong');
      const zone = body.timeZone ?? 'UTC';
      if (typeof zone !== 'string' || !isTimeZone(zone))
        throw badRequest('timeZone is not a known time zone.');
      const items = body.items;
      if (
        !Array.isArray(items) ||
        items.length > MAX_ITEMS ||
        items.some((i) => !isObject(i) || typeof i.id !== 'string')
      ) {
        throw badRequest(`items must be a list of up to ${MAX_ITEMS} objects with an id.`, 'invalid');
      }
      const response: FreeBusyResponse = {
        kind: 'calendar#freeBusy',
        timeMin: formatInZone(timeMin, zone),
        timeMax: formatInZone(timeMax, zone),
        calendars: {},
      };
      for (const item of items as { id: string }[]) {
        let resolved;
        try {
          resolved = await svc.resolve(userId, item.id);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          response.calendars[item.id] = { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] };
          continue;
        }
        const { calendar } = resolved;
        const events = await selectEvents(
          svc.events,
          calendar.id,
          calendar.data.timeZone,
          {
            timeMin,
            timeMax,
            singleEvents: true,
            showDeleted: false,
          },
          svc.now(),
        );
        const spans = events
          .filter((e) => e.transparency !== 'transparent')
          .map((e) => spanOf(e, calendar.data.timeZone))
          .map((s) => ({ startMs: Math.max(s.startMs, timeMin), endMs: Math.min(s.endMs, timeMax) }))
          .sort((a, b) => a.startMs - b.startMs);
        const merged: { startMs: number; endMs: number }[] = [];
        for (const span of spans) {
          const last = merged[merged.length - 1];
          if (last !== undefined && span.startMs <= last.endMs) last.endMs = Math.max(last.endMs, span.endMs);
          else merged.push({ ...span });
        }
        response.calendars[item.id] = {
          busy: merged.map((s) => ({
            start: formatInZone(s.startMs, zone),
            end: formatInZone(s.endMs, zone),
          })),
        };
      }
      return response;
    },
  ),
];
