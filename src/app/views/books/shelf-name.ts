/**
 * A shelf's name as the TV shows it. The shelves every library has (the public API's fixed ids 0–7) are
 * named in the app's language; the service names them in its own (the local provider in English). A
 * shelf a person made (ids from 1001) keeps the name they gave it.
 */
import { msg } from '@lit/localize';
import { SHELF_IDS } from '#shared/wire/books.ts';

export function shelfName(shelf: { id: number; title: string }): string {
  switch (shelf.id) {
    case SHELF_IDS.favorites:
      return msg('Favorites', { desc: 'A bookshelf' });
    case SHELF_IDS.purchased:
      return msg('Purchased', { desc: 'A bookshelf: books bought' });
    case SHELF_IDS.toRead:
      return msg('To read', { desc: 'A bookshelf: books to read later' });
    case SHELF_IDS.readingNow:
      return msg('Reading now', { desc: 'A bookshelf' });
    case SHELF_IDS.haveRead:
      return msg('Have read', { desc: 'A bookshelf: books finished' });
    case SHELF_IDS.reviewed:
      return msg('Reviewed', { desc: 'A bookshelf: books the person reviewed' });
    case SHELF_IDS.recentlyViewed:
      return msg('Recently viewed', { desc: 'A bookshelf' });
    case SHELF_IDS.myEbooks:
      return msg('My eBooks', { desc: 'A bookshelf' });
    default:
      return shelf.title;
  }
}
