/**
 * Polling without durable writes (docs/provider.md#what-a-power-loss-may-lose): a poll that leaves the
 * code pending changes no row, slow_down still fires, and the in-memory poll tracker stays bounded without
 * forgetting a time that can still turn a poll into slow_down.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../../src/provider/clock.ts';
import { MemoryPollTracker } from '../../../src/provider/oauth/poll-tracker.ts';
import { Harness } from './harness.ts';

/** Rows changed through the provider's connection since it opened (SQLite's total_changes()). */
function changes(h: Harness): number {
  return (h.provider.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
}

const grantRow = (h: Harness, userCode: string): unknown =>
  h.provider.db.prepare('SELECT * FROM oauth_device_grants WHERE user_code = ?').get(userCode);

test('a pending poll and a slow_down write nothing durable: no row changes, the grant row is as issued', async () => {
  const h = await Harness.start({ pollInterval: 5 });
  try {
    const code = await h.requestCode();
    const row = grantRow(h, code.user_code);
    const before = changes(h);
    assert.equal((await h.poll(code.device_code)).status, 428);
    h.wait(1);
    assert.equal((await h.poll(code.device_code)).status, 403);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 428);
    assert.equal(changes(h), before);
    assert.deepEqual(grantRow(h, code.user_code), row);
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
    const before = changes(h);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 200);
    assert.ok(changes(h) > before);
    const row = grantRow(h, code.user_code) as { state: string };
    assert.equal((JSON.parse(row.state) as { kind: string }).kind, 'claimed');
    // A later poll of the claimed code answers invalid_grant and writes nothing.
    const claimed = changes(h);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 400);
    assert.equal(changes(h), claimed);
  } finally {
    await h.close();
  }
});

test('an expired code is saved as expired once; its later polls write nothing', async () => {
  const h = await Harness.start({ pollInterval: 5, codeTtl: 60 });
  try {
    const code = await h.requestCode();
    h.wait(60);
    const before = changes(h);
    assert.equal((await h.poll(code.device_code)).status, 400);
    assert.equal(changes(h), before + 1);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 400);
    assert.equal(changes(h), before + 1);
  } finally {
    await h.close();
  }
});

test('the poll tracker never drops an entry younger than its interval, and shrinks to its cap once they age', () => {
  const clock = new ManualClock();
  const tracker = new MemoryPollTracker(3, () => clock.now());
  const t0 = clock.now();
  for (let id = 1; id <= 5; id++) tracker.record(id, t0, 5000);
  // Over the cap, but every entry can still turn a poll into slow_down: all kept.
  assert.equal(tracker.size, 5);
  for (let id = 1; id <= 5; id++) assert.equal(tracker.lastPoll(id), t0);

  clock.advance(4999);
  tracker.record(6, clock.now(), 5000);
  assert.equal(tracker.size, 6);
  assert.equal(tracker.lastPoll(1), t0);

  clock.advance(1);
  tracker.record(7, clock.now(), 5000);
  // Entries 1-5 are past their interval: the oldest go until the cap holds; 6 and 7 stay.
  assert.equal(tracker.size, 3);
  assert.equal(tracker.lastPoll(1), null);
  assert.equal(tracker.lastPoll(4), null);
  assert.equal(tracker.lastPoll(5), t0);
  assert.equal(tracker.lastPoll(6), t0 + 4999);
  assert.equal(tracker.lastPoll(7), t0 + 5000);
});

test('the poll tracker: a new poll makes an entry the youngest; forget drops it', () => {
  const clock = new ManualClock();
  const tracker = new MemoryPollTracker(2, () => clock.now());
  tracker.record(1, clock.now(), 1000);
  tracker.record(2, clock.now(), 1000);
  clock.advance(1000);
  tracker.record(1, clock.now(), 1000);
  tracker.record(3, clock.now(), 1000);
  // 2 was the oldest and past its interval; 1 polled again and is young.
  assert.equal(tracker.lastPoll(2), null);
  assert.equal(tracker.lastPoll(1), clock.now());
  tracker.forget(1);
  assert.equal(tracker.lastPoll(1), null);
  assert.throws(() => new MemoryPollTracker(0), RangeError);
});
