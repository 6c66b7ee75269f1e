/** calendarList.list/get/insert/patch/update/delete/watch: the user's own view of calendars. */
import type { AccessRole, CalendarListEntry, CalendarListPage, Reminder } from '#shared/wire/calendar.ts';
import { boolean, flag, isObject, stringUpTo, type Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type Reader } from '../../../http/validate.ts';
import { calendarColor } from '../services/colors.ts';
import { checkIfMatch, withETag } from '../services/etag.ts';
import type { CalendarService } from '../services/service.ts';
import { atLeast } from '../store/calendar-store.ts';
import { renderListEntry, type ListData } from '../store/list-store.ts';
import { READ, route, WRITE } from './calendar-route.ts';
import { listOf, pageOf, paginate } from './paging.ts';
import { field, read } from './wording.ts';
import { calendarListBody, channelBody } from './bodies.ts';

const ROLES: readonly AccessRole[] = ['freeBusyReader', 'reader', 'writer', 'owner'];
const HEX = /^#[0-9a-fA-F]{6}$/;
const TEXT_4 = stringUpTo(4);
const TEXT_7 = stringUpTo(7);
const TEXT_1024 = stringUpTo(1024);

/**
 * Applies the user's settings of an entry from `body` onto `base` (patch semantics when `base` is the current
 * entry, a whole replacement when it is empty). RGB colors need colorRgbFormat=true, as in the public API.
 */
