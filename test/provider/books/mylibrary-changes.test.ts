import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bookshelf, Volumes } from '../../../src/shared/wire/books.ts';
import { ALICE, booksHarness, errorOf, json, TOKENS } from './harness.ts';
import { storedRows } from '../stored-rows.ts';

const h = await booksHarness();
const token = TOKENS.alice;
const post = (path: string, as: string = token) =>
  h.request(`/mylibrary/bookshelves/${path}`, { method: 'POST', token: as });
const titleOf = async (id: string): Promise<string> =>
  (await h.sql.prepare('SELECT title FROM books_volumes WHERE id = ?').value<string>(id)) ?? '';
const idOf = async (title: string): Promise<string> =>
  (await h.sql.prepare('SELECT id FROM books_volumes WHERE title = ? ORDER BY seq').value<string>(title)) ??
  '';

/** The shelf as stored: titles in position order, and the positions themselves. */
async function stored(shelfId: number): Promise<{ titles: string[]; positions: number[] }> {
  const rows = await h.sql
    .prepare(
      `SELECT v.title, sv.position FROM books_shelf_volumes sv JOIN books_volumes v ON v.id = sv.volume_id
       WHERE sv.user_id = ? AND sv.shelf_id = ? ORDER BY sv.position`,
    )
    .all<{ title: string; position: number }>(ALICE, shelfId);
  return { titles: rows.map((r) => r.title), positions: rows.map((r) => r.position) };
}
const dense = (n: number) => Array.from({ length: n }, (_, i) => i);
const snapshot = (): Promise<string> => storedRows(h.sql, ['books_shelf_volumes', 'books_shelves']);

const READING_NOW = ['Middlemarch', 'The Odyssey', 'Walden'];

test('addVolume puts the volume last, answers 204, and stamps the shelf', async () => {
  h.clock.advance(60_000);
  const res = await post(`3/addVolume?volumeId=${await idOf('Emma')}`);
  assert.equal(res.status, 204);
  assert.equal(await res.text(), '');
  assert.deepEqual(await stored(3), { titles: [...READING_NOW, 'Emma'], positions: dense(4) });
  const shelf = await json<Bookshelf>(await h.request('/mylibrary/bookshelves/3', { token }));
  assert.equal(shelf.volumeCount, 4);
  assert.equal(shelf.volumesLastUpdated, new Date(h.clock.now()).toISOString());
  assert.equal(shelf.updated, shelf.volumesLastUpdated);
});

test('addVolume of a volume already there changes nothing', async () => {
  const before = await snapshot();
  h.clock.advance(60_000);
  assert.equal((await post(`3/addVolume?volumeId=${await idOf('Emma')}&reason=IOS_SEARCH`)).status, 204);
  assert.equal(await snapshot(), before);
});

test('moveVolume: to 0, to the end, to the middle, positions stay dense', async () => {
  assert.equal((await post(`3/moveVolume?volumeId=${await idOf('Emma')}&volumePosition=0`)).status, 204);
  assert.deepEqual(await stored(3), {
    titles: ['Emma', 'Middlemarch', 'The Odyssey', 'Walden'],
    positions: dense(4),
  });
  assert.equal((await post(`3/moveVolume?volumeId=${await idOf('Emma')}&volumePosition=3`)).status, 204);
  assert.deepEqual(await stored(3), {
    titles: ['Middlemarch', 'The Odyssey', 'Walden', 'Emma'],
    positions: dense(4),
  });
  assert.equal(
    (await post(`3/moveVolume?volumeId=${await idOf('Middlemarch')}&volumePosition=1`)).status,
    204,
  );
  assert.deepEqual(await stored(3), {
    titles: ['The Odyssey', 'Middlemarch', 'Walden', 'Emma'],
    positions: dense(4),
  });
  const listed = await json<Volumes>(await h.request('/mylibrary/bookshelves/3/volumes', { token }));
  assert.deepEqual(
    listed.items?.map((v) => v.volumeInfo.title),
    ['The Odyssey', 'Middlemarch', 'Walden', 'Emma'],
  );
});

