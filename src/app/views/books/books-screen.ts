/**
 * Which of the Books view's screens the router names, and the route that opens a volume's detail. Search
 * (`books/search`) and detail (`books/detail` with `{ volumeId, shelfId? }`) are routes
 * (docs/navigation.md#the-router--navigation-navnavigationts); the view draws what this says. Pure: no DOM.
 */
import { msg } from '@lit/localize';
import { READ_ONLY_SHELF_IDS, type Volume } from '#shared/wire/books.ts';
import type { ViewEntry } from '../../nav/navigation.ts';

export type BooksScreen =
  { name: 'shelves' } | { name: 'search' } | { name: 'detail'; volume: Volume; shelfId: number | null };

/**
 * The screen `entry` names. A detail names its volume by id, so it shows only a volume the view has shown
 * (in `volumes`); any other falls back to the shelves.
 */
export function screenOf(entry: ViewEntry | undefined, volumes: ReadonlyMap<string, Volume>): BooksScreen {
  if (entry?.name === 'books/search') return { name: 'search' };
  const volume = entry?.name === 'books/detail' ? volumes.get(entry.params?.volumeId ?? '') : undefined;
  if (!volume) return { name: 'shelves' };
  const shelf = entry?.params?.shelfId;
  return { name: 'detail', volume, shelfId: shelf === undefined ? null : Number(shelf) };
}

/** The params of `books/detail` for `volume` opened from `shelfId` (null: from search, or not a shelf of the person's). */
export function detailParams(volume: Volume, shelfId: number | null): Record<string, string> {
  const params: Record<string, string> = { volumeId: volume.id };
  if (shelfId !== null) params.shelfId = String(shelfId);
  return params;
}

/** Why the detail on `screen` offers no move to another shelf; empty when it does. */
export function cannotMoveWords(scopeMissing: boolean, screen: BooksScreen): string {
  if (scopeMissing)
    return msg('Moving books between shelves needs “Manage your books”, which this TV was not allowed.');
  if (screen.name === 'detail' && screen.shelfId !== null && READ_ONLY_SHELF_IDS.includes(screen.shelfId)) {
    return msg('This shelf is kept by the service; its books cannot be moved from here.');
  }
  return '';
}
