/**
 * What the books API's requests mean (docs/books.md): who sees which shelf, search over the catalogue, and
 * the changes to a person's shelves. Each change checks and writes in one transaction, so what it checked
 * still holds when it writes.
 */
import type { Bookshelf, Bookshelves, Volume, Volumes } from '#shared/wire/books.ts';
import { SCOPES } from '#shared/scopes.ts';
import type { Grant } from '../../../http/bearer.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import { coverSvg } from './covers.ts';
import { changedPositions, isValidMove, withAdded, withMoved, withRemoved } from './positions.ts';
import { shelfResource, volumeResource, type ShelfRow } from './resources.ts';
import type { SearchPlan } from './search-query.ts';
import { isReadOnlyShelf, type ShelfStore } from '../store/shelf-store.ts';
import type { SearchOptions, VolumeStore } from '../store/volume-store.ts';

export const BOOKS_MOUNT = '/books/v1';

export type BooksContext = ModuleContext<'publicUrl'>;

export interface Paging {
  startIndex: number;
  maxResults: number;
}

/** A token for `userId` itself with the books scope also sees that person's private shelves. */
function seesPrivate(grant: Grant | undefined, userId: string): boolean {
  return grant !== undefined && grant.userId === userId && grant.scopes.has(SCOPES.books);
}

export class BooksService {
  constructor(
    readonly ctx: BooksContext,
    private readonly volumes: VolumeStore,
    private readonly shelves: ShelfStore,
  ) {}

  /** `<publicUrl>/books/v1`, read per request (the public origin may be known only after listening). */
  base(): string {
    return `${this.ctx.settings.publicUrl}${BOOKS_MOUNT}`;
  }

  // Public methods: a person's public shelves (or all of them, to that person), volumes, search, covers.

  async publicShelves(grant: Grant | undefined, userId: string): Promise<Bookshelves> {
    return this.shelfList(await this.shelves.list(userId, !seesPrivate(grant, userId)));
  }

  async publicShelf(grant: Grant | undefined, userId: string, shelfId: number): Promise<Bookshelf> {
    return shelfResource(await this.visibleShelf(grant, userId, shelfId), this.base());
  }

  async publicShelfVolumes(
    grant: Grant | undefined,
    userId: string,
    shelfId: number,
    paging: Paging,
  ): Promise<Volumes> {
    const row = await this.visibleShelf(grant, userId, shelfId);
    const page = await this.shelves.volumes(userId, shelfId, paging.startIndex, paging.maxResults);
    return this.volumeList(
      row.volume_count,
      page.map((v) => volumeResource(v, this.base())),
    );
  }

  async search(plan: SearchPlan, options: SearchOptions, lite: boolean): Promise<Volumes> {
    const result = await this.volumes.search(plan, options);
    const items = result.rows.map((row) => volumeResource(row, this.base(), { lite }));
    return this.volumeList(result.totalItems, items);
  }

  async volume(id: string, lite: boolean): Promise<Volume> {
    const row = await this.volumes.get(id);
    if (row === undefined) throw notFound('The volume ID could not be found.');
    return volumeResource(row, this.base(), { lite });
  }

  /** The cover of `<volume id>.svg` with its ETag; 404 for any other name. */
  async cover(file: string): Promise<{ svg: string; etag: string }> {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(file);
    const row = match?.[1] === undefined ? undefined : await this.volumes.get(match[1]);
    if (row === undefined) throw notFound('No cover at this address.');
    return { svg: coverSvg(row), etag: `"${row.etag}"` };
  }

  // My Library: the signed-in person's shelves, created on first use.

  async myShelves(userId: string): Promise<Bookshelves> {
    await this.ensureLibrary(userId);
    return this.shelfList(await this.shelves.list(userId, false));
  }

  async myShelf(userId: string, shelfId: number): Promise<Bookshelf> {
    await this.ensureLibrary(userId);
    return shelfResource(await this.ownShelf(userId, shelfId), this.base());
  }

  async myShelfVolumes(userId: string, shelfId: number, paging: Paging, lite: boolean): Promise<Volumes> {
    await this.ensureLibrary(userId);
    const row = await this.ownShelf(userId, shelfId);
    const page = await this.shelves.volumes(userId, shelfId, paging.startIndex, paging.maxResults);
    const items = page.map((v) => volumeResource(v, this.base(), { lite, added: v.added }));
    return this.volumeList(row.volume_count, items);
  }

