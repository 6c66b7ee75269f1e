/** calendars.insert/get/patch/update/delete and calendars.clear. */
import { Hono } from 'hono';
import type { ApiEnv } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { checkIfMatch, notModified } from '../etag.ts';
import { mergePatch } from '../event-input.ts';
import { jsonBody, optionalString } from '../input.ts';
import { DEFAULT_ZONE, SCOPE_SETS, type CalendarService } from '../service.ts';
import { renderCalendar, type CalendarData } from '../store/calendar-store.ts';
import { isTimeZone, formatUtc } from '../time-zone.ts';

/** Checks a whole calendar body (insert, update, or a patch merged onto the current calendar). */
function calendarData(body: Record<string, unknown>, fallbackZone: string): CalendarData {
  const summary = optionalString(body, 'summary', 1024);
  if (summary === undefined || summary.trim() === '') throw badRequest('Missing title.', 'required');
  const timeZone = optionalString(body, 'timeZone', 64) ?? fallbackZone;
  if (!isTimeZone(timeZone)) throw badRequest(`Invalid time zone: ${timeZone}.`, 'invalid');
  const data: CalendarData = { summary, timeZone };
  const description = optionalString(body, 'description', 8192);
  if (description !== undefined) data.description = description;
  const location = optionalString(body, 'location', 1024);
  if (location !== undefined) data.location = location;
  return data;
}

export function calendarsRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const read = svc.guard(SCOPE_SETS.read);
  const write = svc.guard(SCOPE_SETS.write);

  app.post('/calendars', write, async (c) => {
    const userId = c.get('grant').userId;
    const body = await jsonBody(c);
    const zone = (await svc.calendars.primaryOf(userId))?.data.timeZone ?? DEFAULT_ZONE;
    const data = calendarData(body, zone);
    const row = { id: svc.newSecondaryId(), ownerId: userId, primary: false, data, updated: svc.now() };
    await svc.ctx.sql.withTransaction(async () => {
      await svc.calendars.insert(row, svc.emailOf(userId));
      await svc.addToList(userId, row.id, {});
    });
    await svc.watcher.changed('calendarList', userId);
    return c.json(renderCalendar(row));
  });

  app.get('/calendars/:calendarId', read, async (c) => {
    const { calendar } = await svc.require(
      c.get('grant').userId,
      c.req.param('calendarId'),
      'freeBusyReader',
    );
    const body = renderCalendar(calendar);
    c.header('ETag', body.etag);
    if (notModified(c, body.etag)) return c.body(null, 304);
    return c.json(body);
  });

  for (const method of ['patch', 'put'] as const) {
    app[method]('/calendars/:calendarId', write, async (c) => {
      const { calendar } = await svc.require(c.get('grant').userId, c.req.param('calendarId'), 'owner');
      checkIfMatch(c, renderCalendar(calendar).etag);
      const body = await jsonBody(c);
      const merged = method === 'patch' ? mergePatch({ ...calendar.data }, body) : body;
      const data = calendarData(merged, calendar.data.timeZone);
      await svc.calendars.update(calendar.id, data, svc.now());
      await svc.listChanged(calendar.id);
      return c.json(renderCalendar({ ...calendar, data }));
    });
  }

  app.delete('/calendars/:calendarId', write, async (c) => {
    const { calendar } = await svc.require(c.get('grant').userId, c.req.param('calendarId'), 'owner');
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
  });

  app.post('/calendars/:calendarId/clear', write, async (c) => {
    const { calendar } = await svc.require(c.get('grant').userId, c.req.param('calendarId'), 'owner');
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
  });

  return app;
}
