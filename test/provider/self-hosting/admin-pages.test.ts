/**
 * /admin's People and Clients (docs/identity.md#administration) on a provider that started empty: adding a
 * person shows their set-password link once, with its QR code; a reset asks first; registering a client
 * shows its secret once; rotating and removing ask first; every action is in the audit log; every POST
 * wants the session's CSRF token and an administrator. And the set-password page's own rules.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LINK_TTL_MS } from '../../../src/provider/oauth/accounts/password-links.ts';
import type { Page, PageBrowser } from '../oauth/browser.ts';
import { Deployment, linkIn } from './deployment.ts';

const ROOT = 'root@tv-auth.example';
const DANA = 'dana@tv-auth.example';
const PASSWORD = 'pale kettle of winter fish';

let d: Deployment;
let admin: PageBrowser;
let dana: PageBrowser;

const idOf = (email: string): Promise<string | undefined> =>
  d.provider.sql.prepare('SELECT id FROM oauth_users WHERE email = ?').value<string>(email);

const linkOn = (page: Page): string => {
  const link = /<p class="secret">(https:\/\/tv-auth\.example\/account\/setup\?token=[\w-]{43})<\/p>/.exec(
    page.text,
  )?.[1];
  assert.ok(link !== undefined, page.text);
  return link;
};

before(async () => {
  d = await Deployment.start();
  admin = d.browser();
  assert.equal(
    (await d.setPassword(admin, linkIn(await d.run('create-admin', ROOT)), PASSWORD)).location,
    '/admin',
  );
  dana = d.browser();
  assert.equal(
    (await d.setPassword(dana, linkIn(await d.run('add-user', DANA)), PASSWORD)).location,
    '/account',
  );
});
after(() => d.close());

test('adding a person shows their link once, with its QR code; the list never shows it again', async () => {
  await admin.get('/admin');
  const added = await admin.post('/admin/people', {
    email: 'Erin@TV-Auth.example',
    name: 'Erin',
    org: 'tv-auth.example',
  });
  assert.equal(added.status, 200);
  assert.equal(added.headers.get('Cache-Control'), 'no-store');
  assert.match(added.text, /<h1>erin@tv-auth\.example added<\/h1>/);
  const link = linkOn(added);
  assert.match(
    added.text,
    /<div class="qr" role="img" aria-label="QR code of the link"><svg [^>]*viewBox="0 0 \d+ \d+"/,
  );
  const list = await admin.get('/admin');
  assert.match(list.text, /<h2>erin@tv-auth\.example<\/h2>/);
  assert.ok(!list.text.includes(new URL(link).searchParams.get('token') ?? '-'), 'shown once');
  assert.match(list.text, new RegExp(`<td>${ROOT}</td>\\s*<td>added person erin@tv-auth\\.example</td>`));

  const again = await admin.post('/admin/people', { email: 'erin@tv-auth.example', name: 'Erin 2', org: '' });
  assert.equal(again.status, 400);
  assert.match(again.text, /erin@tv-auth\.example already has an account: reset its password instead\./);
  assert.match(again.text, /name="name" type="text" value="Erin 2"/, 'what was typed stays');
  const wrong = await admin.post('/admin/people', { email: 'nope', name: '', org: '' });
  assert.match(wrong.text, /&quot;nope&quot; is not an email address/);
});

test('a reset asks first, ends the password and the sessions at once, and shows a new link; one’s own is refused', async () => {
  const danaId = (await idOf(DANA)) ?? '';
  const question = await admin.get(`/admin/reset?account=${danaId}`);
  assert.match(question.text, /<h1>Reset the password of dana@tv-auth\.example\?<\/h1>/);
  assert.ok(question.text.indexOf('>Cancel</a>') < question.text.indexOf('>Reset password</button>'));
  const reset = await admin.post('/admin/reset', { account: danaId });
  assert.match(reset.text, /<h1>New link for dana@tv-auth\.example<\/h1>/);
  linkOn(reset);
  assert.equal((await dana.get('/account')).status, 303, 'signed out');
  const browser = d.browser();
  await browser.get('/device/signin');
  assert.equal(
    (await browser.post('/device/signin', { email: DANA, password: PASSWORD, next: 'device' })).status,
    401,
  );
  const own = await admin.post('/admin/reset', { account: (await idOf(ROOT)) ?? '' });
  assert.equal(own.status, 400);
  assert.match(own.text, /You cannot reset the password you are signed in with here/);
});

test('registering a client shows its secret once; rotating and removing ask first and take effect at once', async () => {
  await admin.get('/admin/clients');
  const none = await admin.post('/admin/clients', { name: 'Kitchen TV', type: 'tv', org: '', limit: 'list' });
  assert.equal(none.status, 400);
  assert.match(none.text, /Tick at least one scope, or allow every scope\./);
  const made = await admin.post('/admin/clients', {
    name: 'Kitchen TV',
    type: 'tv',
    org: '',
    limit: 'list',
    scope: ['openid', 'email'],
  });
  assert.match(made.text, /<h1>Kitchen TV registered<\/h1>/);
  const [id = '', secret = ''] = [...made.text.matchAll(/<p class="secret">([^<]+)<\/p>/g)].map((m) => m[1]);
  assert.match(id, /^kitchen-tv-[0-9a-f]{8}$/);
  assert.equal(
    (await d.form('/device/code', { client_id: id, scope: 'openid profile' })).body.error,
    'invalid_scope',
  );
  const list = await admin.get('/admin/clients');
  assert.match(list.text, /May ask for: openid, email/);
  assert.ok(!list.text.includes(secret), 'shown once');

  const poll = (clientSecret: string) =>
    d.form('/token', {
      client_id: id,
      client_secret: clientSecret,
      grant_type: 'refresh_token',
      refresh_token: 'none',
    });
  assert.equal((await admin.get(`/admin/clients/rotate?client=${id}`)).status, 200);
  const rotated = await admin.post('/admin/clients/rotate', { client: id });
  const fresh = /<p class="secret">([\w-]{43})<\/p>/.exec(rotated.text)?.[1] ?? '';
  assert.equal(
    (await poll(secret)).status,
    401,
    'the old secret stops at once on the provider that rotated it',
  );
  assert.equal((await poll(fresh)).status, 400, 'the new one authenticates (the refresh token is unknown)');

  const question = await admin.get(`/admin/clients/remove?client=${id}`);
  assert.match(question.text, /<h1>Remove Kitchen TV\?<\/h1>/);
  const removed = await admin.post('/admin/clients/remove', { client: id });
  assert.equal(removed.headers.get('Location'), `/admin/clients?removed=${id}&people=0`);
  const after = await admin.get(removed.headers.get('Location') ?? '');
  assert.match(after.text, new RegExp(`Removed ${id}: its tokens are revoked for 0 people`));
  assert.doesNotMatch(after.text, /<h2>Kitchen TV<\/h2>/);
  for (const what of ['added client', 'rotated the secret of', 'removed client']) {
    assert.match(after.text, new RegExp(`<td>${ROOT}</td>\\s*<td>${what} Kitchen TV \\(${id}\\)`));
  }
  assert.equal((await poll(fresh)).status, 401);
});

test('every action wants the session’s CSRF token, and an administrator', async () => {
  const danaId = (await idOf(DANA)) ?? '';
  const fields = { account: danaId, client: 'x', email: 'x@tv-auth.example', name: 'X', type: 'tv' };
  const paths = [
    '/admin/people',
    '/admin/reset',
    '/admin/clients',
    '/admin/clients/rotate',
    '/admin/clients/remove',
    '/admin/clients/service',
  ];
  const person = d.browser();
  assert.equal(
    (await d.setPassword(person, linkIn(await d.run('add-user', 'frank@tv-auth.example')), PASSWORD))
      .location,
    '/account',
  );
  await person.get('/account');
  for (const path of paths) {
    const stale = await admin.post(path, { ...fields, csrf: 'not-the-token' });
    assert.equal(stale.status, 403, path);
    assert.match(stale.text, /This page was open too long/, path);
    const notAdmin = await person.post(path, fields);
    assert.equal(notAdmin.status, 403, path);
    assert.match(notAdmin.text, /<h1>Administrators only<\/h1>/, path);
  }
  assert.equal((await person.get('/admin/clients')).status, 403);
  assert.equal(await idOf('x@tv-auth.example'), undefined);
});

test('a set-password link works once and for 24 hours, a newer one replaces it, and the two passwords must agree', async () => {
  const first = linkIn(await d.run('add-user', 'gus@tv-auth.example'));
  const second = linkIn(await d.run('reset-password', 'gus@tv-auth.example'));
  const browser = d.browser();
  assert.equal((await browser.get(d.pathOf(first))).status, 410);
  assert.equal((await browser.get(d.pathOf(second))).status, 200);
  const opened = await browser.get(d.pathOf(second));
  assert.equal(opened.status, 200, 'opening it uses nothing');
  const token = new URL(second).searchParams.get('token') ?? '';
  const differ = await browser.post('/account/setup', { token, password: PASSWORD, confirm: `${PASSWORD}!` });
  assert.equal(differ.status, 400);
  assert.match(differ.text, /The two passwords are different\./);
  d.clock.advance(LINK_TTL_MS);
  const late = await d.browser().get(d.pathOf(second));
  assert.equal(late.status, 410);
  assert.match(
    late.text,
    /Links to set a password work once, for 24 hours\. Ask your administrator for a new one\./,
  );
});
