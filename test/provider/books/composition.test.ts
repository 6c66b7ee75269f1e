import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startProvider } from '../../../src/provider/server.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { storeUnderTest } from '../store-under-test.ts';
import type { Bookshelves, Volumes } from '../../../src/shared/wire/books.ts';

test('the provider serves the books API at /books/v1 with links on its own origin', async () => {
  const provider = await startProvider({
    settings: { port: 0, dbPath: ':memory:', demo: true },
    clock: new ManualClock(),
    sql: await storeUnderTest(),
  });
  try {
    const alice = encodeURIComponent(
      (await provider.sql
        .prepare('SELECT user_id FROM books_shelves WHERE shelf_id = 1001')
        .value<string>()) ?? '',
    );
    const shelves = (await (
      await fetch(`${provider.origin}/books/v1/users/${alice}/bookshelves`)
    ).json()) as Bookshelves;
    assert.equal(shelves.items?.length, 5);
    const res = await fetch(`${provider.origin}/books/v1/volumes?q=intitle:walden`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as Volumes;
    const thumbnail = body.items?.[0]?.volumeInfo.imageLinks.thumbnail ?? '';
    assert.ok(thumbnail.startsWith(`${provider.origin}/books/v1/covers/`), thumbnail);
    const cover = await fetch(thumbnail);
    assert.equal(cover.status, 200);
    assert.equal(cover.headers.get('Content-Type'), 'image/svg+xml; charset=utf-8');
    assert.equal((await fetch(`${provider.origin}/books/v1/mylibrary/bookshelves`)).status, 401);
  } finally {
    await provider.close();
  }
});
