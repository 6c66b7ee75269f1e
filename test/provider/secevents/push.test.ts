/**
 * Push delivery (RFC 8935; docs/identity.md#delivery): a loopback receiver listed in PROVIDER_WEBHOOK_HOSTS
 * refuses twice and accepts the third post, the retries following the provider's clock; a receiver that
 * never accepts is given up on and the stream's status says so; an outbox row survives a restart.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, startPushReceiver, PUSH_METHOD, STATUS, STREAM } from './harness.ts';
import { pushEndpoint, SetReceiver, verifySet } from '../../../src/set-receiver/index.ts';
import {
  FIRST_RETRY_MS,
  MAX_PUSH_TRIES,
  retryDelay,
} from '../../../src/provider/secevents/services/transmitter.ts';
import { EVENT_TYPES } from '../../../src/provider/secevents/services/set-claims.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { SharedStore } from '../shared-store.ts';

describe('push delivery', () => {
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let t: SetHarness;
  let credential: string;
  let alice: string;

  before(async () => {
    receiver = await startPushReceiver([500, 503, 202]);
    t = await SetHarness.start({ webhookHosts: [receiver.origin] });
    alice = t.accountId();
    credential = await t.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: receiver.url });
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const status = async () =>
    (await t.call('GET', STATUS, { auth: `Bearer ${credential}` })).body as Record<string, unknown>;

  test('refused twice, then 202: three posts of one SET, retried on the clock with back-off', async () => {
    await t.raise({ kind: 'token-revoked', accountId: alice, clientId: 'demo-tv', devices: 1, at: t.now() });
    assert.equal(receiver.posts.length, 1);
    assert.deepEqual(await status(), {
      stream_id: 'demo-tv',
      status: 'enabled',
      pending: 1,
      failed: 0,
      dropped: 0,
    });

    await t.later(FIRST_RETRY_MS - 1);
    assert.equal(receiver.posts.length, 1, 'not before the first wait is over');
    await t.later(1);
    assert.equal(receiver.posts.length, 2);
    await t.later(retryDelay(2) - 1);
    assert.equal(receiver.posts.length, 2, 'the second wait is longer');
    await t.later(1);
    assert.equal(receiver.posts.length, 3);
    assert.deepEqual(await status(), {
      stream_id: 'demo-tv',
      status: 'enabled',
      pending: 0,
      failed: 0,
      dropped: 0,
    });
    await t.later(retryDelay(3));
    assert.equal(receiver.posts.length, 3, 'delivered: never again');

    const keys = await t.keys();
    const jtis = new Set<string>();
    for (const post of receiver.posts) {
      assert.equal(post.headers['content-type'], 'application/secevent+jwt');
      const set = await verifySet(post.body, {
        issuer: t.origin,
        audience: 'demo-tv',
        keys,
        clock: t.h.clock,
      });
      assert.equal(set.eventType, EVENT_TYPES['token-revoked']);
      jtis.add(set.jti);
    }
    assert.equal(jtis.size, 1, 'every try carries the same jti');
  });

  test("the receiver package's push endpoint acts once per jti and answers in RFC 8935's words", async () => {
    const jwt = receiver.posts[0]!.body;
    const check = { issuer: t.origin, audience: 'demo-tv', keys: await t.keys(), clock: t.h.clock };
    let acted = 0;
    let failNext = true;
    const handle = pushEndpoint(new SetReceiver(check), () => {
      if (failNext) {
        failNext = false;
        throw new Error('the session store is down');
      }
      acted++;
    });
    const post = (body: string, type = 'application/secevent+jwt') =>
      handle(
        new Request('http://receiver.test/events', {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        }),
      );
    const refusal = async (res: Response) => ({
      status: res.status,
      err: ((await res.json()) as { err: string }).err,
    });

    // An action that fails leaves the SET unacknowledged (the server's 5xx): it is acted on when it comes again.
    await assert.rejects(post(jwt), /the session store is down/);
    assert.equal((await post(jwt)).status, 202);
    assert.equal((await post(jwt)).status, 202, 'a duplicate is acknowledged');
    assert.equal(acted, 1, 'and not acted on again');

    assert.deepEqual(await refusal(await post(jwt, 'application/jwt')), {
      status: 400,
      err: 'invalid_request',
    });
    const [head, body] = jwt.split('.');
    const forged = `${head}.${body}.${'A'.repeat(86)}`;
    assert.deepEqual(await refusal(await post(forged)), { status: 400, err: 'invalid_key' });
    const elsewhere = pushEndpoint(new SetReceiver({ ...check, audience: 'demo-internal' }), () => undefined);
    const res = await elsewhere(
      new Request('http://receiver.test/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/secevent+jwt' },
        body: jwt,
      }),
    );
    assert.deepEqual(await refusal(res), { status: 400, err: 'invalid_audience' });
  });

  test('a receiver that never accepts is given up on after the last try, and the status says so', async () => {
    const refusing = await startPushReceiver([500]);
    const u = await SetHarness.start({ webhookHosts: [refusing.origin] });
    try {
      const own = await u.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: refusing.url });
      await u.raise({
        kind: 'token-revoked',
        accountId: u.accountId(),
        clientId: 'demo-tv',
        devices: 1,
        at: u.now(),
      });
      for (let tries = 1; tries < MAX_PUSH_TRIES; tries++) await u.later(retryDelay(tries));
      assert.equal(refusing.posts.length, MAX_PUSH_TRIES);
      await u.later(retryDelay(MAX_PUSH_TRIES) * 10);
      assert.equal(refusing.posts.length, MAX_PUSH_TRIES, 'no try after the last');
      const answer = (await u.call('GET', STATUS, { auth: `Bearer ${own}` })).body as Record<string, unknown>;
      assert.equal(answer['failed'], 1);
      assert.equal(answer['pending'], 0);
      assert.match(
        String(answer['reason']),
        /gave up on 1 SET\(s\) after 6 tries each; last: try 6 of 6: HTTP 500/,
      );
    } finally {
      await u.close();
      await refusing.close();
    }
  });

  test('an endpoint PROVIDER_WEBHOOK_HOSTS does not list is refused when the stream is set', async () => {
    const answer = await t.call('POST', STREAM, {
      auth: `Bearer ${credential}`,
      body: {
        delivery: { method: PUSH_METHOD, endpoint_url: 'http://127.0.0.1:1/events' },
        events_requested: [],
      },
    });
    assert.equal(answer.status, 400);
    assert.match(JSON.stringify(answer.body), /push\.webhookUrlUnauthorized/);
    const missing = await t.call('POST', STREAM, {
      auth: `Bearer ${credential}`,
      body: { delivery: { method: PUSH_METHOD }, events_requested: [] },
    });
    assert.equal(missing.status, 400);
    assert.match(JSON.stringify(missing.body), /endpoint_url is required/);
  });
});

test('an event not yet delivered survives a restart', async () => {
  const store = await SharedStore.open();
  const clock = new ManualClock();
  const receiver = await startPushReceiver([202]);
  try {
    // The receiver's address is listed but its server is down for the first provider's one try.
    await receiver.close();
    // A public URL of its own: the issuer stays the same across the restart, as in real use.
    const publicUrl = 'http://provider.test';
    const first = await SetHarness.start({ publicUrl, webhookHosts: [receiver.origin] }, { store, clock });
    await first.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: receiver.url });
    await first.raise({
      kind: 'token-revoked',
      accountId: first.accountId(),
      clientId: 'demo-tv',
      devices: 1,
      at: first.now(),
    });
    await first.close();

    const back = await startPushReceiver([202]);
    const second = await SetHarness.start({ publicUrl, webhookHosts: [back.origin] }, { store, clock });
    try {
      const credential = await second.credential('demo-tv');
      await second.call('POST', STREAM, {
        auth: `Bearer ${credential}`,
        body: {
          delivery: { method: PUSH_METHOD, endpoint_url: back.url },
          events_requested: [EVENT_TYPES['token-revoked']],
        },
      });
      await second.later(FIRST_RETRY_MS);
      assert.equal(back.posts.length, 1);
      const set = await verifySet(back.posts[0]!.body, {
        issuer: publicUrl,
        audience: 'demo-tv',
        keys: await second.keys(),
        clock: second.h.clock,
      });
      assert.equal(set.eventType, EVENT_TYPES['token-revoked']);
    } finally {
      await second.close();
      await back.close();
    }
  } finally {
    await store.close();
  }
});
