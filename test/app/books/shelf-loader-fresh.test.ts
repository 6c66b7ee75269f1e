/** The shelves' paging when a page fails: Try again, and a quiet refresh that keeps the covers on screen. */
import { expect } from '@open-wc/testing';
import type { Bookshelf, Volume } from '../../../src/shared/wire/books.ts';
import type { ApiClients } from '../../../src/app/api/api-context.ts';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { PAGE_SIZE, ShelfLoader } from '../../../src/app/views/books/shelf-loader.ts';
import { settle } from '../support/fake-clock.ts';

const SHELF = { id: 4, title: 'Have read', volumeCount: 2 * PAGE_SIZE } as Bookshelf;
const vol = (i: number) => ({ id: `v${String(i)}` }) as Volume;

/** One shelf of two pages; the pages named in `failing` fail until taken out. */
class Shelves {
  readonly asked: number[] = [];
  readonly failing = new Set<number>();
  readonly client = {
    shelves: () => Promise.resolve([SHELF]),
    shelfVolumes: (_owner: unknown, _id: number, start: number) => {
      this.asked.push(start);
      if (this.failing.has(start)) return Promise.reject(new ApiError('network', 'offline'));
      const items = Array.from({ length: PAGE_SIZE }, (_, i) => vol(start + i));
      return Promise.resolve({ kind: 'books#volumes', totalItems: SHELF.volumeCount, items });
    },
  } as unknown as ApiClients['books'];
}

describe('shelf loader: a failed page', () => {
  it('says so on its row, and Try again asks for it again', async () => {
    const shelves = new Shelves();
    const loader = new ShelfLoader(shelves.client, { kind: 'mine' }, () => undefined);
    await loader.load();
    shelves.failing.add(PAGE_SIZE);
    loader.need(SHELF.id, PAGE_SIZE, PAGE_SIZE + 5);
    await settle();
    expect(loader.rows[0]!.problem?.message).to.be.a('string');
    shelves.failing.clear();
    loader.retry(SHELF.id);
    await settle();
    expect(loader.rows[0]!.problem).to.equal(undefined);
    expect(loader.rows[0]!.items[PAGE_SIZE]?.id).to.equal(`v${String(PAGE_SIZE)}`);
    expect(shelves.asked).to.deep.equal([0, PAGE_SIZE, PAGE_SIZE]);
  });

  it('a quiet refresh keeps the covers on screen until they arrive again, and asks the failed page again', async () => {
    const shelves = new Shelves();
    const shown = new ShelfLoader(shelves.client, { kind: 'mine' }, () => undefined);
    await shown.load();
    shelves.failing.add(PAGE_SIZE);
    shown.need(SHELF.id, PAGE_SIZE, PAGE_SIZE);
    await settle();
    shelves.failing.clear();
    const fresh = new ShelfLoader(shelves.client, { kind: 'mine' }, () => undefined, shown);
    await fresh.load();
    // Before any page of the refresh has arrived, the first page's covers are those on screen.
    expect(fresh.rows[0]!.items[0]?.id).to.equal('v0');
    await settle();
    expect(shelves.asked).to.deep.equal([0, PAGE_SIZE, 0, PAGE_SIZE]);
    expect(fresh.rows[0]!.items[PAGE_SIZE]?.id).to.equal(`v${String(PAGE_SIZE)}`);
  });
});
