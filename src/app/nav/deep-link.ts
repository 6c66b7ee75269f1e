import type { ViewEntry } from './navigation.ts';

/**
 * Deep links: the URL hash names a screen, `#/books/search` or `#/books/detail?volumeId=abc`. A link opens
 * with the screens above it under it (`books`, then home), so Back walks up from a linked screen exactly as
 * from one reached with the remote. No DOM here: `DeepLinkController` (history-link.ts) applies it.
 */

/** The hash that names `entry`: `#/` for home. */
export function hashOf(entry: ViewEntry, home: string): string {
  if (entry.name === home) return '#/';
  const query = new URLSearchParams(entry.params ?? {}).toString();
  return `#/${entry.name}${query ? `?${query}` : ''}`;
}

/**
 * The history a hash opens: the linked screen and each screen it belongs to, home excluded (the router
 * puts it under everything). `isRoute` says which names a link may open. A screen it may not (a book's
 * detail, whose volume the view loads first) opens the nearest screen above it that it may, without its
 * parameters, so a reload there stays in its view; a link that names nothing the app knows gives [].
 */
export function entriesOfHash(hash: string, isRoute: (name: string) => boolean): ViewEntry[] {
  const text = hash.replace(/^#\/?/, '');
  const [path = '', linked] = text.split('?', 2);
  const named = path.split('/').filter((p) => p !== '');
  let depth = named.length;
  while (depth > 0 && !isRoute(named.slice(0, depth).join('/'))) depth--;
  if (depth === 0) return [];
  const parts = named.slice(0, depth);
  const query = depth === named.length ? linked : undefined;
  const entries: ViewEntry[] = [];
  for (let i = 1; i < parts.length; i++) {
    const name = parts.slice(0, i).join('/');
    if (isRoute(name)) entries.push({ name });
  }
  const params: Record<string, string> = {};
  // Object.fromEntries is newer than Chromium 68.
  new URLSearchParams(query ?? '').forEach((value, key) => {
    params[key] = value;
  });
  const name = parts.join('/');
  entries.push(Object.keys(params).length > 0 ? { name, params } : { name });
  return entries;
}
