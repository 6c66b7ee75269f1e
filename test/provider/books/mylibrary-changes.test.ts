import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bookshelf, Volumes } from '../../../src/shared/wire/books.ts';
import { ALICE, booksHarness, errorOf, json, TOKENS } from './harness.ts';

const h = await booksHarness();
const token = TOKENS.alice;
const post = (path: string, as: string = token) =>
  h.request(`/mylibrary/bookshelves/${path}`, { method: 'POST', token: as });
const idOf = (title: string) =>
  h.db.prepare('SELECT id FROM books_volumes WHERE title = ? ORDER BY seq').pluck().get(title) as string;
const titleOf = (id: string) =>
  h.db.prepare('SELECT title FROM books_volumes WHERE id = ?').pluck().get(id) as string;

/** The shelf as stored: titles in position order, and the positions themselves. */
function stored(shelfId: number): { titles: string[]; positions: number[] } {
  const rows = h.db
    .prepare(
      'SELECT volume_id, position FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = ? ORDER BY position',
    )
    .all(ALICE, shelfId) as { volume_id: string; position: number }[];
  return { titles: rows.map((r) => titleOf(r.volume_id)), positions: rows.map((r) => r.position) };
}
const dense = (n: number) => Array.from({ length: n }, (_, i) => i);
const snapshot = () =>
  JSON.stringify(
    h.db.prepare('SELECT * FROM books_shelf_volumes ORDER BY user_id, shelf_id, position').all(),
  ) + JSON.stringify(h.db.prepare('SELECT * FROM books_shelves ORDER BY user_id, shelf_id').all());

const READING_NOW = ['Middlemarch', 'The Odyssey', 'Walden'];

test('addVolume puts the volume last, answers 204, and stamps the shelf', async () => {
  h.clock.advance(60_000);
  const res = await post(`3/addVolume?volumeId=${idOf('Emma')}`);
  assert.equal(res.status, 204);
  assert.equal(await res.text(), '');
  assert.deepEqual(stored(3), { titles: [...READING_NOW, 'Emma'], positions: dense(4) });
  const shelf = await json<Bookshelf>(await h.request('/mylibrary/bookshelves/3', { token }));
  assert.equal(shelf.volumeCount, 4);
  assert.equal(shelf.volumesLastUpdated, new Date(h.clock.now()).toISOString());
  assert.equal(shelf.updated, shelf.volumesLastUpdated);
});

test('addVolume of a volume already there changes nothing', async () => {
  const before = snapshot();
  h.clock.advance(60_000);
  assert.equal((await post(`3/addVolume?volumeId=${idOf('Emma')}&reason=IOS_SEARCH`)).status, 204);
  assert.equal(snapshot(), before);
});

