/**
 * alice's library on a new database: the fixed shelves, one shelf of her own, volumes on most of them,
 * and a long "Have read" shelf (to exercise paging and a virtualized row). Public: Favorites, Reading now,
 * Have read, Reviewed and "Sea stories"; the rest are private.
 */
import type { Db } from '../../store/db.ts';
import { FIRST_CUSTOM_SHELF_ID, SHELF_IDS } from '#shared/wire/books.ts';
import { ShelfStore } from './shelf-store.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Shelf contents by title (the first catalogue volume of that title). */
const SHELVES: { id: number; titles: string[] }[] = [
  {
    id: SHELF_IDS.favorites,
    titles: [
      'Pride and Prejudice',
      'Middlemarch',
      'Moby-Dick',
      'The Count of Monte Cristo',
      'Great Expectations',
      'Anna Karenina',
      'The Wind in the Willows',
      'Jane Eyre',
    ],
  },
  { id: SHELF_IDS.purchased, titles: ['Ulysses', 'The Great Gatsby', 'Mrs Dalloway'] },
  {
    id: SHELF_IDS.toRead,
    titles: [
      'War and Peace',
      'Don Quixote',
      'The Brothers Karamazov',
      'Bleak House',
      'The Magic of Oz',
      'Daniel Deronda',
      'Vanity Fair',
      'The Portrait of a Lady',
      'Les Misérables',
      'The Life and Opinions of Tristram Shandy, Gentleman',
      'Genji Monogatari',
    ],
  },
  { id: SHELF_IDS.readingNow, titles: ['Middlemarch', 'The Odyssey', 'Walden'] },
  { id: SHELF_IDS.reviewed, titles: ['Emma', 'Dracula', 'Frankenstein', 'The Time Machine'] },
  { id: SHELF_IDS.recentlyViewed, titles: ['Persuasion', 'Kim', 'The Moonstone', 'Candide', 'Heidi'] },
  { id: SHELF_IDS.myEbooks, titles: ['Treasure Island', 'The Jungle Book', 'Little Women', 'Meditations'] },
  {
    id: FIRST_CUSTOM_SHELF_ID,
    titles: [
      'Moby-Dick',
      'Treasure Island',
      'Twenty Thousand Leagues Under the Seas',
      'Captains Courageous',
      'Typhoon',
      'The Sea-Wolf',
      'Robinson Crusoe',
      'Mr Midshipman Easy',
      'The Riddle of the Sands',
    ],
  },
];

/** How many catalogue volumes go on "Have read" (every fourth, in catalogue order). */
export const HAVE_READ_COUNT = 240;

export function seedDemoLibrary(db: Db, userId: string, now: number): void {
  const store = new ShelfStore(db);
  const idOf = db.prepare('SELECT id FROM books_volumes WHERE title = ? ORDER BY seq LIMIT 1').pluck();
  const created = now - 400 * DAY;
  db.transaction(() => {
    store.ensureDefaultShelves(userId, created);
    store.createShelf(userId, { id: FIRST_CUSTOM_SHELF_ID, title: 'Sea stories', access: 'PUBLIC' }, created);
    db.prepare(
      `UPDATE books_shelves SET access = 'PUBLIC' WHERE user_id = ? AND shelf_id IN (?, ?, ?, ?)`,
    ).run(userId, SHELF_IDS.favorites, SHELF_IDS.readingNow, SHELF_IDS.haveRead, SHELF_IDS.reviewed);
    let step = 0;
    const add = (shelfId: number, volumeId: string) => {
      step += 1;
      store.add(userId, shelfId, volumeId, created + step * 60_000);
    };
    for (const shelf of SHELVES) {
      for (const title of shelf.titles) {
        const id = idOf.get(title) as string | undefined;
        if (id === undefined) throw new Error(`demo library: no volume titled "${title}"`);
        add(shelf.id, id);
      }
    }
    const everyFourth = db
      .prepare('SELECT id FROM books_volumes WHERE seq % 4 = 1 ORDER BY seq LIMIT ?')
      .pluck()
      .all(HAVE_READ_COUNT) as string[];
    for (const id of everyFourth) add(SHELF_IDS.haveRead, id);
  })();
}
