/**
 * Shelves and the volumes on them, statements prepared once. A change of a shelf's order is written by
 * `rewrite` from the positions that changed (positions.ts keeps them dense); the service runs the read and
 * the rewrite in one transaction, so a failure changes nothing.
 */
import type { SqlAccess, SqlValue } from '../../../store/sql-access.ts';
import { READ_ONLY_SHELF_IDS, SHELF_IDS, type ShelfAccess } from '#shared/wire/books.ts';
import { VOLUME_COLUMNS, type ShelfRow, type ShelfVolumeRow } from '../services/resources.ts';

/** The shelves every library has, with the public API's fixed ids and this provider's default access. */
export const DEFAULT_SHELVES: readonly { id: number; title: string; access: ShelfAccess }[] = [
  { id: SHELF_IDS.favorites, title: 'Favorites', access: 'PUBLIC' },
  { id: SHELF_IDS.purchased, title: 'Purchased', access: 'PRIVATE' },
  { id: SHELF_IDS.toRead, title: 'To read', access: 'PRIVATE' },
  { id: SHELF_IDS.readingNow, title: 'Reading now', access: 'PRIVATE' },
  { id: SHELF_IDS.haveRead, title: 'Have read', access: 'PRIVATE' },
  { id: SHELF_IDS.reviewed, title: 'Reviewed', access: 'PUBLIC' },
  { id: SHELF_IDS.recentlyViewed, title: 'Recently viewed', access: 'PRIVATE' },
  { id: SHELF_IDS.myEbooks, title: 'My eBooks', access: 'PRIVATE' },
];

export const isReadOnlyShelf = (shelfId: number): boolean => READ_ONLY_SHELF_IDS.includes(shelfId);

const SHELF_SELECT = `SELECT s.user_id, s.shelf_id, s.title, s.access, s.created, s.updated, s.volumes_last_updated,
  (SELECT count(*) FROM books_shelf_volumes sv WHERE sv.user_id = s.user_id AND sv.shelf_id = s.shelf_id)
    AS volume_count
  FROM books_shelves s`;

const SHELF_INSERT = `INTO books_shelves (user_id, shelf_id, title, access, created, updated, volumes_last_updated)
  VALUES`;

/** What changed in a shelf's order: ids taken off, and ids (new or kept) at a new position. */
export interface OrderChange {
  removed: readonly string[];
  moved: readonly { id: string; position: number }[];
}

export class ShelfStore {
  readonly #ensureDefaults;
  readonly #create;
  readonly #setAccess;
  readonly #listAll;
  readonly #listPublic;
  readonly #get;
  readonly #volumes;
  readonly #order;
  readonly #remove;
  readonly #place;
  readonly #touch;

  constructor(sql: SqlAccess) {
    // One statement for all the fixed shelves: it is atomic on its own, so no transaction is needed.
    const row = (i: number): string => `(@user, @id${i}, @title${i}, @access${i}, @now, @now, @now)`;
    this.#ensureDefaults = sql.prepare(
      `INSERT ${SHELF_INSERT} ${DEFAULT_SHELVES.map((_, i) => row(i)).join(', ')} ON CONFLICT DO NOTHING`,
    );
    this.#create = sql.prepare(`INSERT ${SHELF_INSERT} (?, ?, ?, ?, ?, ?, ?)`);
    this.#setAccess = sql.prepare('UPDATE books_shelves SET access = ? WHERE user_id = ? AND shelf_id = ?');
    this.#listAll = sql.prepare(`${SHELF_SELECT} WHERE s.user_id = ? ORDER BY s.shelf_id`);
    this.#listPublic = sql.prepare(
      `${SHELF_SELECT} WHERE s.user_id = ? AND s.access = 'PUBLIC' ORDER BY s.shelf_id`,
    );
    this.#get = sql.prepare(`${SHELF_SELECT} WHERE s.user_id = ? AND s.shelf_id = ?`);
    this.#volumes = sql.prepare(
      `SELECT ${VOLUME_COLUMNS}, sv.added FROM books_shelf_volumes sv
       JOIN books_volumes v ON v.id = sv.volume_id
       WHERE sv.user_id = ? AND sv.shelf_id = ? ORDER BY sv.position LIMIT ? OFFSET ?`,
    );
    this.#order = sql.prepare(
      'SELECT volume_id FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = ? ORDER BY position',
    );
    this.#remove = sql.prepare(
      'DELETE FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = ? AND volume_id = ?',
    );
    this.#place = sql.prepare(
      `INSERT INTO books_shelf_volumes (user_id, shelf_id, volume_id, position, added) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, shelf_id, volume_id) DO UPDATE SET position = excluded.position`,
    );
    this.#touch = sql.prepare(
      'UPDATE books_shelves SET updated = ?, volumes_last_updated = ? WHERE user_id = ? AND shelf_id = ?',
    );
  }

  /** Creates the fixed shelves a library lacks (a person's first use of their library). */
  async ensureDefaultShelves(userId: string, now: number): Promise<void> {
    const params: Record<string, SqlValue> = { user: userId, now };
    DEFAULT_SHELVES.forEach((shelf, i) => {
      params[`id${i}`] = shelf.id;
      params[`title${i}`] = shelf.title;
      params[`access${i}`] = shelf.access;
    });
    await this.#ensureDefaults.run(params);
  }

  async createShelf(
    userId: string,
    shelf: { id: number; title: string; access: ShelfAccess },
    now: number,
  ): Promise<void> {
    await this.#create.run(userId, shelf.id, shelf.title, shelf.access, now, now, now);
  }

  async setAccess(userId: string, shelfId: number, access: ShelfAccess): Promise<void> {
    await this.#setAccess.run(access, userId, shelfId);
  }

  list(userId: string, publicOnly: boolean): Promise<ShelfRow[]> {
    const list = publicOnly ? this.#listPublic : this.#listAll;
    return list.all<ShelfRow>(userId);
  }

  get(userId: string, shelfId: number): Promise<ShelfRow | undefined> {
    return this.#get.get<ShelfRow>(userId, shelfId);
  }

  /** One page of the shelf's volumes in shelf order. */
  volumes(
    userId: string,
    shelfId: number,
    startIndex: number,
    maxResults: number,
  ): Promise<ShelfVolumeRow[]> {
    return this.#volumes.all<ShelfVolumeRow>(userId, shelfId, maxResults, startIndex);
  }

  /** Volume ids in shelf order (index = position). */
  order(userId: string, shelfId: number): Promise<string[]> {
    return this.#order.column<string>(userId, shelfId);
  }

  /** Writes `change` and marks the shelf updated at `now`; the caller holds the transaction. */
  async rewrite(userId: string, shelfId: number, change: OrderChange, now: number): Promise<void> {
    for (const id of change.removed) await this.#remove.run(userId, shelfId, id);
    for (const { id, position } of change.moved) await this.#place.run(userId, shelfId, id, position, now);
    await this.#touch.run(now, now, userId, shelfId);
  }
}
