/**
 * Polling without durable writes (docs/provider.md#what-a-power-loss-may-lose): a poll that leaves the
 * code pending changes no row, slow_down still fires, and the in-memory poll tracker stays bounded without
 * forgetting a time that can still turn a poll into slow_down.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../../src/provider/clock.ts';
import { MemoryPollTracker } from '../../../src/provider/store/poll-tracker.ts';
import { Harness } from './harness.ts';
import { grantState, oauthRows, rowOf } from './rows.ts';

const grantRow = (h: Harness, userCode: string): Promise<unknown> =>
  rowOf(h, 'SELECT * FROM oauth_device_grants WHERE user_code = ?', userCode);

test('a pending poll and a slow_down write nothing durable: no row changes, the grant row is as issued', async () => {
  const h = await Harness.start({ pollInterval: 5 });
  try {
    const code = await h.requestCode();
    const row = await grantRow(h, code.user_code);
    const before = await oauthRows(h);
    assert.equal((await h.poll(code.device_code)).status, 428);
    h.wait(1);
    assert.equal((await h.poll(code.device_code)).status, 403);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 428);
    assert.equal(await oauthRows(h), before);
    assert.deepEqual(await grantRow(h, code.user_code), row);
  } finally {
    await h.close();
  }
});

test('slow_down still fires for a poll sooner than the interval, and every poll counts as the previous one', async () => {
  const h = await Harness.start({ pollInterval: 5 });
  try {
    const code = await h.requestCode();
    assert.equal((await h.poll(code.device_code)).status, 428);
    h.wait(4);
    const fast = await h.poll(code.device_code);
    assert.equal(fast.status, 403);
    assert.deepEqual(fast.body, { error: 'slow_down', error_description: 'Forbidden' });
    assert.equal(fast.headers.get('Cache-Control'), 'no-store');
    assert.equal(fast.headers.get('Pragma'), 'no-cache');
    // 4 s after the slow_down (8 s after the first poll) is still too soon after the previous poll.
    h.wait(4);
    assert.equal((await h.poll(code.device_code)).status, 403);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 428);
  } finally {
    await h.close();
  }
});

test('changes of state are durable: the claim is written with the tokens it issues', async () => {
  const h = await Harness.start({ pollInterval: 5 });
  try {
    const code = await h.requestCode();
    assert.equal((await h.poll(code.device_code)).status, 428);
    await h.browser().approve(code.user_code);
    const before = await oauthRows(h);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 200);
    assert.notEqual(await oauthRows(h), before);
    assert.equal((await grantState(h, code.user_code)).kind, 'claimed');
    // A later poll of the claimed code answers invalid_grant and writes nothing.
    const claimed = await oauthRows(h);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 400);
    assert.equal(await oauthRows(h), claimed);
  } finally {
    await h.close();
  }
});

test('an expired code is saved as expired once; its later polls write nothing', async () => {
  const h = await Harness.start({ pollInterval: 5, codeTtl: 60 });
  try {
    const code = await h.requestCode();
    h.wait(60);
    const before = await oauthRows(h);
    assert.equal((await h.poll(code.device_code)).status, 400);
    const saved = await oauthRows(h);
    assert.notEqual(saved, before);
    assert.equal((await grantState(h, code.user_code)).kind, 'expired');
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 400);
    assert.equal(await oauthRows(h), saved);
  } finally {
    await h.close();
  }
});

/** Whether the tracker still holds `id`: a swap returns its time (and is undone by forgetting it again). */
async function held(tracker: MemoryPollTracker, id: number): Promise<number | null> {
  const size = tracker.size;
  const at = await tracker.swap(id, 0, 0);
  if (at === null || tracker.size > size) await tracker.forget(id);
  else await tracker.swap(id, at, 0);
  return at;
}

test('the poll tracker never drops an entry younger than its interval, and shrinks to its cap once they age', async () => {
  const clock = new ManualClock();
  const tracker = new MemoryPollTracker(3, () => clock.now());
  const t0 = clock.now();
  for (let id = 1; id <= 5; id++) assert.equal(await tracker.swap(id, t0, 5000), null);
  // Over the cap, but every entry can still turn a poll into slow_down: all kept.
  assert.equal(tracker.size, 5);

  clock.advance(4999);
  await tracker.swap(6, clock.now(), 5000);
  assert.equal(tracker.size, 6);

  clock.advance(1);
  await tracker.swap(7, clock.now(), 5000);
  // Entries 1-5 are past their interval: the oldest go until the cap holds; 6 and 7 stay.
  assert.equal(tracker.size, 3);
  assert.equal(await tracker.swap(7, clock.now(), 5000), t0 + 5000, 'the swap returns the poll before');
  assert.equal(await tracker.swap(6, t0 + 4999, 5000), t0 + 4999);
  assert.equal(await tracker.swap(5, t0, 5000), t0);
  assert.equal(tracker.size, 3);
  assert.equal(await tracker.swap(4, t0, 5000), null, 'dropped');
});

test('the poll tracker: a new poll makes an entry the youngest; forget drops it', async () => {
  const clock = new ManualClock();
  const tracker = new MemoryPollTracker(2, () => clock.now());
  await tracker.swap(1, clock.now(), 1000);
  await tracker.swap(2, clock.now(), 1000);
  clock.advance(1000);
  assert.equal(await tracker.swap(1, clock.now(), 1000), clock.now() - 1000);
  await tracker.swap(3, clock.now(), 1000);
  // 2 was the oldest and past its interval; 1 polled again and is young.
  assert.equal(tracker.size, 2);
  assert.equal(await held(tracker, 2), null);
  assert.equal(await held(tracker, 1), clock.now());
  await tracker.forget(1);
  assert.equal(await held(tracker, 1), null);
  assert.throws(() => new MemoryPollTracker(0), RangeError);
});
