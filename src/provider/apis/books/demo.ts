/**
 * alice's library on a new database: the fixed shelves, one shelf of her own, volumes on most of them,
 * and a long "Have read" shelf (to exercise paging and a virtualized row). Public: Favorites, Reading now,
 * Have read, Reviewed and "Sea stories"; the rest are private.
 */
import { FIRST_CUSTOM_SHELF_ID, SHELF_IDS } from '#shared/wire/books.ts';
import { demoPeople } from '../../demo-people.ts';
import type { BooksContext, BooksService } from './services/service.ts';
import type { ShelfStore } from './store/shelf-store.ts';
import type { VolumeStore } from './store/volume-store.ts';

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

/** The fixed shelves alice shows to everyone. */
const MADE_PUBLIC = [SHELF_IDS.favorites, SHELF_IDS.readingNow, SHELF_IDS.haveRead, SHELF_IDS.reviewed];

export async function seedBooksDemo(
  ctx: BooksContext,
  svc: BooksService,
  volumes: VolumeStore,
  shelves: ShelfStore,
): Promise<void> {
  const { alice } = await demoPeople(ctx.accounts);
  const created = ctx.clock.now() - 400 * DAY;
  await ctx.sql.withTransaction(async () => {
    await svc.ensureLibrary(alice.id, created);
    await shelves.createShelf(
      alice.id,
      { id: FIRST_CUSTOM_SHELF_ID, title: 'Sea stories', access: 'PUBLIC' },
      created,
    );
    for (const shelfId of MADE_PUBLIC) await shelves.setAccess(alice.id, shelfId, 'PUBLIC');
    let step = 0;
    const add = async (shelfId: number, volumeId: string): Promise<void> => {
      step += 1;
      await svc.shelve(alice.id, shelfId, volumeId, created + step * 60_000);
    };
    for (const shelf of SHELVES) {
      for (const title of shelf.titles) {
        const id = await volumes.firstTitled(title);
        if (id === undefined) throw new Error(`demo library: no volume titled "${title}"`);
        await add(shelf.id, id);
      }
    }
    for (const id of await volumes.spread(4, HAVE_READ_COUNT)) await add(SHELF_IDS.haveRead, id);
  });
}
