/**
 * What every calendar route shares: the service its handlers are given, and which scopes let a request
 * through (docs/calendar.md has the table).
 */
import { SCOPES } from '#shared/scopes.ts';
import { anyScope, routeOf } from '../../../route.ts';
import type { CalendarService } from '../services/service.ts';

export const READ = anyScope(SCOPES.calendar, SCOPES.calendarReadonly);
export const WRITE = anyScope(SCOPES.calendar);
export const EVENTS_READ = anyScope(
  SCOPES.calendar,
  SCOPES.calendarReadonly,
  SCOPES.calendarEvents,
  SCOPES.calendarEventsReadonly,
);
export const EVENTS_WRITE = anyScope(SCOPES.calendar, SCOPES.calendarEvents);
export const SETTINGS_READ = anyScope(
  SCOPES.calendar,
  SCOPES.calendarReadonly,
  SCOPES.calendarSettingsReadonly,
);
export const ANY = anyScope(
  SCOPES.calendar,
  SCOPES.calendarReadonly,
  SCOPES.calendarEvents,
  SCOPES.calendarEventsReadonly,
  SCOPES.calendarSettingsReadonly,
);

export const route = routeOf<CalendarService>();
