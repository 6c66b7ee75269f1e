/**
 * Each account action raises exactly its security event, once its change has committed
 * (docs/identity.md#account-actions-and-their-events): Remove access → token-revoked, Sign out everywhere →
 * sessions-revoked, Disable → account-disabled; Enable raises nothing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import { EventLog, liveTokens } from './event-log.ts';
import { expectRedirect } from './browser.ts';
import { DEMO_USERS } from '../../../src/provider/oauth/demo.ts';

const ALICE = DEMO_USERS.alice.id;
const BOB = DEMO_USERS.bob.id;

let h: Harness;
let log: EventLog;
before(async () => {
  h = await Harness.start();
  log = new EventLog(h);
});
after(() => h.close());

test('Remove access raises token-revoked for that app after its tokens are revoked; removing nothing raises nothing', async () => {
  await h.signedIn({ scope: 'openid' });
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  log.probe = liveTokens(ALICE);
  await alice.post('/account/remove', { client_id: 'demo-tv' });
  assert.deepEqual(await log.take(), [
    {
      event: { kind: 'token-revoked', accountId: ALICE, clientId: 'demo-tv', at: h.clock.now() },
      inTransaction: false,
      seen: { n: 0 },
    },
  ]);
  await alice.post('/account/remove', { client_id: 'demo-tv' });
  assert.deepEqual(await log.take(), []);
});

test('Sign out everywhere raises sessions-revoked once, after every token is revoked', async () => {
  await h.signedIn({ scope: 'openid' });
  await h.signedIn({ scope: 'openid' });
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  await alice.get('/account/sign-out-everywhere');
  assert.deepEqual(await log.take(), [], 'asking raises nothing');
  log.probe = liveTokens(ALICE);
  await alice.post('/account/sign-out-everywhere', {});
  assert.deepEqual(await log.take(), [
    {
      event: { kind: 'sessions-revoked', accountId: ALICE, at: h.clock.now() },
      inTransaction: false,
      seen: { n: 0 },
    },
  ]);
});

test('Disable on /admin raises account-disabled after the state is written; Enable raises nothing', async () => {
  await h.signedIn({ scope: 'openid', email: 'bob@other.example', password: 'bob' });
  log.probe = async (sql) => ({
    disabled: await sql.prepare('SELECT disabled_at FROM oauth_users WHERE id = ?').get(BOB),
    live: await liveTokens(BOB)(sql),
  });
  await h.administer('disable', BOB);
  const at = h.clock.now();
  assert.deepEqual(await log.take(), [
    {
      event: { kind: 'account-disabled', accountId: BOB, at },
      inTransaction: false,
      seen: { disabled: { disabled_at: at }, live: { n: 0 } },
    },
  ]);
  await h.administer('enable', BOB);
  assert.deepEqual(await log.take(), [], 'enabling raises nothing');
  // Two administrators with the same question open: only the first disable raises.
  const other = await h.signedInBrowser('admin@example.com', 'admin', 'admin');
  await other.get(`/admin/disable?account=${BOB}`);
  await h.administer('disable', BOB);
  assert.equal((await log.take()).length, 1);
  expectRedirect(await other.post('/admin/disable', { account: BOB }), `/admin?disabled=${BOB}`);
  assert.deepEqual(await log.take(), [], 'disabling a disabled account raises nothing');
});
