/**
 * The poll tracker behind slow_down (docs/provider.md#polling) on the store under test: in memory beside
 * SQLite, shared by replicas in PostgreSQL (docs/provider.md#shared-state-across-replicas).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PostgresPollTracker } from '../../../src/provider/store/shared-poll-tracker.ts';
import { openShared, overlapping, postgresOnly } from './shared-fixture.ts';

const INTERVAL = 5_000;

test('a swap returns the poll before it; the first of a grant, and the first after forget, return null', async () => {
  const shared = await openShared();
  const { state, clock } = shared;
  const tracker = state.pollTracker;
  const t0 = clock.now();
  assert.equal(await tracker.swap(1, t0, INTERVAL), null);
  assert.equal(await tracker.swap(2, t0 + 7, INTERVAL), null);
  assert.equal(await tracker.swap(1, t0 + 1_000, INTERVAL), t0);
  assert.equal(await tracker.swap(1, t0 + 9_000, INTERVAL), t0 + 1_000);
  assert.equal(await tracker.swap(2, t0 + 9_000, INTERVAL), t0 + 7);
  await tracker.forget(1);
  assert.equal(await tracker.swap(1, t0 + 10_000, INTERVAL), null);
  assert.equal(await tracker.swap(2, t0 + 10_000, INTERVAL), t0 + 9_000);
  await shared.close();
});

test('a poll sent again with its request id is judged as the first was, and changes nothing', async () => {
  const shared = await openShared();
  const tracker = shared.state.pollTracker;
  const t0 = shared.clock.now();
  assert.equal(await tracker.swap(1, t0, INTERVAL, 'id-a'), null);
  assert.equal(await tracker.swap(1, t0 + 5_000, INTERVAL, 'id-b'), t0);
  // 'id-b' again, 200 ms later: the time before 'id-b' comes back, not 'id-b''s own time.
  assert.equal(await tracker.swap(1, t0 + 5_200, INTERVAL, 'id-b'), t0);
  assert.equal(await tracker.swap(1, t0 + 5_400, INTERVAL, 'id-b'), t0);
  // The next request is timed from 'id-b''s first arrival.
  assert.equal(await tracker.swap(1, t0 + 10_000, INTERVAL, 'id-c'), t0 + 5_000);
  // No id matches nothing, not even another poll without one.
  assert.equal(await tracker.swap(2, t0, INTERVAL), null);
  assert.equal(await tracker.swap(2, t0 + 100, INTERVAL), t0);
  assert.equal(await tracker.swap(2, t0 + 200, INTERVAL, 'id-d'), t0 + 100);
  await shared.close();
});

test('a replay reaching another replica is judged as the first was there', postgresOnly, async () => {
  const shared = await openShared();
  const other = await shared.replica();
  const t0 = shared.clock.now();
  assert.equal(await shared.state.pollTracker.swap(3, t0, INTERVAL, 'id-a'), null);
  assert.equal(await shared.state.pollTracker.swap(3, t0 + 5_000, INTERVAL, 'id-b'), t0);
  assert.equal(await other.state.pollTracker.swap(3, t0 + 5_300, INTERVAL, 'id-b'), t0);
  assert.equal(await other.state.pollTracker.swap(3, t0 + 5_600, INTERVAL, 'id-c'), t0 + 5_000);
  await shared.close();
});

test('two swaps of one grant at once: one gets null, the other the first one’s time', async () => {
  const shared = await openShared();
  const { state, clock } = shared;
  const t0 = clock.now();
  for (let grant = 1; grant <= 20; grant++) {
    const answers = await Promise.all([
      state.pollTracker.swap(grant, t0 + 1, INTERVAL),
      state.pollTracker.swap(grant, t0 + 2, INTERVAL),
    ]);
    assert.equal(
      answers.filter((answer) => answer === null).length,
      1,
      `grant ${grant}: ${JSON.stringify(answers)}`,
    );
    assert.ok(
      answers.includes(t0 + 1) || answers.includes(t0 + 2),
      `grant ${grant}: ${JSON.stringify(answers)}`,
    );
  }
  await shared.close();
});

test('a second replica’s too-fast poll gets the first replica’s time', postgresOnly, async () => {
  const shared = await openShared();
  const other = await shared.replica();
  const t0 = shared.clock.now();
  assert.equal(await shared.state.pollTracker.swap(7, t0, INTERVAL), null);
  assert.equal(await other.state.pollTracker.swap(7, t0 + 300, INTERVAL), t0);
  assert.equal(await shared.state.pollTracker.swap(7, t0 + 600, INTERVAL), t0 + 300);
  await other.state.pollTracker.forget(7);
  assert.equal(await shared.state.pollTracker.swap(7, t0 + 900, INTERVAL), null);
  await shared.close();
});

test('replicas swapping one grant at once never both get null', postgresOnly, async () => {
  const shared = await openShared();
  const other = await shared.replica();
  const t0 = shared.clock.now();
  for (let grant = 1; grant <= 30; grant++) {
    const answers = await Promise.all([
      shared.state.pollTracker.swap(grant, t0 + 1, INTERVAL),
      other.state.pollTracker.swap(grant, t0 + 2, INTERVAL),
    ]);
    assert.equal(
      answers.filter((answer) => answer === null).length,
      1,
      `grant ${grant}: ${JSON.stringify(answers)}`,
    );
  }
  await shared.close();
});

test(
  'a swap waiting on another replica’s uncommitted swap returns that swap’s time',
  postgresOnly,
  async () => {
    const shared = await openShared();
    const other = await shared.replica();
    const t0 = shared.clock.now();
    const [first, second] = await overlapping(
      other.sql,
      () => other.state.pollTracker.swap(3, t0, INTERVAL),
      () => shared.state.pollTracker.swap(3, t0 + 100, INTERVAL),
    );
    assert.deepEqual([first, second], [null, t0]);
    await shared.close();
  },
);

test(
  'on PostgreSQL, prune deletes the rows whose interval has passed and keeps the others',
  postgresOnly,
  async () => {
    const shared = await openShared();
    const tracker = new PostgresPollTracker(shared.sql);
    const t0 = shared.clock.now();
    await tracker.swap(1, t0, INTERVAL);
    await tracker.swap(2, t0 + 2_000, INTERVAL);
    assert.equal(await tracker.prune(t0 + INTERVAL - 1), 0);
    assert.equal(await tracker.prune(t0 + INTERVAL), 1);
    assert.equal(await shared.state.prune(t0 + INTERVAL + 1), 0, 'the factory prunes the same table');
    assert.equal(await tracker.swap(1, t0 + 6_000, INTERVAL), null, 'pruned');
    assert.equal(await tracker.swap(2, t0 + 6_000, INTERVAL), t0 + 2_000, 'kept');
    assert.equal(await shared.state.prune(t0 + 2_000 + 6_000 + INTERVAL), 2);
    await shared.close();
  },
);
