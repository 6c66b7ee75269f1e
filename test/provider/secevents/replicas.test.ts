/**
 * Two providers on one store, as replicas behind one origin (docs/scale.md): every SET in the shared outbox
 * is pushed by one of them only, even when both run their retries at the same moment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, startPushReceiver, PUSH_METHOD, STATUS } from './harness.ts';
import { FIRST_RETRY_MS } from '../../../src/provider/secevents/services/transmitter.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { SharedStore } from '../shared-store.ts';

/** More than one push run takes at once, so that each replica works through several. */
const EVENTS = 45;

/** The jti of a pushed SET, read without verifying (push.test.ts verifies). */
const jtiOf = (jwt: string): string =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { jti: string }).jti;

test('two transmitters on one store push each due SET once', async () => {
  const store = await SharedStore.open();
  const clock = new ManualClock();
  // Every first try is refused, so that all of them are due again together.
  const receiver = await startPushReceiver([...Array<number>(EVENTS).fill(500), 202]);
  const settings = { publicUrl: 'http://provider.test', webhookHosts: [receiver.origin] };
  const a = await SetHarness.start(settings, { store, clock });
  const b = await SetHarness.start(settings, { store, clock });
  try {
    const credential = await a.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: receiver.url });
    const alice = a.accountId();
    for (let i = 0; i < EVENTS; i++) {
      await a.raise({
        kind: 'token-revoked',
        accountId: alice,
        clientId: 'demo-tv',
        devices: 1,
        at: a.now(),
      });
    }
    assert.equal(receiver.posts.length, EVENTS);

    clock.advance(FIRST_RETRY_MS);
    await Promise.all([a.provider.transmitter.deliverDue(), b.provider.transmitter.deliverDue()]);

    const posts = new Map<string, number>();
    for (const post of receiver.posts) posts.set(jtiOf(post.body), (posts.get(jtiOf(post.body)) ?? 0) + 1);
    assert.equal(posts.size, EVENTS);
    assert.deepEqual(
      [...posts.values()].filter((n) => n !== 2),
      [],
      'each SET: one refused try, one delivery',
    );
    const status = await b.call('GET', STATUS, { auth: `Bearer ${credential}` });
    assert.equal((status.body as { pending: number }).pending, 0);
  } finally {
    await a.close();
    await b.close();
    await receiver.close();
    await store.close();
  }
});