test('moveVolume: to 0, to the end, to the middle, positions stay dense', async () => {
  assert.equal((await post(`3/moveVolume?volumeId=${idOf('Emma')}&volumePosition=0`)).status, 204);
  assert.deepEqual(stored(3), {
    titles: ['Emma', 'Middlemarch', 'The Odyssey', 'Walden'],
    positions: dense(4),
  });
  assert.equal((await post(`3/moveVolume?volumeId=${idOf('Emma')}&volumePosition=3`)).status, 204);
  assert.deepEqual(stored(3), {
    titles: ['Middlemarch', 'The Odyssey', 'Walden', 'Emma'],
    positions: dense(4),
  });
  assert.equal((await post(`3/moveVolume?volumeId=${idOf('Middlemarch')}&volumePosition=1`)).status, 204);
  assert.deepEqual(stored(3), {
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
  const before = snapshot();
  const emma = idOf('Emma');
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
  assert.equal(snapshot(), before);
});

test('moveVolume of a volume not on the shelf is 404', async () => {
  assert.equal((await post(`3/moveVolume?volumeId=${idOf('Dracula')}&volumePosition=0`)).status, 404);
});

test('removeVolume takes it out and closes the gap; not on the shelf is 404', async () => {
  assert.equal((await post(`3/removeVolume?volumeId=${idOf('Middlemarch')}`)).status, 204);
  assert.deepEqual(stored(3), { titles: ['The Odyssey', 'Walden', 'Emma'], positions: dense(3) });
  const before = snapshot();
  const res = await post(`3/removeVolume?volumeId=${idOf('Middlemarch')}`);
  assert.equal(res.status, 404);
  assert.equal(snapshot(), before);
  // Still on Favorites: removal is per shelf.
  assert.ok(stored(0).titles.includes('Middlemarch'));
});

test('unknown volume is 404 on add, remove and move; missing volumeId is 400', async () => {
  const before = snapshot();
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
  assert.equal((await post(`3/addVolume?volumeId=${idOf('Emma')}&reason=BECAUSE`)).status, 400);
  assert.equal(snapshot(), before);
});

test('unknown shelf is 404 on every change', async () => {
  const before = snapshot();
  const emma = idOf('Emma');
  for (const path of [
    `1002/addVolume?volumeId=${emma}`,
    `1002/removeVolume?volumeId=${emma}`,
    `1002/moveVolume?volumeId=${emma}&volumePosition=0`,
    '1002/clearVolumes',
  ]) {
    assert.deepEqual(await errorOf(await post(path)), { status: 404, reason: 'notFound', code: 404 }, path);
  }
  assert.equal(snapshot(), before);
});

test('read-only shelves (Purchased, Reviewed, Recently viewed, My eBooks) answer 403 and do not change', async () => {
  const before = snapshot();
  const emma = idOf('Emma');
  const kim = idOf('Kim');
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
  assert.equal(snapshot(), before);
});

test('changes need the books scope and a token', async () => {
  const before = snapshot();
  assert.equal((await post(`3/addVolume?volumeId=${idOf('Kim')}`, TOKENS.aliceNoBooks)).status, 403);
  assert.equal((await h.request(`/mylibrary/bookshelves/3/clearVolumes`, { method: 'POST' })).status, 401);
  assert.equal(snapshot(), before);
});

test("changes act on the caller's own library only", async () => {
  const before = stored(1001);
  assert.equal((await post('1001/clearVolumes', TOKENS.bob)).status, 404);
  assert.equal((await post(`0/addVolume?volumeId=${idOf('Kim')}`, TOKENS.bob)).status, 204);
  assert.deepEqual(stored(1001), before);
  assert.ok(!stored(0).titles.includes('Kim'));
});

test('clearVolumes empties a shelf, custom ones included; clearing an empty shelf is fine', async () => {
  assert.equal((await post('1001/clearVolumes')).status, 204);
  assert.deepEqual(stored(1001), { titles: [], positions: [] });
  assert.equal((await post('1001/clearVolumes')).status, 204);
  const shelf = await json<Bookshelf>(await h.request('/mylibrary/bookshelves/1001', { token }));
  assert.equal(shelf.volumeCount, 0);
  assert.equal((await post(`1001/addVolume?volumeId=${idOf('Typhoon')}`)).status, 204);
  assert.deepEqual(stored(1001), { titles: ['Typhoon'], positions: [0] });
});

test('a change that fails half-way leaves the shelf as it was (one transaction)', async () => {
  const before = snapshot();
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
  assert.equal(snapshot(), before);
  assert.deepEqual(stored(4).positions, dense(stored(4).titles.length));
});

test('a shelf of 240 keeps dense positions through many moves', async () => {
  const ids = h.db
    .prepare('SELECT volume_id FROM books_shelf_volumes WHERE user_id = ? AND shelf_id = 4 ORDER BY position')
    .pluck()
    .all(ALICE) as string[];
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
  const after = stored(4);
  assert.deepEqual(after.positions, dense(240));
  assert.deepEqual(after.titles, expected.map(titleOf));
});
