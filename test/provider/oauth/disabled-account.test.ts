/**
 * A disabled account (docs/identity.md#administration): its access tokens are refused on every API and on
 * userinfo, its refresh tokens answer invalid_grant, it cannot sign in, and what it allowed but no device
 * collected gives no tokens. The check reads the database, so a disable written elsewhere counts at once.
 * Enabling lets it sign in again; what was revoked stays revoked.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { change } from './rows.ts';
import { Harness, VIDEO_SCOPE } from './harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { DEMO_USERS } from '../../../src/provider/oauth/demo.ts';

const ALICE = DEMO_USERS.alice.id;
const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description: 'The refresh token is unknown, revoked or no longer valid.',
};

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

/** Writes the state as another provider process sharing the database would, with nothing revoked. */
const setDisabled = async (at: number | null): Promise<void> => {
  await change(h, 'UPDATE oauth_users SET disabled_at = ? WHERE id = ?', at, ALICE);
};

async function calendarStatus(accessToken: string): Promise<number> {
  const res = await fetch(`${h.origin}/calendar/v3/users/me/calendarList`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  await res.arrayBuffer();
  return res.status;
}

async function signInPage(email: string, password: string): Promise<{ status: number; text: string }> {
  const browser = h.browser();
  await browser.get('/device/signin?next=account');
  return browser.post('/device/signin', { email, password, next: 'account' });
}

test('disabled on /admin: its access token gets 401 on the APIs and userinfo, its refresh invalid_grant, its sign-in a sentence', async () => {
  const tokens = await h.signedIn({
    scope: `openid ${SCOPES.calendarReadonly} ${VIDEO_SCOPE}`,
  });
  assert.equal(await h.resourceStatus(tokens.access_token), 200);
  assert.equal(await h.userinfoStatus(tokens.access_token), 200);
  await h.administer('disable', ALICE);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  assert.equal(await calendarStatus(tokens.access_token), 401);
  assert.equal(await h.userinfoStatus(tokens.access_token), 401);
  const refreshed = await h.refresh(tokens.refresh_token);
  assert.equal(refreshed.status, 400);
  assert.deepEqual(refreshed.body, INVALID_GRANT);
  const refused = await signInPage('alice@example.com', 'alice');
  assert.equal(refused.status, 403);
  assert.match(
    refused.text,
    /This account has been disabled by an administrator, so it cannot sign in or connect devices\./,
  );
  const wrong = await signInPage('alice@example.com', 'not-her-password');
  assert.equal(wrong.status, 401, 'a wrong password learns nothing about the state');
  assert.doesNotMatch(wrong.text, /disabled/);
  await h.administer('enable', ALICE);
});

test('the checks read the database: a disable written by another process stops tokens and refreshes at once', async () => {
  const tokens = await h.signedIn({ scope: `openid ${VIDEO_SCOPE}` });
  await setDisabled(h.clock.now());
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  assert.equal(await h.userinfoStatus(tokens.access_token), 401);
  assert.deepEqual((await h.refresh(tokens.refresh_token)).body, INVALID_GRANT);
  await setDisabled(null);
  assert.equal(await h.resourceStatus(tokens.access_token), 200, 'nothing was cached, nothing revoked');
});

test('an approval the device has not collected gives no tokens once the account is disabled', async () => {
  const code = await h.requestCode('openid');
  await h.browser().approve(code.user_code);
  await h.administer('disable', ALICE);
  h.wait(code.interval);
  assert.deepEqual((await h.poll(code.device_code)).body, {
    error: 'access_denied',
    error_description: 'Forbidden',
  });
  await h.administer('enable', ALICE);

  // Disabled between the approval and the poll by a process that withdrew nothing: the claim itself refuses.
  const raced = await h.requestCode('openid');
  await h.browser().approve(raced.user_code);
  await setDisabled(h.clock.now());
  h.wait(raced.interval);
  const answer = await h.poll(raced.device_code);
  await setDisabled(null);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, { error: 'access_denied', error_description: 'Forbidden' });
  h.wait(raced.interval);
  assert.equal((await h.poll(raced.device_code)).status, 403, 'and it stays refused once enabled');
});

test('a browser signed in when the account is disabled is signed out; enabling lets the person sign in, revoked tokens stay revoked', async () => {
  const tokens = await h.signedIn({ scope: `openid ${VIDEO_SCOPE}` });
  const alice = await h.signedInBrowser('alice@example.com', 'alice');
  await h.administer('disable', ALICE);
  assert.equal((await alice.get('/account')).headers.get('Location'), '/device/signin?next=account');
  await h.administer('enable', ALICE);
  assert.equal((await signInPage('alice@example.com', 'alice')).status, 303);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  assert.deepEqual((await h.refresh(tokens.refresh_token)).body, INVALID_GRANT);
  const again = await h.signedIn({ scope: `openid ${VIDEO_SCOPE}` });
  assert.equal(await h.resourceStatus(again.access_token), 200, 'a new code connects again');
});
