/**
 * Poll delivery (RFC 8936; docs/identity.md#delivery): unacknowledged SETs come again on the next poll,
 * acknowledged (or refused) ones are gone; maxEvents and moreAvailable; the receiver package's poller and
 * de-duplication end to end.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, POLL, PUSH_METHOD, STATUS, STREAM } from './harness.ts';
import { MAX_OUTBOX_PER_STREAM } from '../../../src/provider/secevents/store/outbox-store.ts';
import { SetPoller, SetReceiver, type VerifiedSet } from '../../../src/set-receiver/index.ts';

describe('poll delivery', () => {
  let t: SetHarness;
  let credential: string;
  let alice: string;

  before(async () => {
    t = await SetHarness.start();
    alice = t.accountId();
    credential = await t.stream('demo-tv');
  });
  after(() => t.close());

  const revoke = () =>
    t.raise({ kind: 'token-revoked', accountId: alice, clientId: 'demo-tv', devices: 1, at: t.now() });

  test('unacknowledged SETs are delivered again; acknowledged ones are gone', async () => {
    await revoke();
    await revoke();
    const first = await t.poll(credential, { returnImmediately: true });
    assert.equal(Object.keys(first.sets).length, 2);
    assert.equal(first.moreAvailable, false);

    // Nothing acknowledged: the same SETs again, claims and all (each delivery signs them anew).
    const claimsOf = (sets: Record<string, string>) =>
      Object.fromEntries(Object.entries(sets).map(([jti, jwt]) => [jti, jwt.split('.')[1]]));
    const again = await t.poll(credential);
    assert.deepEqual(claimsOf(again.sets), claimsOf(first.sets));

    const [one, two] = Object.keys(first.sets);
    const afterOne = await t.poll(credential, { ack: [one] });
    assert.deepEqual(Object.keys(afterOne.sets), [two]);

    // RFC 8936 §2: a refused SET is acknowledged with its error, and not sent again.
    const afterErr = await t.poll(credential, {
      setErrs: { [two!]: { err: 'invalid_key', description: 'unknown kid' } },
    });
    assert.deepEqual(afterErr, { sets: {}, moreAvailable: false });
  });

  test('maxEvents bounds an answer and moreAvailable says more wait; 0 only acknowledges', async () => {
    for (let i = 0; i < 3; i++) await revoke();
    const page = await t.poll(credential, { maxEvents: 2 });
    assert.equal(Object.keys(page.sets).length, 2);
    assert.equal(page.moreAvailable, true);
    const ackOnly = await t.poll(credential, { ack: Object.keys(page.sets), maxEvents: 0 });
    assert.deepEqual(ackOnly, { sets: {}, moreAvailable: true });
    const rest = await t.poll(credential, {});
    assert.equal(Object.keys(rest.sets).length, 1);
    await t.poll(credential, { ack: Object.keys(rest.sets), maxEvents: 0 });
  });

  test("an acknowledgement of a jti that is not the stream's changes nothing; bad polls are 400", async () => {
    await revoke();
    const before = await t.poll(credential, { ack: ['not-a-jti'] });
    assert.equal(Object.keys(before.sets).length, 1);
    for (const body of [{ maxEvents: -1 }, { ack: 'x' }, { ack: [7] }, { returnImmediately: 'yes' }, []]) {
      const answer = await t.call('POST', POLL, { auth: `Bearer ${credential}`, body });
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    const notJson = await fetch(t.origin + POLL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/json' },
      body: '{',
    });
    assert.equal(notJson.status, 400);
    await t.poll(credential, { ack: Object.keys(before.sets), maxEvents: 0 });
  });

  test('the receiver package polls, acts once per jti, and acknowledges on its next poll', async () => {
    const receiver = new SetReceiver({
      issuer: t.origin,
      audience: 'demo-tv',
      keys: await t.keys(),
      clock: t.h.clock,
    });
    const poller = new SetPoller(receiver, { endpoint: t.origin + POLL, credential });
    const acted: VerifiedSet[] = [];
    await revoke();
    await revoke();
    const first = await poller.poll((set) => {
      acted.push(set);
    });
    assert.deepEqual(
      { acted: first.acted, acknowledging: first.acknowledging },
      { acted: 2, acknowledging: 2 },
    );

    // A second receiver instance sharing nothing would act again; this one remembers the jtis it acted on.
    const raw = await t.poll(credential, {});
    assert.equal(Object.keys(raw.sets).length, 2, 'not acknowledged until the next poll');
    for (const jwt of Object.values(raw.sets))
      assert.equal((await receiver.receive(jwt, () => assert.fail('acted twice'))).fresh, false);

    await poller.flush();
    assert.deepEqual(await t.poll(credential, {}), { sets: {}, moreAvailable: false });
    assert.equal(acted.length, 2);
  });

  test('a stream never polled keeps its newest SETs only, and its status counts the dropped', async () => {
    for (let i = 0; i < MAX_OUTBOX_PER_STREAM + 2; i++) {
      t.provider.securityEvents.raise({
        kind: 'token-revoked',
        accountId: alice,
        clientId: 'demo-tv',
        devices: 1,
        at: t.now() + i * 1000,
      });
    }
    await t.provider.transmitter.settled();
    const status = (await t.call('GET', STATUS, { auth: `Bearer ${credential}` })).body as Record<
      string,
      unknown
    >;
    assert.equal(status['pending'], MAX_OUTBOX_PER_STREAM);
    assert.equal(status['dropped'], 2);
    assert.match(String(status['reason']), /2 SET\(s\) were dropped, oldest first/);
    const { sets } = await t.poll(credential, { maxEvents: 1 });
    const [jwt] = Object.values(sets);
    const claims = JSON.parse(Buffer.from(jwt!.split('.')[1]!, 'base64url').toString()) as { toe: number };
    assert.equal(claims.toe, Math.floor((t.now() + 2000) / 1000), 'the two oldest went');
  });

  test('a push stream is not polled', async () => {
    const other = await SetHarness.start({ webhookHosts: ['http://127.0.0.1:9'] });
    try {
      const own = await other.stream('demo-tv', {
        method: PUSH_METHOD,
        endpoint_url: 'http://127.0.0.1:9/events',
      });
      const answer = await other.call('POST', POLL, { auth: `Bearer ${own}`, body: {} });
      assert.equal(answer.status, 400);
      const read = await other.call('GET', STREAM, { auth: `Bearer ${own}` });
      assert.deepEqual((read.body as { delivery: unknown }).delivery, {
        method: PUSH_METHOD,
        endpoint_url: 'http://127.0.0.1:9/events',
      });
    } finally {
      await other.close();
    }
  });
});
