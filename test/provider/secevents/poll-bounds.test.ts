/**
 * A poll's acknowledgements are capped (RFC 8936 §2 leaves the size to the transmitter; docs/identity.md#delivery):
 * at most MAX_POLL_ACKS, `ack` and `setErrs` together, refused with 400 before any is read or removed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, POLL } from './harness.ts';
import { MAX_POLL_ACKS } from '../../../src/provider/secevents/services/service.ts';

describe('poll acknowledgement cap', () => {
  let t: SetHarness;
  let credential: string;

  before(async () => {
    t = await SetHarness.start();
    credential = await t.stream('demo-tv');
  });
  after(() => t.close());

  const poll = (body: unknown) => t.call('POST', POLL, { auth: `Bearer ${credential}`, body });
  const jtis = (n: number, prefix = 'j'): string[] =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(i)}`);

  test('1,000 acknowledgements are taken; 1,001, or 80,000, are 400 and remove nothing', async () => {
    assert.equal(MAX_POLL_ACKS, 1000);
    await t.raise({
      kind: 'token-revoked',
      accountId: t.accountId(),
      clientId: 'demo-tv',
      devices: 1,
      at: t.now(),
    });
    const waiting = await t.poll(credential, {});
    const [jti] = Object.keys(waiting.sets);
    assert.ok(jti !== undefined);
    assert.equal((await poll({ ack: jtis(MAX_POLL_ACKS), maxEvents: 0 })).status, 200);
    for (const body of [
      { ack: [...jtis(MAX_POLL_ACKS), jti] },
      { ack: [jti, ...jtis(80_000)] },
      { ack: jtis(600), setErrs: Object.fromEntries([jti, ...jtis(400, 'e')].map((j) => [j, { err: 'x' }])) },
    ]) {
      assert.equal((await poll(body)).status, 400);
    }
    assert.deepEqual(Object.keys((await t.poll(credential, {})).sets), [jti], 'still unacknowledged');
  });
});
