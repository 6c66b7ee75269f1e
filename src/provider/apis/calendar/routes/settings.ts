/** settings.list/get/watch: the user's calendar settings (read-only in this API). */
import { Hono } from 'hono';
import type { Setting, SettingsList } from '#shared/wire/calendar.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { notFound } from '../../../http/errors.ts';
import { etagOf, notModified } from '../etag.ts';
import { jsonBody } from '../input.ts';
import { paginate } from '../paging.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';

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

export function settingsRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const read = svc.guard(SCOPE_SETS.settingsRead);

  app.get('/users/me/settings', read, async (c) => {
    const page = paginate(c, await settingsOf(svc, c.get('grant').userId), 100);
    const list: SettingsList = {
      kind: 'calendar#settings',
      etag: etagOf(page.items.map((s) => s.etag)),
      items: page.items,
    };
    if (page.nextPageToken !== undefined) list.nextPageToken = page.nextPageToken;
    return c.json(list);
  });

  app.get('/users/me/settings/:setting', read, async (c) => {
    const setting = (await settingsOf(svc, c.get('grant').userId)).find(
      (s) => s.id === c.req.param('setting'),
    );
    if (setting === undefined) throw notFound();
    c.header('ETag', setting.etag);
    if (notModified(c, setting.etag)) return c.body(null, 304);
    return c.json(setting);
  });

  app.post('/users/me/settings/watch', read, async (c) => {
    const userId = c.get('grant').userId;
    const body = await jsonBody(c);
    const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/users/me/settings?alt=json`;
    return c.json(await svc.watcher.create(c.get('grant'), 'settings', userId, uri, body));
  });

  return app;
}
