/**
 * The administration page (docs/identity.md#administration): signed in as an administrator through the pages'
 * own sign-in, it lists every account with its state and disables or enables one after asking. Anyone else
 * gets 403 in words; a form without its CSRF token changes nothing. The demo database here is in memory, as
 * with PROVIDER_DB=:memory:, where this page is the only way to disable an account.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { rowOf } from './rows.ts';
import { Harness } from './harness.ts';
import { expectRedirect } from './browser.ts';
import { DEMO_ADMIN, DEMO_USERS } from '../../../src/provider/oauth/demo.ts';

const BOB = DEMO_USERS.bob.id;

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const bobDisabled = async (): Promise<boolean> =>
  (await rowOf<{ disabled_at: number | null }>(h, 'SELECT disabled_at FROM oauth_users WHERE id = ?', BOB))
    ?.disabled_at != null;

test('signed out, /admin sends to the sign-in, which names the administrator account it wants', async () => {
  const browser = h.browser();
  expectRedirect(await browser.get('/admin'), '/device/signin?next=admin');
  expectRedirect(await browser.get('/admin/disable?account=1002'), '/device/signin?next=admin');
  const page = await browser.get('/device/signin?next=admin');
  assert.match(page.text, /Sign in with an administrator account to manage accounts\./);
});

test('anyone but an administrator gets 403 in words, on the list, the question and the action', async () => {
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  const list = await alice.get('/admin');
  assert.equal(list.status, 403);
  assert.match(list.text, /<h1>Administrators only<\/h1>/);
  assert.match(list.text, /Only an administrator can manage accounts, and alice@example\.com is not one\./);
  assert.equal((await alice.get(`/admin/disable?account=${BOB}`)).status, 403);
  // Her own page's CSRF token is right for her session, and still she may not act.
  await alice.get('/account');
  assert.equal((await alice.post('/admin/disable', { account: BOB })).status, 403);
  assert.equal(await bobDisabled(), false);
});

test('a form without its CSRF token, or with another session’s, changes nothing', async () => {
  const admin = await h.signedInBrowser(DEMO_ADMIN.email, 'admin', 'admin');
  const other = await h.signedInBrowser(DEMO_ADMIN.email, 'admin', 'admin');
  await other.get(`/admin/disable?account=${BOB}`);
  for (const csrf of ['', other.last?.csrf ?? 'x']) {
    const page = await admin.post('/admin/disable', { account: BOB, csrf });
    assert.equal(page.status, 403);
    assert.match(page.text, /This page was open too long/);
  }
  const bare = await fetch(`${h.origin}/admin/disable`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: admin.cookie ?? '' },
    body: `account=${BOB}`,
  });
  assert.equal(bare.status, 403);
  assert.equal(await bobDisabled(), false);
});

test('the list shows every account with its state; Disable and Enable ask first, Cancel first, then say what happened', async () => {
  const admin = await h.signedInBrowser(DEMO_ADMIN.email, 'admin', 'admin');
  const list = admin.last?.text ?? '';
  for (const email of ['admin@example.com', 'alice@example.com', 'bob@other.example']) {
    assert.match(list, new RegExp(`<h2>${email.replace(/\./g, '\\.')}</h2>`));
  }
  assert.match(list, /Disable bob@other\.example/);
  assert.doesNotMatch(list, /Disable admin@example\.com/, 'no button to disable oneself');
  assert.match(list, /<meta name="viewport" content="width=device-width, initial-scale=1" \/>/);

  const question = await admin.get(`/admin/disable?account=${BOB}`);
  assert.match(question.text, /<h1>Disable bob@other\.example\?<\/h1>/);
  const cancel = question.text.indexOf('href="/admin">Cancel</a>');
  assert.ok(cancel > 0 && cancel < question.text.indexOf('>Disable account</button>'), 'Cancel comes first');
  assert.equal(await bobDisabled(), false, 'asking changes nothing');

  expectRedirect(await admin.post('/admin/disable', { account: BOB }), `/admin?disabled=${BOB}`);
  assert.equal(await bobDisabled(), true);
  const after = await admin.get(`/admin?disabled=${BOB}`);
  assert.match(after.text, /bob@other\.example is disabled: its apps and devices are signed out/);
  const day = new Date(h.clock.now()).toISOString().slice(0, 10);
  assert.match(after.text, new RegExp(`Disabled since ${day}`));
  assert.match(after.text, /Enable bob@other\.example/);

  await admin.get(`/admin/enable?account=${BOB}`);
  expectRedirect(await admin.post('/admin/enable', { account: BOB }), `/admin?enabled=${BOB}`);
  assert.equal(await bobDisabled(), false);
  assert.match((await admin.get(`/admin?enabled=${BOB}`)).text, /bob@other\.example can sign in again\./);
});

test('an administrator cannot disable their own account, nor an unknown one', async () => {
  const admin = await h.signedInBrowser(DEMO_ADMIN.email, 'admin', 'admin');
  expectRedirect(await admin.get(`/admin/disable?account=${DEMO_ADMIN.id}`), '/admin');
  await admin.get(`/admin/disable?account=${BOB}`);
  const own = await admin.post('/admin/disable', { account: DEMO_ADMIN.id });
  assert.equal(own.status, 400);
  assert.match(own.text, /You cannot disable the account you are signed in with/);
  assert.equal((await admin.post('/admin/disable', { account: 'nobody' })).status, 400);
  assert.equal((await admin.get('/admin')).status, 200, 'still signed in and still an administrator');
});
