/**
 * The shelves on the books screen and their covers, loaded page by page as rows ask for them. Holds plain
 * data; the view re-renders on `onChange`.
 */
import type { Bookshelf, Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { ShelfOwner } from '../../api/books-client.ts';
import { problemWords, type ProblemWords } from '../../api/api-error.ts';

export const PAGE_SIZE = 40;

export interface ShelfRowState {
  shelf: Bookshelf;
  /** One slot per volume on the shelf; `undefined` until its page arrives. */
  items: (Volume | undefined)[];
  /** A page failed to load: what to say. */
  problem?: ProblemWords;
}

export class ShelfLoader {
  rows: ShelfRowState[] = [];
  private readonly pending = new Set<string>();
  /** Pages that failed: not asked for again until the shelf is reloaded (no request loop). */
  private readonly failed = new Set<string>();

  /**
   * `previous`: the loader on screen when this one is a quiet refresh (docs/app.md#fresh-data). Its covers
   * stay in place until their pages arrive again, and the pages that failed on it are asked for again.
   */
  constructor(
    private readonly client: ApiClients['books'],
    readonly owner: ShelfOwner,
    private readonly onChange: () => void,
    private previous?: ShelfLoader,
  ) {}

  /** Loads the shelf list (throws an ApiError when it fails), then asks for each shelf's first page. */
  async load(signal?: AbortSignal): Promise<void> {
    const shelves = await this.client.shelves(this.owner, signal);
    const shown = new Map(this.previous?.rows.map((r) => [r.shelf.id, r.items]));
    this.rows = shelves.map((shelf) => {
      const items = new Array<Volume | undefined>(shelf.volumeCount).fill(undefined);
      shown.get(shelf.id)?.forEach((v, i) => {
        if (i < items.length) items[i] = v;
      });
      return { shelf, items };
    });
    const failedBefore = [...(this.previous?.failed ?? [])];
    this.previous = undefined;
    // The shelves show now; their covers arrive page by page, each row saying so if its page fails.
    for (const row of this.rows) if (row.items.length > 0) void this.loadPage(row.shelf.id, 0);
    for (const key of failedBefore) {
      const [shelfId, start] = key.split(':').map(Number);
      if (shelfId !== undefined && start !== undefined && start > 0) void this.loadPage(shelfId, start);
    }
  }

  /** Asks again for the pages of a shelf that failed (its Try again). */
  retry(shelfId: number): void {
    const prefix = `${String(shelfId)}:`;
    for (const key of [...this.failed]) {
      if (!key.startsWith(prefix)) continue;
      this.failed.delete(key);
      void this.loadPage(shelfId, Number(key.slice(prefix.length)));
    }
  }

  /** Covers `from`..`to` of a shelf are about to show: fetch the pages that hold them. */
  need(shelfId: number, from: number, to: number): void {
    for (let page = Math.floor(from / PAGE_SIZE); page <= Math.floor(to / PAGE_SIZE); page++) {
      void this.loadPage(shelfId, page * PAGE_SIZE);
    }
  }

  /** Reloads one shelf (after a change): its count and first page. */
  async reload(shelfId: number): Promise<void> {
    for (const key of [...this.failed]) if (key.startsWith(`${String(shelfId)}:`)) this.failed.delete(key);
    const page = await this.client.shelfVolumes(this.owner, shelfId, 0, PAGE_SIZE).catch(() => undefined);
    const row = this.rows.find((r) => r.shelf.id === shelfId);
    if (!row || !page) return;
    const items = new Array<Volume | undefined>(page.totalItems).fill(undefined);
    page.items.forEach((v, i) => (items[i] = v));
    this.replace({ ...row, shelf: { ...row.shelf, volumeCount: page.totalItems }, items });
  }

  private async loadPage(shelfId: number, startIndex: number): Promise<void> {
    const key = `${String(shelfId)}:${String(startIndex)}`;
    if (this.pending.has(key) || this.failed.has(key)) return;
    this.pending.add(key);
    try {
      const page = await this.client.shelfVolumes(this.owner, shelfId, startIndex, PAGE_SIZE);
      const row = this.rows.find((r) => r.shelf.id === shelfId);
      if (!row) return;
      const items = [...row.items];
      page.items.forEach((v, i) => {
        if (startIndex + i < items.length) items[startIndex + i] = v;
      });
      this.replace({ shelf: row.shelf, items });
    } catch (err) {
      this.failed.add(key);
      const row = this.rows.find((r) => r.shelf.id === shelfId);
      if (row) this.replace({ ...row, problem: problemWords(err) });
    } finally {
      this.pending.delete(key);
    }
  }

  private replace(next: ShelfRowState): void {
    this.rows = this.rows.map((row) => (row.shelf.id === next.shelf.id ? next : row));
    this.onChange();
  }
}
