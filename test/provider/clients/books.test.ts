/**
 * The books API v1 through Google's generated client (googleapis 178), as a TV shelf view and a reading app
 * use it: search, a volume, public shelves, and the signed-in person's library changed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { books, type books_v1 } from 'googleapis/build/src/apis/books/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

const ALICE = '1001';

describe('books v1 through the generated client', () => {
  let h: ClientHarness;
  let api: books_v1.Books;
  before(async () => {
    h = await ClientHarness.start([SCOPES.books]);
    api = books({ version: 'v1', ...h.options });
  });
  after(() => h.close());

  test('search pages through volumes, and one volume is read', async () => {
    const found = await api.volumes.list({ q: 'intitle:sea', maxResults: 2 });
    assert.equal(found.data.kind, 'books#volumes');
    assert.ok((found.data.totalItems ?? 0) > 0);
    const first = found.data.items?.[0];
    assert.equal(first?.kind, 'books#volume');
    assert.ok(first.volumeInfo?.title);
    const one = await api.volumes.get({ volumeId: first.id ?? '' });
    assert.equal(one.data.id, first.id);
    assert.equal(one.data.volumeInfo?.title, first.volumeInfo.title);
  });

  test("a reader's public shelves and their volumes", async () => {
    const shelves = await api.bookshelves.list({ userId: ALICE });
    assert.equal(shelves.data.kind, 'books#bookshelves');
    const favorites0 = shelves.data.items?.find((shelf) => shelf.id === 0);
    assert.equal(favorites0?.access, 'PUBLIC');
    const favorites = await api.bookshelves.get({ userId: ALICE, shelf: '0' });
    assert.equal(favorites.data.title, 'Favorites');
    const volumes = await api.bookshelves.volumes.list({ userId: ALICE, shelf: '0' });
    assert.equal(volumes.data.totalItems, 8);
  });

  test('my library: shelves read, a volume added, moved, removed, and a shelf cleared', async () => {
    const mine = await api.mylibrary.bookshelves.list();
    assert.ok((mine.data.items?.length ?? 0) >= 9);
    const toRead = await api.mylibrary.bookshelves.get({ shelf: '2' });
    assert.equal(toRead.data.title, 'To read');
    const before = toRead.data.volumeCount ?? 0;

    const found = await api.volumes.list({ q: 'intitle:war', maxResults: 1 });
    const volumeId = found.data.items?.[0]?.id ?? '';
    const onShelf = await api.mylibrary.bookshelves.volumes.list({ shelf: '2' });
    const already = onShelf.data.items?.some((v) => v.id === volumeId) ?? false;
    assert.equal((await api.mylibrary.bookshelves.addVolume({ shelf: '2', volumeId })).status, 204);
    const after = await api.mylibrary.bookshelves.get({ shelf: '2' });
    assert.equal(after.data.volumeCount, already ? before : before + 1);

    const moved = await api.mylibrary.bookshelves.moveVolume({ shelf: '2', volumeId, volumePosition: 0 });
    assert.equal(moved.status, 204);
    const listed = await api.mylibrary.bookshelves.volumes.list({ shelf: '2', maxResults: 1 });
    assert.equal(listed.data.items?.[0]?.id, volumeId);
    assert.equal((await api.mylibrary.bookshelves.removeVolume({ shelf: '2', volumeId })).status, 204);

    assert.equal((await api.mylibrary.bookshelves.clearVolumes({ shelf: '1001' })).status, 204);
    const cleared = await api.mylibrary.bookshelves.get({ shelf: '1001' });
    assert.equal(cleared.data.volumeCount, 0);
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 16);
  });
});
