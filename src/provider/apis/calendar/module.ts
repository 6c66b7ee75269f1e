/**
 * The calendar API v3 (docs/calendar.md), mounted at /calendar/v3: acl, calendarList, calendars, channels, colors,
 * events, freeBusy and settings (37 methods), with the public calendar API's JSON shapes. Every call spends
 * the caller's daily quota and makes sure their primary calendar exists (admit).
 */
import { calendarEvent, calendarListEntry, colors } from '#shared/wire/calendar-decode.ts';
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
import { eventPageRoutes } from './routes/event-page.ts';
import { EVENT_PAGE } from './services/event-link.ts';
import { CalendarService } from './services/service.ts';
import { calendarMigrations } from './store/schema.ts';

export const calendarModule = defineModule({
  name: 'calendar',
  api: {
    name: 'calendar',
    version: 'v3',
    title: 'Calendar API',
    description: 'Calendars, events, access rules, free/busy and settings.',
    schemas: { Event: calendarEvent, CalendarListEntry: calendarListEntry, Colors: colors },
  },
  mount: '/calendar/v3',
  // An event's htmlLink opens a page, with the pages' security headers (routes/event-page.ts).
  pagePaths: [EVENT_PAGE],
  settings: ['publicUrl', 'calendarDailyQuota', 'webhookHosts'],
  migrations: calendarMigrations,
  seedDemo: (ctx) => seedCalendarDemo(ctx, new CalendarService(ctx)),
  repeatableQuery: ['eventTypes', 'privateExtendedProperty', 'sharedExtendedProperty'],
  services: (ctx) => new CalendarService(ctx),
  admit: ({ route, grant }, svc) => svc.admit(grant.userId, route.method),
  routes: [
    // Fixed paths (import, quickAdd, watch) come before the ones with an event id.
    ...eventsActionRoutes,
    ...aclRoutes,
    ...calendarListRoutes,
    ...calendarsRoutes,
    ...channelsAndColorsRoutes,
    ...eventsReadRoutes,
    ...eventsWriteRoutes,
    ...freeBusyRoutes,
    ...settingsRoutes,
    ...eventPageRoutes,
  ],
});
