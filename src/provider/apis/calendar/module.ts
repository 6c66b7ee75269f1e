/**
 * The calendar API v3 (docs/calendar.md), mounted at /calendar/v3: acl, calendarList, calendars, channels, colors,
 * events, freeBusy and settings (37 methods), with the public calendar API's JSON shapes.
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule } from '../../module.ts';
import { seedCalendarDemo } from './demo.ts';
import { aclRoutes } from './routes/acl.ts';
import { calendarListRoutes } from './routes/calendar-list.ts';
import { calendarsRoutes } from './routes/calendars.ts';
import { channelsAndColorsRoutes } from './routes/colors-and-channels.ts';
import { eventsActionRoutes } from './routes/events-actions.ts';
import { eventsReadRoutes } from './routes/events-read.ts';
import { eventsWriteRoutes } from './routes/events-write.ts';
import { freeBusyRoutes } from './routes/free-busy.ts';
import { settingsRoutes } from './routes/settings.ts';
import { CalendarService, type CalendarContext } from './service.ts';
import { calendarMigrations } from './store/schema.ts';

/** All calendar routes over one service (tests mount this behind a stub token verifier). */
export function calendarRoutes(ctx: CalendarContext): Hono<ApiEnv> {
  const svc = new CalendarService(ctx);
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams(['eventTypes', 'privateExtendedProperty', 'sharedExtendedProperty']));
  // Fixed paths (import, quickAdd, watch) are registered before the ones with an event id.
  app.route('/', eventsActionRoutes(svc));
  for (const routes of [
    aclRoutes,
    calendarListRoutes,
    calendarsRoutes,
    channelsAndColorsRoutes,
    eventsReadRoutes,
    eventsWriteRoutes,
    freeBusyRoutes,
    settingsRoutes,
  ]) {
    app.route('/', routes(svc));
  }
  return app;
}

export const calendarModule = defineModule({
  name: 'calendar',
  api: {
    name: 'calendar',
    version: 'v3',
    title: 'Calendar API',
    description: 'Calendars, events, access rules, free/busy and settings.',
  },
  mount: '/calendar/v3',
  settings: ['publicUrl', 'calendarDailyQuota', 'webhookHosts'],
  migrations: calendarMigrations,
  seedDemo: (ctx) => seedCalendarDemo(ctx, new CalendarService(ctx)),
  routes: calendarRoutes,
});
