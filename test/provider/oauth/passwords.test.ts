/** Password cost: the setting, and the rehash at sign-in of a hash made with less work (docs/security.md#passwords). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { change, rowOf } from './rows.ts';
import { Harness } from './harness.ts';
import { expectRedirect } from './browser.ts';
import { hashPassword } from '../../../src/provider/oauth/accounts/passwords.ts';
import { SettingsError, settingsFromEnv } from '../../../src/provider/settings.ts';

let h: Harness;
before(async () => {
  h = await Harness.start({ scryptCost: 11 });
});
after(() => h.close());

const storedHash = async (email: string): Promise<string> =>
  (await rowOf<{ password_hash: string }>(h, 'SELECT password_hash FROM oauth_users WHERE email = ?', email))
    ?.password_hash ?? '';

test('PROVIDER_SCRYPT_COST is log2 of N, 17 unless set, from 10 to 20', () => {
  assert.equal(settingsFromEnv({}).scryptCost, 17);
  assert.equal(settingsFromEnv({ PROVIDER_SCRYPT_COST: '10' }).scryptCost, 10);
  for (const bad of ['9', '21', 'x', '16.5'])
    assert.throws(() => settingsFromEnv({ PROVIDER_SCRYPT_COST: bad }), SettingsError, bad);
});

test('the demo hashes are made at the configured cost', async () => {
  assert.match(await storedHash('alice@example.com'), /^scrypt\$2048\$8\$1\$/);
});

test('signing in with a hash of a lower cost replaces it with one at the configured cost', async () => {
  const weak = await hashPassword('alice', 10);
  await change(h, 'UPDATE oauth_users SET password_hash = ? WHERE email = ?', weak, 'alice@example.com');
  const browser = h.browser();
  await browser.get('/device/signin');
  const wrong = await browser.post('/device/signin', {
    email: 'alice@example.com',
    password: 'nope',
    next: 'device',
  });
  assert.equal(wrong.status, 401);
  assert.equal(await storedHash('alice@example.com'), weak, 'a wrong password changes nothing');
  const right = await browser.post('/device/signin', {
    email: 'alice@example.com',
    password: 'alice',
    next: 'device',
  });
  expectRedirect(right, '/device');
  const rehashed = await storedHash('alice@example.com');
  assert.match(rehashed, /^scrypt\$2048\$8\$1\$/);
  const again = h.browser();
  await again.get('/device/signin');
  expectRedirect(
    await again.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' }),
    '/device',
  );
  assert.equal(await storedHash('alice@example.com'), rehashed, 'a hash at the cost stays as it is');
});
