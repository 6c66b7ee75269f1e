/**
 * "Sign out everywhere" on the account page (docs/identity.md#account-actions-and-their-events): it asks
 * first, Cancel first; then no token of the person works any more, in any app, nor a code allowed but not
 * collected, and every other browser is signed out. Other people keep theirs.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, TV } from './harness.ts';
import { expectRedirect } from './browser.ts';

const INTERNAL = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' } as const;

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('Sign out everywhere asks first, with Cancel first; asking changes nothing', async () => {
  const tokens = await h.signedIn();
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  assert.match(alice.last?.text ?? '', /<form method="get" action="\/account\/sign-out-everywhere">/);
  const question = await alice.get('/account/sign-out-everywhere');
  assert.equal(question.status, 200);
  assert.match(question.text, /<h1>Sign out of every app, device and browser\?<\/h1>/);
  const cancel = question.text.indexOf('href="/account">Cancel</a>');
  assert.ok(
    cancel > 0 && cancel < question.text.indexOf('>Sign out everywhere</button>'),
    'Cancel comes first',
  );
  assert.equal(await h.resourceStatus(tokens.access_token), 200);
  const bare = await alice.post('/account/sign-out-everywhere', { csrf: '' });
  assert.equal(bare.status, 403, 'a form without its CSRF token does nothing');
  assert.equal(await h.resourceStatus(tokens.access_token), 200);
});

test('afterwards no token of the person works, in any app; other browsers are signed out; bob keeps his', async () => {
  const first = await h.signedIn();
  const second = await h.signedIn();
  const renewed = (await h.refresh(second.refresh_token)).body as { access_token: string };
  const code = await h.requestCode('openid', 'demo-internal');
  await h.browser().approve(code.user_code);
  h.wait(code.interval);
  const internal = (await h.poll(code.device_code, INTERNAL)).body as {
    access_token: string;
    refresh_token: string;
  };
  const uncollected = await h.requestCode('openid');
  await h.browser().approve(uncollected.user_code);
  const bobs = await h.signedIn({ scope: 'openid', email: 'bob@other.example', password: 'bob' });
  const elsewhere = await h.signedInBrowser('alice@example.com', 'alice');

  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  await alice.get('/account/sign-out-everywhere');
  expectRedirect(await alice.post('/account/sign-out-everywhere', {}), '/account?signedout=everywhere');

  for (const token of [first.access_token, second.access_token, renewed.access_token]) {
    assert.equal(await h.resourceStatus(token), 401);
  }
  assert.equal(await h.userinfoStatus(internal.access_token), 401);
  for (const [token, client] of [
    [first.refresh_token, TV],
    [second.refresh_token, TV],
    [internal.refresh_token, INTERNAL],
  ] as const) {
    assert.equal((await h.refresh(token, client)).status, 400);
  }
  h.wait(uncollected.interval);
  assert.equal((await h.poll(uncollected.device_code)).status, 403, 'the code allowed but not collected');
  expectRedirect(await elsewhere.get('/account'), '/device/signin?next=account');
  const page = await alice.get('/account?signedout=everywhere');
  assert.equal(page.status, 200, 'this browser stays signed in');
  assert.match(page.text, /You are signed out everywhere/);
  assert.match(page.text, /No apps have access to your account\./);
  assert.equal((await h.refresh(bobs.refresh_token)).status, 200, 'bob keeps his access');
});
