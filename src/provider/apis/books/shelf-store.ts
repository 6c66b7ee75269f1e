/**
 * Shelves and the volumes on them. Reads are plain queries; every change runs in one transaction that
 * rewrites the shelf's order through positions.ts, so positions stay dense and a failure changes nothing.
 */
import type { Db } from '../../store/db.ts';
import { READ_ONLY_SHELF_IDS, SHELF_IDS, type ShelfAccess } from '#shared/wire/books.ts';
import { VOLUME_COLUMNS, type ShelfRow, type ShelfVolumeRow } from './resources.ts';
import { changedPositions, withAdded, withMoved, withRemoved } from './positions.ts';

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

export class ShelfStore {
  constructor(private readonly db: Db) {}

  /** Creates the fixed shelves a library lacks (a person's first use of their library). */
  ensureDefaultShelves(userId: string, now: number): void {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO books_shelves (user_id, shelf_id, title, access, created, updated, volumes_last_updated)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const shelf of DEFAULT_SHELVES)
        insert.run(userId, shelf.id, shelf.title, shelf.access, now, now, now);
    })();
  }

  createShelf(userId: string, shelf: { id: number; title: string; access: ShelfAccess }, now: number): void {
    this.db
      .prepare(
        `INSERT INTO books_shelves (user_id, shelf_id, title, access, created, updated, volumes_last_updated)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, shelf.id, shelf.title, shelf.access, now, now, now);
  }

  list(userId: string, publicOnly: boolean): ShelfRow[] {
    const where = publicOnly ? `AND s.access = 'PUBLIC'` : '';
    return this.db
      .prepare(`${SHELF_SELECT} WHERE s.user_id = ? ${where} ORDER BY s.shelf_id`)
      .all(userId) as ShelfRow[];
  }

  get(userId: string, shelfId: number): ShelfRow | undefined {
    return this.db.prepare(`${SHELF_SELECT} WHERE s.user_id = ? AND s.shelf_id = ?`).get(userId, shelfId) as
      ShelfRow | undefined;
  }

  /** One page of the shelf's volumes in shelf order. */
  volumes(userId: string, shelfId: number, startIndex: number, maxResults: number): ShelfVolumeRow[] {
    return this.db
      .prepare(
        `SELECT ${VOLUME_COLUMNS}, sv.added FROM books_shelf_volumes sv
         JOIN books_volumes v ON v.id = sv.volume_id
         WHERE sv.user_id = ? AND sv.shelf_id = ? ORDER BY sv.position LIMIT ? OFFSET ?`,
      )
      .all(userId, shelfId, maxResults, startIndex) as ShelfVolumeRow[];
  }

  /** Volume ids in shelf order (index = position). */
  order(userId: string, shelfId: number): string[] {
    return this.db
      .prepare(
        'SELECT volume_id FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = ? ORDER BY position',
      )
      .pluck()
      .all(userId, shelfId) as string[];
  }

  /** Puts `volumeId` last; false (and no change) when it is already on the shelf. */
  add(userId: string, shelfId: number, volumeId: string, now: number): boolean {
    return this.change(userId, shelfId, now, (order) => withAdded(order, volumeId));
  }

  remove(userId: string, shelfId: number, volumeId: string, now: number): boolean {
    return this.change(userId, shelfId, now, (order) => withRemoved(order, volumeId));
  }

  move(userId: string, shelfId: number, volumeId: string, position: number, now: number): boolean {
    return this.change(userId, shelfId, now, (order) => withMoved(order, volumeId, position));
  }

  clear(userId: string, shelfId: number, now: number): boolean {
    return this.change(userId, shelfId, now, () => []);
  }

  /** Replaces the shelf's order in one transaction; returns whether anything changed. */
  private change(userId: string, shelfId: number, now: number, next: (order: string[]) => string[]): boolean {
    return this.db.transaction(() => {
      const before = this.order(userId, shelfId);
      const after = next(before);
      const kept = new Set(after);
      const removed = before.filter((id) => !kept.has(id));
      const moved = changedPositions(before, after);
      if (removed.length === 0 && moved.length === 0) return false;
      const del = this.db.prepare(
        'DELETE FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = ? AND volume_id = ?',
      );
      for (const id of removed) del.run(userId, shelfId, id);
      const upsert = this.db.prepare(
        `INSERT INTO books_shelf_volumes (user_id, shelf_id, volume_id, position, added) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, shelf_id, volume_id) DO UPDATE SET position = excluded.position`,
      );
      for (const { id, position } of moved) upsert.run(userId, shelfId, id, position, now);
      this.db
        .prepare(
          'UPDATE books_shelves SET updated = ?, volumes_last_updated = ? WHERE user_id = ? AND shelf_id = ?',
        )
        .run(now, now, userId, shelfId);
      return true;
    })();
  }
}