test('moveVolume: volumePosition outside 0..n-1, missing or not a number is 400 and changes nothing', async () => {
  const before = await snapshot();
  const emma = await idOf('Emma');
  for (const query of [
    `volumeId=${emma}&volumePosition=4`,
    `volumeId=${emma}&volumePosition=-1`,
    `volumeId=${emma}`,
    `volumeId=${emma}&volumePosition=two`,
  ]) {
    const res = await post(`3/moveVolume?${query}`);
    assert.equal(res.status, 400, query);
  }
  const res = await post(`3/moveVolume?volumeId=${emma}&volumePosition=4`);
  const body = await json<{ error: { message: string } }>(res);
  assert.equal(
    body.error.message,
    "Invalid value '4' for volumePosition. Values must be within the range: [0, 3]",
  );
  assert.deepEqual(await errorOf(await post(`3/moveVolume?volumeId=${emma}`)), {
    status: 400,
    reason: 'required',
    code: 400,
  });
  assert.equal(await snapshot(), before);
});

test('moveVolume of a volume not on the shelf is 404', async () => {
  assert.equal((await post(`3/moveVolume?volumeId=${await idOf('Dracula')}&volumePosition=0`)).status, 404);
});

test('removeVolume takes it out and closes the gap; not on the shelf is 404', async () => {
  assert.equal((await post(`3/removeVolume?volumeId=${await idOf('Middlemarch')}`)).status, 204);
  assert.deepEqual(await stored(3), { titles: ['The Odyssey', 'Walden', 'Emma'], positions: dense(3) });
  const before = await snapshot();
  const res = await post(`3/removeVolume?volumeId=${await idOf('Middlemarch')}`);
  assert.equal(res.status, 404);
  assert.equal(await snapshot(), before);
  // Still on Favorites: removal is per shelf.
  assert.ok((await stored(0)).titles.includes('Middlemarch'));
});

test('unknown volume is 404 on add, remove and move; missing volumeId is 400', async () => {
  const before = await snapshot();
  for (const method of ['addVolume', 'removeVolume']) {
    assert.deepEqual(await errorOf(await post(`3/${method}?volumeId=AAAAAAAAAAAA`)), {
      status: 404,
      reason: 'notFound',
      code: 404,
    });
    assert.deepEqual(await errorOf(await post(`3/${method}`)), {
      status: 400,
      reason: 'required',
      code: 400,
    });
    assert.equal((await post(`3/${method}?volumeId=no%20way`)).status, 400);
  }
  assert.equal((await post('3/moveVolume?volumeId=AAAAAAAAAAAA&volumePosition=0')).status, 404);
  assert.equal((await post(`3/addVolume?volumeId=${await idOf('Emma')}&reason=BECAUSE`)).status, 400);
  assert.equal(await snapshot(), before);
});

test('unknown shelf is 404 on every change', async () => {
  const before = await snapshot();
  const emma = await idOf('Emma');
  for (const path of [
    `1002/addVolume?volumeId=${emma}`,
    `1002/removeVolume?volumeId=${emma}`,
    `1002/moveVolume?volumeId=${emma}&volumePosition=0`,
    '1002/clearVolumes',
  ]) {
    assert.deepEqual(await errorOf(await post(path)), { status: 404, reason: 'notFound', code: 404 }, path);
  }
  assert.equal(await snapshot(), before);
});

