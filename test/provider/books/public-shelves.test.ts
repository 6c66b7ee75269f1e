import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bookshelf, Bookshelves, Volumes } from '../../../src/shared/wire/books.ts';
import { HAVE_READ_COUNT } from '../../../src/provider/apis/books/demo.ts';
import { ALICE, BASE, booksHarness, errorOf, json, TOKENS } from './harness.ts';

const h = await booksHarness();

test('users/<id>/bookshelves lists only the public shelves, without a token', async () => {
  const res = await h.request(`/users/${ALICE}/bookshelves`);
  assert.equal(res.status, 200);
  const body = await json<Bookshelves>(res);
  assert.equal(body.kind, 'books#bookshelves');
  assert.deepEqual(
    body.items?.map((s) => [s.id, s.title, s.access, s.volumeCount]),
    [
      [0, 'Favorites', 'PUBLIC', 8],
      [3, 'Reading now', 'PUBLIC', 3],
      [4, 'Have read', 'PUBLIC', HAVE_READ_COUNT],
      [5, 'Reviewed', 'PUBLIC', 4],
      [1001, 'Sea stories', 'PUBLIC', 9],
    ],
  );
});

test('a shelf in the public shape: number id, selfLink, RFC 3339 times', async () => {
  const shelf = await json<Bookshelf>(await h.request(`/users/${ALICE}/bookshelves/0`));
  assert.deepEqual(Object.keys(shelf).sort(), [
    'access',
    'created',
    'id',
    'kind',
    'selfLink',
    'title',
    'updated',
    'volumeCount',
    'volumesLastUpdated',
  ]);
  assert.equal(shelf.kind, 'books#bookshelf');
  assert.equal(shelf.id, 0);
  assert.equal(shelf.selfLink, `${BASE}/users/${ALICE}/bookshelves/0`);
  assert.match(shelf.created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.ok(shelf.updated >= shelf.created);
});

test('the owner with the books scope also sees private shelves here', async () => {
  const body = await json<Bookshelves>(
    await h.request(`/users/${ALICE}/bookshelves`, { token: TOKENS.alice }),
  );
  assert.deepEqual(
    body.items?.map((s) => s.id),
    [0, 1, 2, 3, 4, 5, 6, 7, 1001],
  );
  const other = await json<Bookshelves>(
    await h.request(`/users/${ALICE}/bookshelves`, { token: TOKENS.bob }),
  );
  assert.equal(other.items?.length, 5);
});

test('a private or unknown shelf is 404 alike, so a private shelf is not revealed', async () => {
  for (const shelf of ['2', '999']) {
    const res = await h.request(`/users/${ALICE}/bookshelves/${shelf}`);
    const body = await json<{ error: { message: string } }>(res);
    assert.equal(res.status, 404);
    assert.equal(body.error.message, `No public bookshelf ${shelf} for user ${ALICE}.`);
  }
  assert.equal((await h.request(`/users/${ALICE}/bookshelves/2/volumes`)).status, 404);
});

test('a malformed shelf or user id is 400', async () => {
  assert.deepEqual(await errorOf(await h.request(`/users/${ALICE}/bookshelves/abc`)), {
    status: 400,
    reason: 'invalid',
    code: 400,
  });
  assert.equal((await h.request('/users/%3Cscript%3E/bookshelves')).status, 400);
});

test('a user with no library has no shelves', async () => {
  assert.deepEqual(await json<Bookshelves>(await h.request('/users/nobody/bookshelves')), {
    kind: 'books#bookshelves',
  });
});

test('volumes on a public shelf come in shelf order, paged', async () => {
  const res = await h.request(`/users/${ALICE}/bookshelves/0/volumes`);
  assert.equal(res.status, 200);
  const body = await json<Volumes>(res);
  assert.equal(body.totalItems, 8);
  assert.deepEqual(
    body.items?.map((v) => v.volumeInfo.title),
    [
      'Pride and Prejudice',
      'Middlemarch',
      'Moby-Dick',
      'The Count of Monte Cristo',
      'Great Expectations',
      'Anna Karenina',
      'The Wind in the Willows',
      'Jane Eyre',
    ],
  );
  assert.equal(body.items[0]?.userInfo, undefined);
  const page = await json<Volumes>(
    await h.request(`/users/${ALICE}/bookshelves/4/volumes?startIndex=200&maxResults=40`),
  );
  assert.equal(page.totalItems, HAVE_READ_COUNT);
  assert.equal(page.items?.length, HAVE_READ_COUNT - 200);
  assert.equal((await h.request(`/users/${ALICE}/bookshelves/4/volumes?maxResults=41`)).status, 400);
});
