/** calendars.insert/get/patch/update/delete and calendars.clear. */
import { stringUpTo, type Json } from '#shared/wire/decode.ts';
import { badRequest } from '../../../http/errors.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { checkIfMatch, withETag } from '../services/etag.ts';
import { mergePatch } from '../services/event-input.ts';
import { DEFAULT_ZONE } from '../services/service.ts';
import { renderCalendar, type CalendarData } from '../store/calendar-store.ts';
import { isTimeZone, formatUtc } from '../services/time-zone.ts';
import { READ, route, WRITE } from './calendar-route.ts';
import { field } from './wording.ts';
import { calendarBody } from './bodies.ts';

const TEXT_64 = stringUpTo(64);
const TEXT_1024 = stringUpTo(1024);
const TEXT_8192 = stringUpTo(8192);

/** Checks a whole calendar body (insert, update, or a patch merged onto the current calendar). */
function calendarData(body: Json, fallbackZone: string): CalendarData {
  const summary = field(body, 'summary', TEXT_1024);
  if (summary === undefined || summary.trim() === '') throw badRequest('Missing title.', 'required');
  const timeZone = field(body, 'timeZone', TEXT_64) ?? fallbackZone;
  if (!isTimeZone(timeZone)) throw badRequest(`Invalid time zone: ${timeZone}.`, 'invalid');
  const data: CalendarData = { summary, timeZone };
  const description = field(body, 'description', TEXT_8192);
  if (description !== undefined) data.description = description;
  const location = field(body, 'location', TEXT_1024);
  if (location !== undefined) data.location = location;
  return data;
}

const ONE = '/calendars/:calendarId';
const calendarId = pathParam('calendarId');

/** calendars.patch merges the body onto the calendar; calendars.update replaces it. */
const change = (method: 'PATCH' | 'PUT') =>
  route(
    {
      method,
      path: ONE,
      id: method === 'PATCH' ? 'calendar.calendars.patch' : 'calendar.calendars.update',
      request: 'Calendar',
      response: 'Calendar',
      access: WRITE,
      input: readAll({ calendarId, body: calendarBody }),
    },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input.calendarId, 'owner');
      checkIfMatch(c, renderCalendar(calendar).etag);
      const merged = method === 'PATCH' ? mergePatch({ ...calendar.data }, input.body) : input.body;
      const data = calendarData(merged, calendar.data.timeZone);
      await svc.calendars.update(calendar.id, data, svc.now());
      await svc.listChanged(calendar.id);
      return renderCalendar({ ...calendar, data });
    },
  );

export const calendarsRoutes = [
  route(
    {
      method: 'POST',
      path: '/calendars',
      id: 'calendar.calendars.insert',
      request: 'Calendar',
      response: 'Calendar',
      access: WRITE,
      input: calendarBody,
    },
    async ({ input, grant }, svc) => {
      const userId = grant.userId;
      const zone = (await svc.calendars.primaryOf(userId))?.data.timeZone ?? DEFAULT_ZONE;
      const data = calendarData(input, zone);
      const row = { id: svc.newSecondaryId(), ownerId: userId, primary: false, data, updated: svc.now() };
      await svc.ctx.sql.withTransaction(async () => {
        await svc.calendars.insert(row, svc.emailOf(userId));
        await svc.addToList(userId, row.id, {});
      });
      await svc.watcher.changed('calendarList', userId);
      return renderCalendar(row);
    },
  ),
  route(
    {
      method: 'GET',
      path: ONE,
      id: 'calendar.calendars.get',
      response: 'Calendar',
      access: READ,
      input: calendarId,
    },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input, 'freeBusyReader');
      const body = renderCalendar(calendar);
      return withETag(c, body);
    },
  ),
  change('PATCH'),
  change('PUT'),
  route(
    { method: 'DELETE', path: ONE, id: 'calendar.calendars.delete', access: WRITE, input: calendarId },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input, 'owner');
      if (calendar.primary) {
        throw badRequest(
          'The primary calendar cannot be deleted; use clear to empty it.',
          'cannotDeletePrimaryCalendar',
        );
      }
      checkIfMatch(c, renderCalendar(calendar).etag);
      const holders = await svc.lists.holders(calendar.id);
      await svc.calendars.delete(calendar.id);
      for (const userId of holders) await svc.watcher.changed('calendarList', userId);
      await svc.watcher.changed('events', calendar.id);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${ONE}/clear`,
      id: 'calendar.calendars.clear',
      access: WRITE,
      input: calendarId,
    },
    async ({ input, grant, c }, svc) => {
      const { calendar } = await svc.require(grant.userId, input, 'owner');
      if (!calendar.primary) {
        throw badRequest(
          'Only a primary calendar can be cleared; delete a secondary calendar instead.',
          'cannotClearSecondaryCalendar',
        );
      }
      const updated = formatUtc(svc.now());
      await svc.ctx.sql.withTransaction(async () => {
        for (const row of await svc.events.live(calendar.id)) {
          await svc.events.put(
            calendar.id,
            { ...row.event, status: 'cancelled', updated },
            row.startMs,
            row.endMs,
          );
        }
      });
      await svc.watcher.changed('events', calendar.id);
      return c.body(null, 204);
    },
  ),
];
