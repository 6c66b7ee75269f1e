/** A code's states and transitions (docs/provider.md#polling): one test per row, over HTTP with an injected clock. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, VIDEO_SCOPE } from './harness.ts';

let h: Harness;
before(async () => {
  h = await Harness.start({ pollInterval: 5, codeTtl: 600, accessTtl: 3600 });
});
after(() => h.close());

test('none → Pending: a device code response with every field', async () => {
  const answer = await h.form('/device/code', { client_id: 'demo-tv', scope: `openid ${VIDEO_SCOPE}` });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('Cache-Control'), 'no-store');
  const body = answer.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), [
    'device_code',
    'expires_in',
    'interval',
    'user_code',
    'verification_uri',
    'verification_uri_complete',
    'verification_url',
    'verification_url_complete',
  ]);
  assert.match(body.device_code as string, /^[A-Za-z0-9_-]{43}$/);
  assert.match(body.user_code as string, /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
  assert.equal(body.verification_url, `${h.origin}/device`);
  assert.equal(body.verification_url_complete, `${h.origin}/device?user_code=${body.user_code as string}`);
  assert.equal(body.verification_uri, body.verification_url);
  assert.equal(body.verification_uri_complete, body.verification_url_complete);
  assert.equal(body.expires_in, 600);
  assert.equal(body.interval, 5);
});

test('Pending → Pending: a poll before the person finishes answers 428 authorization_pending', async () => {
  const code = await h.requestCode();
  for (let i = 0; i < 3; i++) {
    const answer = await h.poll(code.device_code);
    assert.equal(answer.status, 428);
    assert.deepEqual(answer.body, {
      error: 'authorization_pending',
      error_description: 'Precondition Required',
    });
    h.wait(code.interval);
  }
});

test('Pending → Pending: polling faster than interval answers 403 slow_down, never on the first poll', async () => {
  const code = await h.requestCode();
  assert.equal((await h.poll(code.device_code)).status, 428);
  const fast = await h.poll(code.device_code);
  assert.equal(fast.status, 403);
  assert.deepEqual(fast.body, { error: 'slow_down', error_description: 'Forbidden' });
});

test('Pending → Granted: after Allow, the next poll returns access and refresh tokens with the granted scope', async () => {
  const code = await h.requestCode(`openid email ${VIDEO_SCOPE}`);
  assert.equal((await h.poll(code.device_code)).status, 428);
  const done = await h.browser().approve(code.user_code);
  assert.equal(done.headers.get('Location'), '/device/done?result=allowed');
  h.wait(code.interval);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('Cache-Control'), 'no-store');
  const body = answer.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), [
    'access_token',
    'expires_in',
    // openid was granted: docs/identity.md#the-id-token
    'id_token',
    'refresh_token',
    'scope',
    'token_type',
  ]);
  assert.match(body.access_token as string, /^[A-Za-z0-9_-]{43}$/);
  assert.match(body.refresh_token as string, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(body.expires_in, 3600);
  assert.equal(body.scope, `openid email ${VIDEO_SCOPE}`);
  assert.equal(body.token_type, 'Bearer');
  assert.equal(await h.resourceStatus(body.access_token as string), 200);
});

test('Pending → Denied: after Deny, the next poll answers 403 access_denied', async () => {
  const code = await h.requestCode();
  await h.browser().approve(code.user_code, { decision: 'deny' });
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, { error: 'access_denied', error_description: 'Forbidden' });
});

test('Pending → Expired: once expires_in elapses the poll answers 400 expired_token and the page says so', async () => {
  const code = await h.requestCode();
  assert.equal((await h.poll(code.device_code)).status, 428);
  const browser = h.browser();
  await browser.get('/device');
  assert.equal((await browser.post('/device', { user_code: code.user_code })).status, 303);
  h.wait(code.expires_in);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, {
    error: 'expired_token',
    error_description: 'The device code has expired.',
  });
  await browser.get('/device');
  const page = await browser.post('/device', { user_code: code.user_code });
  assert.equal(page.status, 410);
  assert.match(page.text, /This code has expired\. Your TV shows a new code by itself: enter that one\./);
  // A browser that never entered the code hears only that it is wrong.
  const stranger = h.browser();
  await stranger.get('/device');
  assert.equal((await stranger.post('/device', { user_code: code.user_code })).status, 400);
});

test('Granted → access token expired: past its lifetime the access token is refused with 401', async () => {
  const tokens = await h.signedIn();
  assert.equal(await h.resourceStatus(tokens.access_token), 200);
  h.wait(3600);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
});

test('access token expired → renewed: a refresh returns a new access token and no refresh_token', async () => {
  const tokens = await h.signedIn();
  h.wait(3600);
  const answer = await h.refresh(tokens.refresh_token);
  assert.equal(answer.status, 200);
  const body = answer.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), [
    'access_token',
    'expires_in',
    'id_token',
    'scope',
    'token_type',
  ]);
  assert.equal(body.expires_in, 3600);
  assert.equal(body.scope, tokens.scope);
  assert.equal(body.token_type, 'Bearer');
  assert.notEqual(body.access_token, tokens.access_token);
  assert.equal(await h.resourceStatus(body.access_token as string), 200);
});

test('Granted → revoked: revoking the access token also revokes its refresh token', async () => {
  const tokens = await h.signedIn();
  const answer = await h.form(`/revoke?token=${tokens.access_token}`, '');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {});
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  const refresh = await h.refresh(tokens.refresh_token);
  assert.equal(refresh.status, 400);
  assert.deepEqual(refresh.body, {
    error: 'invalid_grant',
    error_description: 'The refresh token is unknown, revoked or no longer valid.',
  });
});

test('Granted → access revoked: after Remove access on the account page, refresh tokens stop working', async () => {
  const tokens = await h.signedIn();
  const browser = h.browser();
  await browser.get('/device/signin?next=account');
  await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'account' });
  const account = await browser.get('/account');
  assert.match(account.text, /Demo TV/);
  const removed = await browser.post('/account/remove', { client_id: 'demo-tv' });
  assert.equal(removed.headers.get('Location'), '/account?removed=demo-tv');
  assert.equal((await h.refresh(tokens.refresh_token)).status, 400);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
});
