/**
 * The route table: every screen reachable from home, the scopes it needs, and how its code is loaded. The
 * shell (tv-app.ts) opens a route only when the session grants one of its scopes, otherwise it shows why
 * (tv-scope-missing). `load` is a dynamic import so each view's code arrives on first use.
 *
 * Adding a view: write `views/tv-<name>.ts` defining `<tv-name>`, then add one entry here.
 */
import { SCOPES } from '#shared/scopes.ts';

export interface RouteEntry {
  id: string;
  /** Words on the home screen and in the heading. */
  label: string;
  /** The view opens when ANY one of these was granted; an empty list means no scope is needed. */
  scopes: readonly string[];
  /** What the view shows the person, for the "not granted" explanation. */
  purpose: string;
  /** The custom element the loaded module defines. */
  tag: string;
  load: () => Promise<unknown>;
}

export const ROUTES: readonly RouteEntry[] = [
  {
    id: 'calendar',
    label: 'Calendar',
    scopes: [SCOPES.calendarReadonly, SCOPES.calendar, SCOPES.calendarEventsReadonly, SCOPES.calendarEvents],
    purpose: 'your calendar events',
    tag: 'tv-calendar',
    load: () => import('./views/calendar/tv-calendar.ts'),
  },
  {
    id: 'fitness',
    label: 'Fitness',
    scopes: [
      SCOPES.fitnessActivityRead,
      SCOPES.fitnessActivityWrite,
      SCOPES.fitnessLocationRead,
      SCOPES.fitnessLocationWrite,
    ],
    purpose: 'your physical activity',
    tag: 'tv-fitness',
    load: () => import('./views/fitness/tv-fitness.ts'),
  },
  {
    id: 'books',
    label: 'Books',
    // No scope needed: without the books scope the view shows public shelves and search, and says why.
    scopes: [],
    purpose: 'your bookshelves',
    tag: 'tv-books',
    load: () => import('./views/books/tv-books.ts'),
  },
  {
    id: 'channels',
    label: 'Channels',
    scopes: [SCOPES.videoReadonly, SCOPES.video, SCOPES.videoForceSsl],
    purpose: 'your video channels',
    tag: 'tv-channels',
    load: () => import('./views/channels/tv-channels.ts'),
  },
  {
    id: 'settings',
    label: 'Settings',
    scopes: [],
    purpose: 'settings',
    tag: 'tv-settings',
    load: () => import('./views/tv-settings.ts'),
  },
];

export function findRoute(id: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.id === id);
}