  /** Puts `volumeId` last on the shelf; one already there stays where it is. */
  addVolume(userId: string, shelfId: number, volumeId: string): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      await this.writableShelf(userId, shelfId);
      await this.catalogued(volumeId);
      await this.shelve(userId, shelfId, volumeId, this.ctx.clock.now());
    });
  }

  /** Puts `volumeId` last on any shelf, the ones the service fills included (the demo library does). */
  shelve(userId: string, shelfId: number, volumeId: string, now: number): Promise<void> {
    return this.change(userId, shelfId, now, (order) => withAdded(order, volumeId));
  }

  removeVolume(userId: string, shelfId: number, volumeId: string): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      await this.writableShelf(userId, shelfId);
      await this.catalogued(volumeId);
      await this.onShelf(userId, shelfId, volumeId);
      await this.change(userId, shelfId, this.ctx.clock.now(), (order) => withRemoved(order, volumeId));
    });
  }

  moveVolume(userId: string, shelfId: number, volumeId: string, position: number): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      await this.writableShelf(userId, shelfId);
      await this.catalogued(volumeId);
      const order = await this.onShelf(userId, shelfId, volumeId);
      if (!isValidMove(order, volumeId, position)) {
        throw new ApiError(
          400,
          'invalid',
          `Invalid value '${position}' for volumePosition. Values must be within the range: [0, ${order.length - 1}]`,
        );
      }
      const now = this.ctx.clock.now();
      await this.change(userId, shelfId, now, (o) => withMoved(o, volumeId, position));
    });
  }

  clearVolumes(userId: string, shelfId: number): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      await this.writableShelf(userId, shelfId);
      await this.change(userId, shelfId, this.ctx.clock.now(), () => []);
    });
  }

  /** The fixed shelves a library lacks, created at `now` (a person's first use of their library). */
  async ensureLibrary(userId: string, now = this.ctx.clock.now()): Promise<void> {
    await this.shelves.ensureDefaultShelves(userId, now);
  }

  private async visibleShelf(grant: Grant | undefined, userId: string, shelfId: number): Promise<ShelfRow> {
    const row = await this.shelves.get(userId, shelfId);
    // A private shelf answers exactly like a missing one, so its existence is not revealed.
    if (row === undefined || (row.access !== 'PUBLIC' && !seesPrivate(grant, userId))) {
      throw notFound(`No public bookshelf ${shelfId} for user ${userId}.`);
    }
    return row;
  }

  private async ownShelf(userId: string, shelfId: number): Promise<ShelfRow> {
    const row = await this.shelves.get(userId, shelfId);
    if (row === undefined) throw notFound(`No bookshelf ${shelfId} in your library.`);
    return row;
  }

  private async writableShelf(userId: string, shelfId: number): Promise<void> {
    await this.ensureLibrary(userId);
    const row = await this.ownShelf(userId, shelfId);
    if (isReadOnlyShelf(shelfId)) {
      throw new ApiError(
        403,
        'forbidden',
        `The bookshelf "${row.title}" is filled by the service and cannot be changed.`,
      );
    }
  }

  private async catalogued(volumeId: string): Promise<void> {
    if (!(await this.volumes.exists(volumeId))) throw notFound('The volume ID could not be found.');
  }

  private async onShelf(userId: string, shelfId: number, volumeId: string): Promise<string[]> {
    const order = await this.shelves.order(userId, shelfId);
    if (!order.includes(volumeId)) throw notFound(`Volume ${volumeId} is not on bookshelf ${shelfId}.`);
    return order;
  }

  /** Replaces the shelf's order, writing only what moved; nothing is written when nothing changed. */
  private change(
    userId: string,
    shelfId: number,
    now: number,
    next: (order: string[]) => string[],
  ): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      const before = await this.shelves.order(userId, shelfId);
      const after = next(before);
      const kept = new Set(after);
      const removed = before.filter((id) => !kept.has(id));
      const moved = changedPositions(before, after);
      if (removed.length === 0 && moved.length === 0) return;
      await this.shelves.rewrite(userId, shelfId, { removed, moved }, now);
    });
  }

  private shelfList(rows: ShelfRow[]): Bookshelves {
    const body: Bookshelves = { kind: 'books#bookshelves' };
    if (rows.length > 0) body.items = rows.map((row) => shelfResource(row, this.base()));
    return body;
  }

  /** `items` is left out of an empty page, as in the public API. */
  private volumeList(totalItems: number, items: Volume[]): Volumes {
    const body: Volumes = { kind: 'books#volumes', totalItems };
    if (items.length > 0) body.items = items;
    return body;
  }
}
