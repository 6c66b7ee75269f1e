/** calendarList.list/get/insert/patch/update/delete/watch: the user's own view of calendars. */
import { Hono } from 'hono';
import type { AccessRole, CalendarListEntry, CalendarListPage } from '#shared/wire/calendar.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { calendarColor } from '../colors.ts';
import { checkIfMatch, etagOf, notModified } from '../etag.ts';
import { isRecord, jsonBody, optionalBoolean, optionalString, queryBool } from '../input.ts';
import { paginate } from '../paging.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';
import { atLeast } from '../store/calendar-store.ts';
import { renderListEntry, type ListData, type Reminder } from '../store/list-store.ts';

const ROLES: readonly AccessRole[] = ['freeBusyReader', 'reader', 'writer', 'owner'];
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Applies the user's settings of an entry from `body` onto `base` (patch semantics when `base` is the current
 * entry, a whole replacement when it is empty). RGB colors need colorRgbFormat=true, as in the public API.
 */
function applyListData(body: Record<string, unknown>, base: ListData, rgb: boolean): ListData {
  const data: ListData = { ...base };
  const has = (field: string): boolean => field in body;
  if (has('summaryOverride')) {
    const value = optionalString(body, 'summaryOverride', 1024);
    if (value === undefined) delete data.summaryOverride;
    else data.summaryOverride = value;
  }
  if (has('colorId')) {
    const colorId = optionalString(body, 'colorId', 4);
    const color = colorId === undefined ? undefined : calendarColor(colorId);
    if (colorId !== undefined && color === undefined)
      throw badRequest(`Unknown colorId ${colorId}.`, 'invalid');
    if (colorId === undefined || color === undefined) delete data.colorId;
    else
      Object.assign(data, { colorId, backgroundColor: color.background, foregroundColor: color.foreground });
  }
  for (const field of ['backgroundColor', 'foregroundColor'] as const) {
    const value = optionalString(body, field, 7);
    if (value === undefined || value.toLowerCase() === data[field]) continue;
    if (!rgb) throw badRequest(`${field} needs the parameter colorRgbFormat=true.`, 'invalid');
    if (!HEX.test(value)) throw badRequest(`${field} must be a color like #1a2b3c.`, 'invalid');
    data[field] = value.toLowerCase();
    delete data.colorId;
  }
  if (has('hidden')) {
    const hidden = optionalBoolean(body, 'hidden');
    if (hidden === undefined) delete data.hidden;
    else data.hidden = hidden;
  }
  if (has('selected')) {
    const selected = optionalBoolean(body, 'selected');
    if (selected === undefined) delete data.selected;
    else data.selected = selected;
  }
  const reminders = body.defaultReminders;
  if (reminders !== undefined && reminders !== null) {
    if (!Array.isArray(reminders) || reminders.length > 5) {
      throw badRequest('defaultReminders must be a list of at most 5 reminders.', 'invalid');
    }
    data.defaultReminders = reminders.map((r: unknown, i): Reminder => {
      const ok =
        isRecord(r) &&
        (r.method === 'email' || r.method === 'popup') &&
        typeof r.minutes === 'number' &&
        Number.isInteger(r.minutes) &&
        r.minutes >= 0 &&
        r.minutes <= 40320;
      if (!ok) throw badRequest(`defaultReminders[${i}] needs a method and 0 to 40320 minutes.`, 'invalid');
      return { method: r.method as Reminder['method'], minutes: r.minutes as number };
    });
  } else if (has('defaultReminders')) data.defaultReminders = [];
  return data;
}

