/**
 * The per-address sketch (store/window-sketch.ts) on the store under test: in memory beside SQLite, the
 * shared table on PostgreSQL. Counts by slice of the window, never below the truth, and not pushed out by a
 * flood of other keys; and `take` on the attempt counters, which notes an event only under its limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onPostgres, openShared, postgresOnly } from './shared-fixture.ts';
import {
  MemorySketch,
  sketchCells,
  sketchRetryAfter,
  sliceOf,
} from '../../../src/provider/store/window-sketch.ts';
import { SKETCH_READ } from '../../../src/provider/store/postgres-sketch.ts';

const bounds = { windowMs: 60 * 60_000, slices: 6, width: 1024, depth: 4 };
const SLICE = bounds.windowMs / bounds.slices;

test('a key is counted per slice until its slice leaves the window; other keys do not add to it', async () => {
  const shared = await openShared();
  const sketch = shared.state.windowSketch('test-sketch', bounds);
  const t0 = Math.floor(shared.clock.now() / SLICE) * SLICE;
  for (let i = 0; i < 3; i++) await sketch.add('a', t0 + i);
  await sketch.add('b', t0);
  await sketch.add('a', t0 + 2 * SLICE);
  assert.deepEqual(await sketch.slices('a', t0 + 2 * SLICE), [
    { count: 3, leavesAt: t0 + bounds.windowMs },
    { count: 1, leavesAt: t0 + 2 * SLICE + bounds.windowMs },
  ]);
  assert.deepEqual(await sketch.slices('nobody', t0), []);
  // At the window's end the first slice stops counting.
  assert.deepEqual(await sketch.slices('a', t0 + bounds.windowMs), [
    { count: 1, leavesAt: t0 + 2 * SLICE + bounds.windowMs },
  ]);
  const slices = await sketch.slices('a', t0 + 2 * SLICE);
  // At 4 or more the first slice's leaving frees a try; at 1 the second's must leave too.
  assert.equal(sketchRetryAfter(slices, 4, t0 + 2 * SLICE), bounds.windowMs - 2 * SLICE);
  assert.equal(sketchRetryAfter(slices, 1, t0 + 2 * SLICE), bounds.windowMs);
  assert.equal(sketchRetryAfter(slices, 5, t0 + 2 * SLICE), undefined);
  // PostgreSQL's rows of past slices go at the sweep (4 cells for each key and slice); memory reuses its arrays.
  assert.equal(await shared.state.prune(t0 + bounds.windowMs + 3 * SLICE), onPostgres ? 12 : 0);
  await shared.close();
});

test('a flood of new keys pushes out no count, and the memory stays what it was', async () => {
  const sketch = new MemorySketch({ windowMs: 60 * 60_000, slices: 6, width: 16_384, depth: 4 });
  const at = Date.UTC(2026, 0, 15, 9);
  for (let i = 0; i < 30; i++) await sketch.add('code:192.0.2.1', at);
  const bytes = sketch.bytes;
  // 100,000 addresses, each tried once: an LRU map of 100,000 keys would have let 192.0.2.1 go.
  for (let i = 0; i < 100_000; i++)
    await sketch.add(`code:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, at + 1);
  const [slice] = await sketch.slices('code:192.0.2.1', at + 2);
  // Never fewer than the truth; more only by the few other keys sharing all four cells (100,000 events
  // over 16,384 cells a row put about 6 in each, and the least of four rows is rarely above 4).
  assert.ok(slice !== undefined && slice.count >= 30 && slice.count <= 36, `counted ${slice?.count}`);
  assert.equal(sketch.bytes, bytes);
  assert.equal(bytes, 6 * 4 * 16_384 * 4);
});

/** Rows a plan's scans looked at: those they gave, and those their filters threw away. */
function rowsLookedAt(plan: Record<string, unknown>): number {
  const own = ['Actual Rows', 'Rows Removed by Filter', 'Rows Removed by Index Recheck'];
  const here = String(plan['Node Type']).includes('Scan')
    ? own.reduce((sum, field) => sum + Number(plan[field] ?? 0), 0)
    : 0;
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return here + children.reduce((sum, child) => sum + rowsLookedAt(child), 0);
}

test(
  'a read looks at no row but the key’s cells in the window, however many addresses are counted',
  postgresOnly,
  async () => {
    const shared = await openShared();
    const sketch = shared.state.windowSketch('test-read', bounds);
    const now = shared.clock.now();
    await sketch.add('code:192.0.2.1', now);
    // 30,000 other cells counted in the window's six slices, as many addresses' tries would leave them.
    const current = sliceOf(now, bounds);
    await shared.sql
      .prepare(
        `INSERT INTO shared_sketch (counter, slice, cell, n)
         SELECT 'test-read', @current::bigint - g % 6, g % 1024, 1 FROM generate_series(1, 30000) AS g
       ON CONFLICT DO NOTHING`,
      )
      .run({ current });
    await shared.sql.prepare('ANALYZE shared_sketch').run();
    const slices = Array.from({ length: bounds.slices + 1 }, (_, i) => current - bounds.slices + 1 + i);
    const [row] = await shared.sql.prepare(`EXPLAIN (ANALYZE, FORMAT JSON) ${SKETCH_READ}`).all<{
      'QUERY PLAN': [{ Plan: Record<string, unknown> }];
    }>({
      counter: 'test-read',
      slices: `{${slices.join(',')}}`,
      cells: `{${sketchCells('code:192.0.2.1', bounds).join(',')}}`,
    });
    const plan = row?.['QUERY PLAN'][0].Plan ?? {};
    assert.ok(rowsLookedAt(plan) <= slices.length * bounds.depth, JSON.stringify(plan));
    await shared.close();
  },
);

test('take notes an event only while fewer than max are in its window, also when asked together', async () => {
  const shared = await openShared();
  const counters = shared.state.attemptCounters('test-take', { keepMs: 60_000, maxKeys: 10, maxPerKey: 5 });
  const t0 = shared.clock.now();
  const taken = await Promise.all(Array.from({ length: 8 }, () => counters.take('k', t0, 3, 60_000)));
  assert.equal(taken.filter(Boolean).length, 3);
  assert.equal((await counters.since('k', 0)).length, 3);
  assert.equal(await counters.take('k', t0 + 60_000, 3, 60_000), true, 'the window moved on');
  assert.equal(await counters.take('other', t0, 1, 1000), true);
  assert.equal(await counters.take('other', t0 + 1, 1, 1000), false);
  await counters.forget('other');
  assert.equal(await counters.take('other', t0 + 2, 1, 1000), true);
  await shared.close();
});
