/** settings.list/get/watch: the user's calendar settings (read-only in this API). */
import type { Setting, SettingsList } from '#shared/wire/calendar.ts';
import { notFound } from '../../../http/errors.ts';
import { pathParam } from '../../../http/validate.ts';
import { etagOf, withETag } from '../services/etag.ts';
import type { CalendarService } from '../services/service.ts';
import { route, SETTINGS_READ } from './calendar-route.ts';
import { listOf, pageOf, paginate } from './paging.ts';
import { channelBody } from './bodies.ts';

/** The public API's setting ids with this provider's values; the time zone is the primary calendar's. */
async function settingsOf(svc: CalendarService, userId: string): Promise<Setting[]> {
  const values: Record<string, string> = {
    autoAddHangouts: 'false',
    dateFieldOrder: 'DMY',
    defaultEventLength: '60',
    format24HourTime: 'true',
    hideInvitations: 'false',
    hideWeekends: 'false',
    locale: 'en',
    remindOnRespondedEventsOnly: 'false',
    showDeclinedEvents: 'true',
    timezone: (await svc.ensurePrimary(userId)).data.timeZone,
    useKeyboardShortcuts: 'true',
    weekStart: '1',
  };
  return Object.entries(values).map(([id, value]) => ({
    kind: 'calendar#setting',
    etag: etagOf({ id, value }),
    id,
    value,
  }));
}

const SETTINGS = '/users/me/settings';

export const settingsRoutes = [
  route(
    {
      method: 'GET',
      path: SETTINGS,
      id: 'calendar.settings.list',
      response: 'Settings',
      access: SETTINGS_READ,
      input: pageOf(100),
    },
    async ({ input, grant }, svc) => {
      const page = paginate(input, await settingsOf(svc, grant.userId));
      const list: SettingsList = listOf('calendar#settings', page);
      return list;
    },
  ),
  route(
    {
      method: 'GET',
      path: `${SETTINGS}/:setting`,
      id: 'calendar.settings.get',
      response: 'Setting',
      access: SETTINGS_READ,
      input: pathParam('setting'),
    },
    async ({ input, grant, c }, svc) => {
      const setting = (await settingsOf(svc, grant.userId)).find((s) => s.id === input);
      if (setting === undefined) throw notFound();
      return withETag(c, setting);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${SETTINGS}/watch`,
      id: 'calendar.settings.watch',
      request: 'Channel',
      response: 'Channel',
      access: SETTINGS_READ,
      input: channelBody,
    },
    async ({ input, grant }, svc) => {
      const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/users/me/settings?alt=json`;
      return svc.watcher.create(grant, 'settings', grant.userId, uri, input);
    },
  ),
];