export function calendarListRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const read = svc.guard(SCOPE_SETS.read);
  const write = svc.guard(SCOPE_SETS.write);

  const entry = async (userId: string, calendarId: string) => {
    const row = await svc.lists.get(
      userId,
      calendarId === 'primary' ? ((await svc.calendars.primaryOf(userId))?.id ?? '') : calendarId,
    );
    if (row === undefined) throw notFound();
    const { calendar, role } = await svc.resolve(userId, row.calendarId);
    return { row, calendar, role, body: renderListEntry(row, calendar, role) };
  };

  app.get('/users/me/calendarList', read, async (c) => {
    const userId = c.get('grant').userId;
    const minRole = c.req.query('minAccessRole');
    if (minRole !== undefined && !(ROLES as readonly string[]).includes(minRole)) {
      throw badRequest(`Invalid value for minAccessRole: ${minRole}.`);
    }
    const showHidden = queryBool(c, 'showHidden');
    queryBool(c, 'showDeleted');
    const entries: (CalendarListEntry | undefined)[] = [];
    for (const row of await svc.lists.all(userId)) {
      const calendar = await svc.calendars.get(row.calendarId);
      const role =
        calendar === undefined ? 'none' : await svc.calendars.roleOf(calendar, userId, svc.emailOf(userId));
      entries.push(
        calendar === undefined || role === 'none' ? undefined : renderListEntry(row, calendar, role),
      );
    }
    const items = entries
      .filter((e) => e !== undefined)
      .filter((e) => showHidden || e.hidden !== true)
      .filter((e) => minRole === undefined || atLeast(e.accessRole, minRole as AccessRole));
    const page = paginate(c, items, 100);
    const list: CalendarListPage = {
      kind: 'calendar#calendarList',
      etag: etagOf(page.items.map((e) => e.etag)),
      items: page.items,
    };
    if (page.nextPageToken !== undefined) list.nextPageToken = page.nextPageToken;
    return c.json(list);
  });

  app.get('/users/me/calendarList/:calendarId', read, async (c) => {
    const { body } = await entry(c.get('grant').userId, c.req.param('calendarId'));
    c.header('ETag', body.etag);
    if (notModified(c, body.etag)) return c.body(null, 304);
    return c.json(body);
  });

  app.post('/users/me/calendarList', write, async (c) => {
    const userId = c.get('grant').userId;
    const body = await jsonBody(c);
    const id = optionalString(body, 'id', 1024);
    if (id === undefined) throw badRequest('Missing calendar id.', 'required');
    const { calendar, role } = await svc.resolve(userId, id);
    const data = applyListData(body, { defaultReminders: [] }, queryBool(c, 'colorRgbFormat'));
    if ((await svc.lists.get(userId, calendar.id)) !== undefined) {
      throw new ApiError(409, 'duplicate', 'The calendar is already in the list.');
    }
    await svc.addToList(userId, calendar.id, data);
    await svc.watcher.changed('calendarList', userId);
    const row = await svc.lists.get(userId, calendar.id);
    if (row === undefined) throw notFound();
    return c.json(renderListEntry(row, calendar, role));
  });

  for (const method of ['patch', 'put'] as const) {
    app[method]('/users/me/calendarList/:calendarId', write, async (c) => {
      const userId = c.get('grant').userId;
      const current = await entry(userId, c.req.param('calendarId'));
      checkIfMatch(c, current.body.etag);
      const body = await jsonBody(c);
      const base: ListData = method === 'patch' ? current.row.data : { defaultReminders: [] };
      const data = applyListData(body, base, queryBool(c, 'colorRgbFormat'));
      await svc.lists.update(userId, current.calendar.id, data, svc.now());
      await svc.watcher.changed('calendarList', userId);
      return c.json(renderListEntry({ ...current.row, data }, current.calendar, current.role));
    });
  }

  app.delete('/users/me/calendarList/:calendarId', write, async (c) => {
    const userId = c.get('grant').userId;
    const current = await entry(userId, c.req.param('calendarId'));
    if (current.calendar.primary && current.calendar.ownerId === userId) {
      throw badRequest(
        'The primary calendar cannot be removed from the list.',
        'cannotRemovePrimaryCalendar',
      );
    }
    checkIfMatch(c, current.body.etag);
    await svc.lists.delete(userId, current.calendar.id);
    await svc.watcher.changed('calendarList', userId);
    return c.body(null, 204);
  });

  app.post('/users/me/calendarList/watch', read, async (c) => {
    const userId = c.get('grant').userId;
    const body = await jsonBody(c);
    const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/users/me/calendarList?alt=json`;
    return c.json(await svc.watcher.create(c.get('grant'), 'calendarList', userId, uri, body));
  });

  return app;
}
