/** The account page's "Remove access" (seed 000, last row of the state table): exactly that app, that person. */
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

async function accountOf(email: string, password: string): Promise<PageBrowser> {
  const browser = h.browser();
  await browser.get('/device/signin?next=account');
  expectRedirect(await browser.post('/device/signin', { email, password, next: 'account' }), '/account');
  await browser.get('/account');
  return browser;
}

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
