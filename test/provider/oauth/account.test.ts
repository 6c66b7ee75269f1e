/** The account page's "Remove access" (docs/provider.md#revoke): exactly that app, that person, after asking. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, TV } from './harness.ts';
import { expectRedirect, type PageBrowser } from './browser.ts';

const INTERNAL = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' } as const;

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const accountOf = (email: string, password: string): Promise<PageBrowser> =>
  h.signedInBrowser(email, password);

test('Remove access stops every token of that app for that person, and no other app’s or person’s', async () => {
  const first = await h.signedIn({ scope: 'openid' });
  const second = await h.signedIn({ scope: 'openid' });
  const renewed = (await h.refresh(second.refresh_token)).body as { access_token: string };
  const bobs = await h.signedIn({ scope: 'openid', email: 'bob@other.example', password: 'bob' });
  const code = await h.requestCode('openid', 'demo-internal');
  await h.browser().approve(code.user_code);
  const internal = (await h.poll(code.device_code, INTERNAL)).body as { refresh_token: string };

  const alice = await accountOf('alice@example.com', 'alice');
  expectRedirect(await alice.post('/account/remove', { client_id: 'demo-tv' }), '/account?removed=demo-tv');

  for (const token of [first.access_token, second.access_token, renewed.access_token]) {
    assert.equal(await h.resourceStatus(token), 401);
  }
  for (const token of [first.refresh_token, second.refresh_token]) {
    assert.deepEqual((await h.refresh(token)).body, {
      error: 'invalid_grant',
      error_description: 'The refresh token is unknown, revoked or no longer valid.',
    });
  }
  assert.equal((await h.refresh(bobs.refresh_token, TV)).status, 200, 'bob keeps his access');
  assert.equal((await h.refresh(internal.refresh_token, INTERNAL)).status, 200, 'another app keeps its');
});

test('Remove access also stops a code the person allowed but the device has not collected yet', async () => {
  const code = await h.requestCode('openid');
  await h.browser().approve(code.user_code);
  const alice = await accountOf('alice@example.com', 'alice');
  assert.match((await alice.get('/account')).text, /<h2>Demo TV<\/h2>/);
  expectRedirect(await alice.post('/account/remove', { client_id: 'demo-tv' }), '/account?removed=demo-tv');
  h.wait(code.interval);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, { error: 'access_denied', error_description: 'Forbidden' });
  assert.doesNotMatch((await alice.get('/account')).text, /<h2>Demo TV<\/h2>/);
});

test('Remove access with an unknown or missing client changes nothing', async () => {
  const tokens = await h.signedIn({ scope: 'openid' });
  const alice = await accountOf('alice@example.com', 'alice');
  const cases: Record<string, string>[] = [{ client_id: 'nobody' }, {}, { client_id: '' }];
  for (const fields of cases) {
    const page = await alice.post('/account/remove', fields);
    assert.equal(page.status, 400, JSON.stringify(fields));
  }
  assert.equal((await h.refresh(tokens.refresh_token)).status, 200);
});

test('Remove access asks first, naming the app and the device, with Cancel first; only the confirmation removes', async () => {
  // One device: the TVs the tests above left signed in as alice are signed out first.
  await (await accountOf('alice@example.com', 'alice')).post('/account/remove', { client_id: 'demo-tv' });
  const tokens = await h.signedIn();
  const browser = await accountOf('alice@example.com', 'alice');
  const list = browser.last!.text;
  assert.match(list, /<form method="get" action="\/account\/remove">/);
  assert.doesNotMatch(list, /<form method="post" action="\/account\/remove">/);
  const question = await browser.get('/account/remove?client_id=demo-tv');
  assert.equal(question.status, 200);
  const day = new Date(h.clock.now()).toISOString().slice(0, 10);
  assert.match(
    question.text,
    new RegExp(`<h1>Remove access for Demo TV on the device that connected on ${day}\\?</h1>`),
  );
  const cancel = question.text.indexOf('>Cancel</a>');
  const confirm = question.text.indexOf('>Remove access</button>');
  assert.ok(cancel > 0 && confirm > cancel, 'Cancel comes first');
  assert.match(question.text, /href="\/account">Cancel</);
  assert.equal(await h.resourceStatus(tokens.access_token), 200, 'asking removes nothing');
  expectRedirect(await browser.get('/account/remove?client_id=no-such-app'), '/account');
  expectRedirect(await browser.post('/account/remove', { client_id: 'demo-tv' }), '/account?removed=demo-tv');
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
});
