/**
 * Private signing keys at rest (docs/security.md#the-database-file): sealed with a key derived from
 * PROVIDER_KEY_SECRET when it is set, readable only with it; keys stored before it stay readable.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../../src/provider/clock.ts';
import { startWarnings } from '../../../src/provider/self-hosting-settings.ts';
import { settingsFromEnv } from '../../../src/provider/settings.ts';
import { Harness } from '../oauth/harness.ts';
import { rowOf } from '../oauth/rows.ts';
import { SharedStore } from '../shared-store.ts';

const SECRET = 'a deployment secret of some length';

const storedKeys = async (h: Harness): Promise<string> =>
  (await h.provider.sql.prepare('SELECT private_jwk FROM oauth_signing_keys').column<string>()).join('\n');

test('with PROVIDER_KEY_SECRET the private key is stored sealed, and only that secret opens it', async () => {
  const shared = await SharedStore.open();
  const clock = new ManualClock();
  try {
    const first = await Harness.start({ keySecret: SECRET }, clock, shared);
    const stored = await storedKeys(first);
    assert.match(stored, /^sealed-v1:[A-Za-z0-9_-]+$/);
    assert.doesNotMatch(stored, /"d"|"kty"/);
    const tokens = await first.signedIn({ scope: 'openid' });
    assert.equal((await first.userinfoStatus(tokens.access_token)).valueOf(), 200);
    await first.close();
    await assert.rejects(
      Harness.start({}, clock, shared),
      /is stored encrypted and PROVIDER_KEY_SECRET is not set/,
    );
    await assert.rejects(
      Harness.start({ keySecret: 'another secret, also long' }, clock, shared),
      /PROVIDER_KEY_SECRET does not open it/,
    );
    const again = await Harness.start({ keySecret: SECRET }, clock, shared);
    const answer = await again.refresh(tokens.refresh_token);
    assert.equal(answer.status, 200);
    assert.match(JSON.stringify(answer.body), /"id_token":/);
    await again.close();
  } finally {
    await shared.close();
  }
});

test('a key stored before the secret was set stays readable, in clear, once the secret is set', async () => {
  const shared = await SharedStore.open();
  const clock = new ManualClock();
  try {
    const before = await Harness.start({}, clock, shared);
    const plain = await storedKeys(before);
    assert.match(plain, /^\{"/);
    await before.close();
    const after = await Harness.start({ keySecret: SECRET }, clock, shared);
    assert.equal(await storedKeys(after), plain);
    assert.equal((await after.signedIn({ scope: 'openid' })).scope, 'openid');
    assert.ok(await rowOf(after, 'SELECT 1 FROM oauth_signing_keys'));
    await after.close();
  } finally {
    await shared.close();
  }
});

test('PROVIDER_KEY_SECRET is at least 16 characters; unset beside a public URL not on this machine, the start warns', () => {
  const env = { PROVIDER_PUBLIC_URL: 'https://tv-auth.example' };
  assert.throws(() => settingsFromEnv({ ...env, PROVIDER_KEY_SECRET: 'short' }), /at least 16 characters/);
  assert.deepEqual(startWarnings(settingsFromEnv(env)), [
    'PROVIDER_KEY_SECRET is not set: the private signing keys are stored in the database unencrypted',
  ]);
  assert.deepEqual(startWarnings(settingsFromEnv({ ...env, PROVIDER_KEY_SECRET: SECRET })), []);
  assert.deepEqual(startWarnings(settingsFromEnv({ PROVIDER_PUBLIC_URL: 'http://localhost:8787' })), []);
});
