/**
 * The guessing limits' counters (docs/provider.md#limits) on the store under test: `MemoryCounters` beside
 * SQLite, the shared table on PostgreSQL. Both keep the same bounds: events older than `keepMs` dropped on a
 * record, the newest `maxPerKey` per key, `maxKeys` keys (in memory at once, in PostgreSQL at a prune).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openShared, postgresOnly } from './shared-fixture.ts';

const bounds = { keepMs: 60_000, maxKeys: 3, maxPerKey: 4 };

test('events are read back oldest first, later than the time asked; forget drops a key', async () => {
  const shared = await openShared();
  const counters = shared.state.attemptCounters('test-wrong', bounds);
  const t0 = shared.clock.now();
  await counters.record('a', t0);
  await counters.record('a', t0 + 10);
  await counters.record('b', t0 + 5);
  await counters.record('a', t0 + 20);
  assert.deepEqual(await counters.since('a', t0 - 1), [t0, t0 + 10, t0 + 20]);
  assert.deepEqual(await counters.since('a', t0), [t0 + 10, t0 + 20]);
  assert.deepEqual(await counters.since('b', t0 - 1), [t0 + 5]);
  assert.deepEqual(await counters.since('nobody', 0), []);
  await counters.forget('a');
  assert.deepEqual(await counters.since('a', 0), []);
  assert.deepEqual(await counters.since('b', 0), [t0 + 5], 'another key is left alone');
  await shared.close();
});

test('a record drops the key’s events older than keepMs and keeps its newest maxPerKey', async () => {
  const shared = await openShared();
  const counters = shared.state.attemptCounters('test-bounds', bounds);
  const t0 = shared.clock.now();
  for (let i = 0; i < 6; i++) await counters.record('a', t0 + i);
  assert.deepEqual(await counters.since('a', 0), [t0 + 2, t0 + 3, t0 + 4, t0 + 5]);
  await counters.record('a', t0 + 5 + bounds.keepMs);
  assert.deepEqual(await counters.since('a', 0), [t0 + 5 + bounds.keepMs]);
  await shared.close();
});

test('two counters with different names never see each other’s events; a name is used once', async () => {
  const shared = await openShared();
  const sessions = shared.state.attemptCounters('test-sessions', bounds);
  const accounts = shared.state.attemptCounters('test-accounts', bounds);
  const t0 = shared.clock.now();
  await sessions.record('k', t0);
  assert.deepEqual(await accounts.since('k', 0), []);
  assert.throws(() => shared.state.attemptCounters('test-sessions', bounds), /already in use/);
  assert.throws(() => shared.state.attemptCounters('Bad Name', bounds), /counter name/);
  await shared.close();
});

test('past maxKeys the least recently recorded key goes (in memory at once, in PostgreSQL at a prune)', async () => {
  const shared = await openShared();
  const counters = shared.state.attemptCounters('test-keys', bounds);
  const t0 = shared.clock.now();
  for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) await counters.record(key, t0 + i);
  await counters.record('a', t0 + 4);
  await shared.state.prune(t0 + 10);
  assert.deepEqual(await counters.since('b', 0), [], 'the least recently recorded went');
  // In memory `a` went when `d` came and came back new; in PostgreSQL it stayed, the most recent at the prune.
  assert.equal((await counters.since('a', 0)).at(-1), t0 + 4);
  assert.deepEqual(await counters.since('c', 0), [t0 + 2]);
  assert.deepEqual(await counters.since('d', 0), [t0 + 3]);
  await shared.close();
});

test('on PostgreSQL, prune deletes the keys whose events all left keepMs', postgresOnly, async () => {
  const shared = await openShared();
  const counters = shared.state.attemptCounters('test-expiry', { ...bounds, maxKeys: 100 });
  const t0 = shared.clock.now();
  await counters.record('old', t0);
  await counters.record('new', t0 + 1_000);
  assert.equal(await shared.state.prune(t0 + bounds.keepMs - 1), 0);
  assert.equal(await shared.state.prune(t0 + bounds.keepMs), 1);
  assert.deepEqual(await counters.since('old', 0), []);
  assert.deepEqual(await counters.since('new', 0), [t0 + 1_000]);
  await shared.close();
});

test('replicas record into one count; the cap holds when they record at once', postgresOnly, async () => {
  const shared = await openShared();
  const other = await shared.replica();
  const here = shared.state.attemptCounters('test-replicas', { ...bounds, maxPerKey: 50 });
  const there = other.state.attemptCounters('test-replicas', { ...bounds, maxPerKey: 50 });
  const t0 = shared.clock.now();
  const times = Array.from({ length: 20 }, (_, i) => t0 + i);
  await Promise.all(times.map((at, i) => (i % 2 === 0 ? here : there).record('addr', at)));
  assert.deepEqual(await there.since('addr', 0), times, 'no record lost to another');
  const cappedHere = shared.state.attemptCounters('test-capped', bounds);
  const cappedThere = other.state.attemptCounters('test-capped', bounds);
  await Promise.all(times.map((at, i) => (i % 2 === 0 ? cappedHere : cappedThere).record('addr', at)));
  assert.deepEqual(await cappedHere.since('addr', 0), times.slice(-bounds.maxPerKey));
  await cappedThere.forget('addr');
  assert.deepEqual(await cappedHere.since('addr', 0), [], 'a forget on one replica is seen by the other');
  await shared.close();
});