function applyListData(body: Json, base: ListData, rgb: boolean): ListData {
  const data: ListData = { ...base };
  const has = (name: string): boolean => name in body;
  if (has('summaryOverride')) {
    const value = field(body, 'summaryOverride', TEXT_1024);
    if (value === undefined) delete data.summaryOverride;
    else data.summaryOverride = value;
  }
  if (has('colorId')) {
    const colorId = field(body, 'colorId', TEXT_4);
    const color = colorId === undefined ? undefined : calendarColor(colorId);
    if (colorId !== undefined && color === undefined)
      throw badRequest(`Unknown colorId ${colorId}.`, 'invalid');
    if (colorId === undefined || color === undefined) delete data.colorId;
    else
      Object.assign(data, { colorId, backgroundColor: color.background, foregroundColor: color.foreground });
  }
  for (const name of ['backgroundColor', 'foregroundColor'] as const) {
    const value = field(body, name, TEXT_7);
    if (value === undefined || value.toLowerCase() === data[name]) continue;
    if (!rgb) throw badRequest(`${name} needs the parameter colorRgbFormat=true.`, 'invalid');
    if (!HEX.test(value)) throw badRequest(`${name} must be a color like #1a2b3c.`, 'invalid');
    data[name] = value.toLowerCase();
    delete data.colorId;
  }
  if (has('hidden')) {
    const hidden = field(body, 'hidden', boolean);
    if (hidden === undefined) delete data.hidden;
    else data.hidden = hidden;
  }
  if (has('selected')) {
    const selected = field(body, 'selected', boolean);
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
        isObject(r) &&
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

const LIST = '/users/me/calendarList';
const ENTRY = `${LIST}/:calendarId`;
const calendarId = pathParam('calendarId');
const rgb = read.query('colorRgbFormat', flag);

/** `minAccessRole`, when given. */
const minAccessRole: Reader<AccessRole | undefined> = reads(
  (c) => {
    const minRole = c.req.query('minAccessRole');
    if (minRole !== undefined && !(ROLES as readonly string[]).includes(minRole)) {
      throw badRequest(`Invalid value for minAccessRole: ${minRole}.`);
    }
    return minRole as AccessRole | undefined;
  },
  queryParameter('minAccessRole', { enum: ROLES }),
);

/** The caller's entry for a calendar (`primary` is their own), with the calendar and their role on it. */
async function entry(svc: CalendarService, userId: string, id: string) {
  const row = await svc.lists.get(
    userId,
    id === 'primary' ? ((await svc.calendars.primaryOf(userId))?.id ?? '') : id,
  );
  if (row === undefined) throw notFound();
  const { calendar, role } = await svc.resolve(userId, row.calendarId);
  return { row, calendar, role, body: renderListEntry(row, calendar, role) };
}

/** calendarList.patch changes what the body names; calendarList.update replaces the entry's settings. */
const change = (method: 'PATCH' | 'PUT') =>
  route(
    {
      method,
      path: ENTRY,
      id: method === 'PATCH' ? 'calendar.calendarList.patch' : 'calendar.calendarList.update',
      request: 'CalendarListEntry',
      response: 'CalendarListEntry',
      access: WRITE,
      input: readAll({ calendarId, body: calendarListBody, rgb }),
    },
    async ({ input, grant, c }, svc) => {
      const userId = grant.userId;
      const current = await entry(svc, userId, input.calendarId);
      checkIfMatch(c, current.body.etag);
      const base: ListData = method === 'PATCH' ? current.row.data : { defaultReminders: [] };
      const data = applyListData(input.body, base, input.rgb);
      await svc.lists.update(userId, current.calendar.id, data, svc.now());
      await svc.watcher.changed('calendarList', userId);
      return renderListEntry({ ...current.row, data }, current.calendar, current.role);
    },
  );

export const calendarListRoutes = [
  route(
    {
      method: 'GET',
      path: LIST,
      id: 'calendar.calendarList.list',
      response: 'CalendarList',
      access: READ,
      input: readAll({
        minRole: minAccessRole,
        showHidden: read.query('showHidden', flag),
        showDeleted: read.query('showDeleted', flag),
        page: pageOf(100),
      }),
    },
    async ({ input, grant }, svc) => {
      const userId = grant.userId;
      const { minRole, showHidden } = input;
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
        .filter((e) => minRole === undefined || atLeast(e.accessRole, minRole));
      const page = paginate(input.page, items);
      const list: CalendarListPage = listOf('calendar#calendarList', page);
      return list;
    },
  ),
  route(
    {
      method: 'GET',
      path: ENTRY,
      id: 'calendar.calendarList.get',
      response: 'CalendarListEntry',
      access: READ,
      input: calendarId,
    },
    async ({ input, grant, c }, svc) => {
      const { body } = await entry(svc, grant.userId, input);
      return withETag(c, body);
    },
  ),
  route(
    {
      method: 'POST',
      path: LIST,
      id: 'calendar.calendarList.insert',
      request: 'CalendarListEntry',
      response: 'CalendarListEntry',
      access: WRITE,
      input: readAll({ body: calendarListBody, rgb }),
    },
    async ({ input, grant }, svc) => {
      const userId = grant.userId;
      const { body } = input;
      const id = field(body, 'id', TEXT_1024);
      if (id === undefined) throw badRequest('Missing calendar id.', 'required');
      const { calendar, role } = await svc.resolve(userId, id);
      const data = applyListData(body, { defaultReminders: [] }, input.rgb);
      if ((await svc.lists.get(userId, calendar.id)) !== undefined) {
        throw new ApiError(409, 'duplicate', 'The calendar is already in the list.');
      }
      await svc.addToList(userId, calendar.id, data);
      await svc.watcher.changed('calendarList', userId);
      const row = await svc.lists.get(userId, calendar.id);
      if (row === undefined) throw notFound();
      return renderListEntry(row, calendar, role);
    },
  ),
  change('PATCH'),
  change('PUT'),
  route(
    { method: 'DELETE', path: ENTRY, id: 'calendar.calendarList.delete', access: WRITE, input: calendarId },
    async ({ input, grant, c }, svc) => {
      const userId = grant.userId;
      const current = await entry(svc, userId, input);
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
    },
  ),
  route(
    {
      method: 'POST',
      path: `${LIST}/watch`,
      id: 'calendar.calendarList.watch',
      request: 'Channel',
      response: 'Channel',
      access: READ,
      input: channelBody,
    },
    async ({ input, grant }, svc) => {
      const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/users/me/calendarList?alt=json`;
      return svc.watcher.create(grant, 'calendarList', grant.userId, uri, input);
    },
  ),
];
