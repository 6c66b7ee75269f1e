/**
 * The objects inside the transmitter's request bodies (docs/identity.md#stream-configuration): a stream's
 * `delivery`, which the receiver sets whole, and each error of a poll's `setErrs` (RFC 8936 §2), hold only
 * their own fields; a field they do not have is 400 naming its path, in the words of every API
 * (docs/provider.md#input), and changes nothing. The keys of `setErrs` are the receiver's jtis.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, POLL, POLL_METHOD, STREAM } from './harness.ts';
import { refusal, unknownName, unsupportedField } from '../unknown-field-words.ts';

describe("objects nested in a receiver's requests", () => {
  let t: SetHarness;
  let credential: string;

  before(async () => {
    t = await SetHarness.start();
    credential = await t.stream('demo-tv');
  });
  after(() => t.close());

  const post = (path: string, body: unknown) => t.call('POST', path, { auth: `Bearer ${credential}`, body });
  const stream = async (): Promise<unknown> =>
    (await t.call('GET', STREAM, { auth: `Bearer ${credential}` })).body;

  test('delivery: an unknown field, or the push authorization_header this transmitter does not send', async () => {
    const before = await stream();
    const cases: [Record<string, unknown>, string][] = [
      [{ method: POLL_METHOD, bogus: true }, unknownName('bogus', 'delivery')],
      [
        { method: 'urn:ietf:rfc:8935', endpoint_url: 'https://hooks.example/set', authorization_header: 'x' },
        unsupportedField('authorization_header', 'delivery'),
      ],
    ];
    for (const [delivery, words] of cases) {
      const answer = await post(STREAM, { delivery, events_requested: [] });
      assert.deepEqual({ status: answer.status, body: answer.body }, { status: 400, body: refusal(words) });
    }
    assert.deepEqual(await stream(), before);
  });

  test('setErrs: an error holds err and description only; its key is any jti', async () => {
    await t.raise({
      kind: 'token-revoked',
      accountId: t.accountId(),
      clientId: 'demo-tv',
      devices: 1,
      at: t.now(),
    });
    const [jti] = Object.keys((await t.poll(credential, {})).sets);
    assert.ok(jti !== undefined);
    const refused = await post(POLL, { setErrs: { [jti]: { err: 'invalid_key', bogus: true } } });
    assert.deepEqual(
      { status: refused.status, body: refused.body },
      { status: 400, body: refusal(unknownName('bogus', `setErrs.${jti}`)) },
    );
    assert.deepEqual(Object.keys((await t.poll(credential, {})).sets), [jti], 'still unacknowledged');
    const taken = await post(POLL, {
      setErrs: {
        [jti]: { err: 'invalid_key', description: 'no such key' },
        'jti-we-never-sent': { err: 'x' },
      },
    });
    assert.equal(taken.status, 200);
    assert.deepEqual((await t.poll(credential, {})).sets, {});
  });
});
