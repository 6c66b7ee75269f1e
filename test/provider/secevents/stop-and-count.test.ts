/**
 * Push delivery as an operator sees it (docs/operating.md): each push counted by result in `/metrics`, and a
 * stop whose grace runs out while a receiver keeps a push waiting hands that push back, due at once and its
 * try not counted, for another replica or the next start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SetHarness, startPushReceiver, PUSH_METHOD } from './harness.ts';
import { MAX_PUSH_TRIES, retryDelay } from '../../../src/provider/secevents/services/transmitter.ts';

async function pushCounts(t: SetHarness): Promise<Record<string, number>> {
  const { text } = (await t.provider.ops.metrics?.exposition()) ?? { text: '' };
  const counts: Record<string, number> = {};
  for (const [, result, n] of text.matchAll(/^security_event_pushes_total\{result="(\w+)"\} (\d+)$/gm)) {
    counts[result ?? ''] = Number(n);
  }
  return counts;
}

test('pushes are counted: taken, retried while tries are left, failed when none is', async () => {
  const accepting = await startPushReceiver([202]);
  const refusing = await startPushReceiver([500]);
  const t = await SetHarness.start({ webhookHosts: [accepting.origin, refusing.origin] });
  try {
    await t.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: accepting.url });
    await t.stream('demo-internal', { method: PUSH_METHOD, endpoint_url: refusing.url });
    const alice = t.accountId();
    await t.raise({ kind: 'token-revoked', accountId: alice, clientId: 'demo-tv', devices: 1, at: t.now() });
    await t.raise({
      kind: 'token-revoked',
      accountId: alice,
      clientId: 'demo-internal',
      devices: 1,
      at: t.now(),
    });
    for (let tries = 1; tries < MAX_PUSH_TRIES; tries++) await t.later(retryDelay(tries));
    assert.equal(refusing.posts.length, MAX_PUSH_TRIES);
    assert.deepEqual(await pushCounts(t), { pushed: 1, retried: MAX_PUSH_TRIES - 1, failed: 1 });
  } finally {
    await t.close();
    await accepting.close();
    await refusing.close();
  }
});

test('a stop whose grace runs out hands the push in flight back, due now, its try not counted', async () => {
  let arrived: () => void = () => undefined;
  const posted = new Promise<void>((resolve) => (arrived = resolve));
  // A receiver that takes the post and never answers.
  const silent = createServer(() => {
    arrived();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const t = await SetHarness.start({ webhookHosts: [origin] });
  try {
    await t.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: `${origin}/events` });
    t.provider.securityEvents.raise({
      kind: 'token-revoked',
      accountId: t.accountId(),
      clientId: 'demo-tv',
      devices: 1,
      at: t.now(),
    });
    await posted;
    await t.provider.transmitter.stop(20);
    const rows = await t.provider.sql
      .prepare('SELECT attempts, next_attempt_at, state FROM secevent_outbox')
      .all<{ attempts: number; next_attempt_at: number; state: string }>();
    assert.deepEqual(rows, [{ attempts: 0, next_attempt_at: t.now(), state: 'pending' }]);
    assert.deepEqual(await pushCounts(t), {}, 'a push handed back is no result');
  } finally {
    await t.close();
    silent.closeAllConnections();
    silent.close();
  }
});
