import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bookshelf, Bookshelves, Volumes } from '../../../src/shared/wire/books.ts';
import { ALICE, BASE, BOB, booksHarness, json, TOKENS } from './harness.ts';

const h = await booksHarness();

test('mylibrary needs a token (401) with the books scope (403)', async () => {
  const none = await h.request('/mylibrary/bookshelves');
  assert.equal(none.status, 401);
  assert.equal(none.headers.get('WWW-Authenticate'), 'Bearer realm="provider"');
  const wrong = await h.request('/mylibrary/bookshelves', { token: TOKENS.aliceNoBooks });
  assert.equal(wrong.status, 403);
  const body = await json<{ error: { errors: { reason: string }[] } }>(wrong);
  assert.equal(body.error.errors[0]?.reason, 'insufficientPermissions');
  assert.equal((await h.request('/mylibrary/bookshelves', { token: 'made-up' })).status, 401);
  for (const path of ['/mylibrary/bookshelves/0', '/mylibrary/bookshelves/0/volumes']) {
    assert.equal((await h.request(path, { token: TOKENS.aliceNoBooks })).status, 403, path);
  }
});

test('mylibrary/bookshelves lists every shelf of the caller, private ones included', async () => {
  const body = await json<Bookshelves>(await h.request('/mylibrary/bookshelves', { token: TOKENS.alice }));
  assert.deepEqual(
    body.items?.map((s) => [s.id, s.title, s.access]),
    [
      [0, 'Favorites', 'PUBLIC'],
      [1, 'Purchased', 'PRIVATE'],
      [2, 'To read', 'PRIVATE'],
      [3, 'Reading now', 'PUBLIC'],
      [4, 'Have read', 'PUBLIC'],
      [5, 'Reviewed', 'PUBLIC'],
      [6, 'Recently viewed', 'PRIVATE'],
      [7, 'My eBooks', 'PRIVATE'],
      [1001, 'Sea stories', 'PUBLIC'],
    ],
  );
});

test('a new library gets the fixed shelves, empty, on first use', async () => {
  const body = await json<Bookshelves>(await h.request('/mylibrary/bookshelves', { token: TOKENS.bob }));
  assert.deepEqual(
    body.items?.map((s) => [s.id, s.volumeCount]),
    [0, 1, 2, 3, 4, 5, 6, 7].map((id) => [id, 0]),
  );
  assert.equal(body.items[0]?.selfLink, `${BASE}/users/${BOB}/bookshelves/0`);
  assert.equal(body.items[0].created, new Date(h.clock.now()).toISOString());
});

test('mylibrary/bookshelves/<shelf> gets a private shelf; unknown is 404, malformed 400', async () => {
  const shelf = await json<Bookshelf>(await h.request('/mylibrary/bookshelves/2', { token: TOKENS.alice }));
  assert.deepEqual([shelf.id, shelf.title, shelf.access, shelf.volumeCount], [2, 'To read', 'PRIVATE', 11]);
  assert.equal(shelf.selfLink, `${BASE}/users/${ALICE}/bookshelves/2`);
  assert.equal((await h.request('/mylibrary/bookshelves/1002', { token: TOKENS.alice })).status, 404);
  assert.equal((await h.request('/mylibrary/bookshelves/x', { token: TOKENS.alice })).status, 400);
});

test('mylibrary volumes: shelf order, paging, when each was shelved, lite projection', async () => {
  const res = await h.request('/mylibrary/bookshelves/2/volumes?maxResults=3', { token: TOKENS.alice });
  assert.equal(res.status, 200);
  const body = await json<Volumes>(res);
  assert.equal(body.totalItems, 11);
  assert.deepEqual(
    body.items?.map((v) => v.volumeInfo.title),
    ['War and Peace', 'Don Quixote', 'The Brothers Karamazov'],
  );
  assert.match(body.items[0]?.userInfo?.updated ?? '', /^\d{4}-\d\d-\d\dT/);
  const next = await json<Volumes>(
    await h.request('/mylibrary/bookshelves/2/volumes?maxResults=3&startIndex=3&projection=lite', {
      token: TOKENS.alice,
    }),
  );
  assert.deepEqual(
    next.items?.map((v) => v.volumeInfo.title),
    ['Bleak House', 'The Magic of Oz', 'Daniel Deronda'],
  );
  assert.equal(next.items[0]?.volumeInfo.description, undefined);
  const empty = await json<Volumes>(
    await h.request('/mylibrary/bookshelves/6/volumes?startIndex=99', { token: TOKENS.alice }),
  );
  assert.deepEqual(empty, { kind: 'books#volumes', totalItems: 5 });
  assert.equal(
    (await h.request('/mylibrary/bookshelves/2/volumes?maxResults=99', { token: TOKENS.alice })).status,
    400,
  );
});
