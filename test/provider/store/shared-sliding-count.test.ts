/**
 * The sliding-window count behind the device-code quota per address (docs/provider.md#limits) on the store
 * under test: `SlidingCount` in memory beside SQLite, the shared table on PostgreSQL. Time is the test's clock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openShared, overlapping, postgresOnly } from './shared-fixture.ts';

const WINDOW = 60_000;

test('events count within the window and leave it once windowMs old', async () => {
  const shared = await openShared();
  const quota = shared.state.slidingCount('test-window', WINDOW, 100);
  const t0 = shared.clock.now();
  assert.equal(await quota.count('a', t0), 0);
  await quota.record('a', t0);
  await quota.record('a', t0 + 1_000);
  await quota.record('b', t0 + 1_000);
  assert.equal(await quota.count('a', t0 + 1_000), 2);
  assert.equal(await quota.count('a', t0 + WINDOW - 1), 2);
  assert.equal(await quota.count('a', t0 + WINDOW), 1, 'the first event left at exactly windowMs');
  assert.equal(await quota.count('a', t0 + WINDOW + 1_000), 0);
  assert.equal(await quota.count('b', t0 + WINDOW), 1, 'another key keeps its own');
  await quota.record('a', t0 + 2 * WINDOW);
  assert.equal(await quota.count('a', t0 + 2 * WINDOW), 1, 'a record after the window starts again');
  await shared.close();
});

test('take notes an event only below the limit, and again once the window has moved on', async () => {
  const shared = await openShared();
  const quota = shared.state.slidingCount('test-take', WINDOW, 100);
  const t0 = shared.clock.now();
  assert.equal(await quota.take('a', t0, 2), true);
  assert.equal(await quota.take('a', t0 + 10, 2), true);
  assert.equal(await quota.take('a', t0 + 20, 2), false);
  assert.equal(await quota.count('a', t0 + 20), 2, 'a refused take notes nothing');
  assert.equal(await quota.take('a', t0 + WINDOW, 2), true, 'the first left the window');
  assert.equal(await quota.take('a', t0 + WINDOW + 5, 2), false);
  assert.equal(await quota.take('b', t0, 0), false, 'a limit of 0 takes nothing');
  assert.equal(await quota.count('b', t0), 0);
  await shared.close();
});

test('past maxKeys the key used least recently goes (in memory at once, in PostgreSQL at a prune)', async () => {
  const shared = await openShared();
  const quota = shared.state.slidingCount('test-keys', WINDOW, 2);
  const t0 = shared.clock.now();
  await quota.record('a', t0);
  await quota.record('b', t0 + 1);
  await quota.record('c', t0 + 2);
  await shared.state.prune(t0 + 3);
  assert.equal(await quota.count('a', t0 + 3), 0);
  assert.equal(await quota.count('b', t0 + 3), 1);
  assert.equal(await quota.count('c', t0 + 3), 1);
  await shared.close();
});

test('on PostgreSQL, prune deletes the keys whose events all left the window', postgresOnly, async () => {
  const shared = await openShared();
  const quota = shared.state.slidingCount('test-expiry', WINDOW, 100);
  const t0 = shared.clock.now();
  await quota.record('old', t0);
  await quota.record('new', t0 + 1_000);
  assert.equal(await shared.state.prune(t0 + WINDOW - 1), 0);
  assert.equal(await shared.state.prune(t0 + WINDOW), 1);
  assert.equal(await quota.count('new', t0 + WINDOW), 1);
  await shared.close();
});

test(
  'replicas count together, and two takes of the last event at once give it to one',
  postgresOnly,
  async () => {
    const shared = await openShared();
    const other = await shared.replica();
    const here = shared.state.slidingCount('test-replicas', WINDOW, 100);
    const there = other.state.slidingCount('test-replicas', WINDOW, 100);
    const t0 = shared.clock.now();
    await here.record('addr', t0);
    assert.equal(await there.count('addr', t0 + 1), 1);
    assert.equal(await there.take('addr', t0 + 2, 2), true);
    assert.equal(await here.take('addr', t0 + 3, 2), false);
    for (let i = 0; i < 20; i++) {
      const key = `race-${i}`;
      const taken = await Promise.all([here.take(key, t0, 1), there.take(key, t0, 1)]);
      assert.deepEqual(taken.sort(), [false, true], key);
    }
    const [first, second] = await overlapping(
      other.sql,
      () => there.take('held', t0, 1),
      () => here.take('held', t0 + 1, 1),
    );
    assert.deepEqual([first, second], [true, false], 'the waiting take saw the committed one');
    await shared.close();
  },
);