test('read-only shelves (Purchased, Reviewed, Recently viewed, My eBooks) answer 403 and do not change', async () => {
  const before = await snapshot();
  const emma = await idOf('Emma');
  const kim = await idOf('Kim');
  for (const shelf of [1, 5, 6, 7]) {
    for (const path of [
      `${shelf}/addVolume?volumeId=${emma}`,
      `${shelf}/removeVolume?volumeId=${kim}`,
      `${shelf}/moveVolume?volumeId=${kim}&volumePosition=0`,
      `${shelf}/clearVolumes`,
    ]) {
      const res = await post(path);
      assert.deepEqual(await errorOf(res), { status: 403, reason: 'forbidden', code: 403 }, path);
    }
  }
  assert.equal(await snapshot(), before);
});

test('changes need the books scope and a token', async () => {
  const before = await snapshot();
  assert.equal((await post(`3/addVolume?volumeId=${await idOf('Kim')}`, TOKENS.aliceNoBooks)).status, 403);
  assert.equal((await h.request(`/mylibrary/bookshelves/3/clearVolumes`, { method: 'POST' })).status, 401);
  assert.equal(await snapshot(), before);
});

test("changes act on the caller's own library only", async () => {
  const before = await stored(1001);
  assert.equal((await post('1001/clearVolumes', TOKENS.bob)).status, 404);
  assert.equal((await post(`0/addVolume?volumeId=${await idOf('Kim')}`, TOKENS.bob)).status, 204);
  assert.deepEqual(await stored(1001), before);
  assert.ok(!(await stored(0)).titles.includes('Kim'));
});

test('clearVolumes empties a shelf, custom ones included; clearing an empty shelf is fine', async () => {
  assert.equal((await post('1001/clearVolumes')).status, 204);
  assert.deepEqual(await stored(1001), { titles: [], positions: [] });
  assert.equal((await post('1001/clearVolumes')).status, 204);
  const shelf = await json<Bookshelf>(await h.request('/mylibrary/bookshelves/1001', { token }));
  assert.equal(shelf.volumeCount, 0);
  assert.equal((await post(`1001/addVolume?volumeId=${await idOf('Typhoon')}`)).status, 204);
  assert.deepEqual(await stored(1001), { titles: ['Typhoon'], positions: [0] });
});

// The failure is injected with a SQLite trigger; a rollback on either store is covered by test/provider/store/sql-access.test.ts.
const onSqlite = { skip: h.sql.dialect !== 'sqlite' };

test('a change that fails half-way leaves the shelf as it was (one transaction)', onSqlite, async () => {
  const before = await snapshot();
  // A trigger makes the last write of a move fail, after the first rows were already rewritten.
  h.db.exec(
    `CREATE TEMP TRIGGER fail_move BEFORE UPDATE ON books_shelves BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
  );
  try {
    const sixth = h.db
      .prepare(
        'SELECT volume_id FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = 4 AND position = 5',
      )
      .pluck()
      .get(ALICE) as string;
    const res = await post(`4/moveVolume?volumeId=${sixth}&volumePosition=0`);
    assert.equal(res.status, 500);
    const body = await json<{ error: { message: string } }>(res);
    assert.equal(body.error.message, 'Internal error');
  } finally {
    h.db.exec('DROP TRIGGER fail_move');
  }
  assert.equal(await snapshot(), before);
  assert.deepEqual((await stored(4)).positions, dense((await stored(4)).titles.length));
});

test('a shelf of 240 keeps dense positions through many moves', async () => {
  const ids = await h.sql
    .prepare('SELECT volume_id FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = 4 ORDER BY position')
    .column<string>(ALICE);
  const moves: [number, number][] = [
    [0, 239],
    [239, 0],
    [120, 7],
    [5, 200],
  ];
  const expected = [...ids];
  for (const [from, to] of moves) {
    const [id] = expected.splice(from, 1);
    expected.splice(to, 0, id!);
    assert.equal((await post(`4/moveVolume?volumeId=${id}&volumePosition=${to}`)).status, 204);
  }
  const after = await stored(4);
  assert.deepEqual(after.positions, dense(240));
  assert.deepEqual(after.titles, await Promise.all(expected.map(titleOf)));
});
