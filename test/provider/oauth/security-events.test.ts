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
      event: { kind: 'token-revoked', accountId: ALICE, clientId: 'demo-tv', devices: 1, at: h.clock.now() },
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

test('two TVs signed in as alice as Demo TV: the page says both sign out, Remove access signs out both, and the event names the app and 2 devices', async () => {
  const first = await h.signedIn({ scope: 'openid' });
  h.wait(60);
  const second = await h.signedIn({ scope: 'openid' });
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  const account = alice.last!.text;
  assert.match(account, /Signed in on 2 devices, the first since \d{4}-\d\d-\d\d\. On each it can:/);
  assert.match(account, /Remove access for Demo TV on all 2 devices/);
  const question = await alice.get('/account/remove?client_id=demo-tv');
  assert.equal(question.status, 200);
  assert.match(question.text, /<h1>Remove access for Demo TV on all 2 devices\?<\/h1>/);
  assert.match(
    question.text,
    /Every device where Demo TV is signed in as you will be signed out: the 2 that connected on \d{4}-\d\d-\d\d \d\d:\d\d UTC, \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Each will need a new code to connect again\. To sign out only one of them, sign out on that device\./,
  );
  expectRedirect(await alice.post('/account/remove', { client_id: 'demo-tv' }), '/account?removed=demo-tv');
  assert.equal(await h.resourceStatus(first.access_token), 401);
  assert.equal(await h.resourceStatus(second.access_token), 401);
  assert.deepEqual(
    (await log.take()).map((seen) => seen.event),
    [{ kind: 'token-revoked', accountId: ALICE, clientId: 'demo-tv', devices: 2, at: h.clock.now() }],
  );
});
