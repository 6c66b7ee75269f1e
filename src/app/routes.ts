/**
 * The route table: every view reachable from home and the scopes it needs. The shell (tv-app.ts) opens a
 * route only when the session grants one of its scopes, otherwise it shows why (tv-scope-missing). How each
 * view's code is loaded lives apart, in route-modules.ts: a view may read this table (Settings does)
 * without importing itself back through it.
 *
 * Words are getters, read when shown, so they follow a change of language (docs/app.md#languages).
 *
 * Adding a view: write `views/<area>/tv-<name>.ts` defining `<tv-name>`, then add one entry here (the scopes
 * that open it and the APIs it reads) and its import in route-modules.ts
 * (docs/app.md#data-loading-a-view-in-five-minutes, docs/navigation.md#a-screen-in-five-minutes).
 */
import { msg } from '@lit/localize';
import { SCOPES } from '#shared/scopes.ts';

export interface RouteEntry {
  id: string;
  /** Words on the home screen and in the heading. */
  label: string;
  /** The view opens when ANY one of these was granted; an empty list means no scope is needed. */
  scopes: readonly string[];
  /**
   * The provider's APIs the view reads, as the API directory names them (`calendar:v3`): home shows the
   * view when the directory lists ANY one of them, or when there is no directory; [] = always shown.
   */
  apis: readonly string[];
  /** What the view shows the person, for the "not granted" explanation. */
  purpose: string;
  /** The custom element the view's module (route-modules.ts) defines. */
  tag: string;
  /**
   * A view that opens without scopes but shows more with some (Books: public shelves without the books
   * scope, the person's own with it): those scopes, and what the view is limited to without them.
   */
  fuller?: { scopes: readonly string[]; without: string };
}

export const ROUTES: readonly RouteEntry[] = [
  {
    id: 'calendar',
    get label() {
      return msg('Calendar');
    },
    scopes: [SCOPES.calendarReadonly, SCOPES.calendar, SCOPES.calendarEventsReadonly, SCOPES.calendarEvents],
    apis: ['calendar:v3'],
    get purpose() {
      return msg('your calendar events');
    },
    tag: 'tv-calendar',
  },
  {
    id: 'fitness',
    get label() {
      return msg('Fitness');
    },
    scopes: [
      SCOPES.fitnessActivityRead,
      SCOPES.fitnessActivityWrite,
      SCOPES.fitnessLocationRead,
      SCOPES.fitnessLocationWrite,
    ],
    apis: ['fitness:v1'],
    get purpose() {
      return msg('your physical activity');
    },
    tag: 'tv-fitness',
  },
  {
    id: 'books',
    get label() {
      return msg('Books');
    },
    // No scope needed: without the books scope the view shows public shelves and search, and says why.
    scopes: [],
    apis: ['books:v1'],
    get purpose() {
      return msg('your bookshelves');
    },
    tag: 'tv-books',
    fuller: {
      scopes: [SCOPES.books],
      get without() {
        return msg('public shelves and book search');
      },
    },
  },
  {
    id: 'channels',
    get label() {
      return msg('Channels');
    },
    scopes: [SCOPES.videoReadonly, SCOPES.video, SCOPES.videoForceSsl],
    apis: ['video:v3'],
    get purpose() {
      return msg('your video channels');
    },
    tag: 'tv-channels',
  },
  {
    id: 'ads',
    get label() {
      return msg('Ads');
    },
    // Either API is enough: the wallboard says in each section what is missing or not allowed.
    scopes: [SCOPES.realtimeBidding, SCOPES.searchAds],
    apis: ['realtimebidding:v1', 'searchads:v2'],
    get purpose() {
      return msg('your advertising accounts');
    },
    tag: 'tv-ads',
  },
  {
    id: 'settings',
    get label() {
      return msg('Settings');
    },
    scopes: [],
    apis: [],
    get purpose() {
      return msg('settings');
    },
    tag: 'tv-settings',
  },
];

export function findRoute(id: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.id === id);
}

/**
 * Screens inside a view are routes too, named under it: `books/search`, and `books/detail` with
 * `{ volumeId, shelfId? }` (views/books/tv-books.ts). The screens a link (the URL hash, docs/navigation.md#deep-links) may open: the views and the book search.
 * A book's detail is not one: it shows a volume the view must have loaded first.
 */
export function isLinkable(name: string): boolean {
  return findRoute(name) !== undefined || name === 'books/search';
}
