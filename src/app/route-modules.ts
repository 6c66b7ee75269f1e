/**
 * How each route's view code arrives: a dynamic import per view, on first use. Kept apart from the route
 * table (routes.ts), which views read, so that no view imports itself back through the table.
 */
const MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  calendar: () => import('./views/calendar/tv-calendar.ts'),
  fitness: () => import('./views/fitness/tv-fitness.ts'),
  books: () => import('./views/books/tv-books.ts'),
  channels: () => import('./views/channels/tv-channels.ts'),
  ads: () => import('./views/ads/tv-ads.ts'),
  settings: () => import('./views/settings/tv-settings.ts'),
};

/** Loads the code of the view `id` (a route of routes.ts); rejects for an unknown one. */
export function loadView(id: string): Promise<unknown> {
  const load = MODULES[id];
  return load ? load() : Promise.reject(new Error(`no view "${id}"`));
}
