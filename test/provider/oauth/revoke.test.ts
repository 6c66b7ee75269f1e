/** POST /revoke?token=: both kinds of token, both directions, and its 400 answers. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('revoking a refresh token stops it and the access tokens it gave', async () => {
  const tokens = await h.signedIn();
  const renewed = (await h.refresh(tokens.refresh_token)).body as { access_token: string };
  const answer = await h.form(`/revoke?token=${tokens.refresh_token}`, '');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {});
  assert.equal((await h.refresh(tokens.refresh_token)).status, 400);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  assert.equal(await h.resourceStatus(renewed.access_token), 401);
});

test('revoking an access token stops it, its refresh token and that refresh token’s other access tokens', async () => {
  const tokens = await h.signedIn();
  const renewed = (await h.refresh(tokens.refresh_token)).body as { access_token: string };
  assert.equal((await h.form(`/revoke?token=${renewed.access_token}`, '')).status, 200);
  assert.equal(await h.resourceStatus(renewed.access_token), 401);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  assert.equal((await h.refresh(tokens.refresh_token)).status, 400);
});

test('other grants of the same person are untouched', async () => {
  const kept = await h.signedIn();
  const revoked = await h.signedIn();
  assert.equal((await h.form(`/revoke?token=${revoked.refresh_token}`, '')).status, 200);
  assert.equal(await h.resourceStatus(kept.access_token), 200);
  assert.equal((await h.refresh(kept.refresh_token)).status, 200);
});

test('the token may also come in the form body; a request with no Content-Type and no body is accepted', async () => {
  const one = await h.signedIn();
  assert.equal((await h.form('/revoke', { token: one.refresh_token })).status, 200);
  const two = await h.signedIn();
  const res = await fetch(`${h.origin}/revoke?token=${two.access_token}`, { method: 'POST' });
  assert.equal(res.status, 200);
});

test('400 invalid_token for unknown and already revoked tokens', async () => {
  const tokens = await h.signedIn();
  assert.equal((await h.form(`/revoke?token=${tokens.refresh_token}`, '')).status, 200);
  for (const token of ['nope', tokens.refresh_token, tokens.access_token]) {
    const answer = await h.form(`/revoke?token=${encodeURIComponent(token)}`, '');
    assert.equal(answer.status, 400, token);
    assert.deepEqual(answer.body, { error: 'invalid_token', error_description: 'Token expired or revoked.' });
  }
});

test('revoking an expired access token answers 200 {} and still revokes its refresh token (RFC 7009 §2.2)', async () => {
  const tokens = await h.signedIn();
  h.wait(3600);
  const answer = await h.form(`/revoke?token=${tokens.access_token}`, '');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {});
  assert.equal((await h.refresh(tokens.refresh_token)).status, 400);
  assert.equal((await h.form(`/revoke?token=${tokens.access_token}`, '')).status, 400);
});

test('400 invalid_request when the token is missing, repeated or sent twice', async () => {
  const cases: [string, string, string][] = [
    ['/revoke', '', 'token is required.'],
    ['/revoke?token=', '', 'token is required.'],
    ['/revoke?token=a&token=b', '', 'The parameter token appears more than once.'],
    ['/revoke?token=a', 'token=b', 'Send token once, in the query string.'],
    ['/revoke', 'token=a&token=b', 'The parameter token appears more than once.'],
  ];
  for (const [path, body, description] of cases) {
    const answer = await h.form(path, body);
    assert.equal(answer.status, 400, path);
    assert.deepEqual(answer.body, { error: 'invalid_request', error_description: description }, path);
  }
});

test('resources answer a revoked or expired access token with 401 and a Bearer invalid_token challenge', async () => {
  const revoked = await h.signedIn();
  assert.equal((await h.form(`/revoke?token=${revoked.access_token}`, '')).status, 200);
  const expired = await h.signedIn();
  h.wait(3600);
  for (const token of [revoked.access_token, expired.access_token]) {
    for (const [query, headers] of [
      [`&access_token=${token}`, {}],
      ['', { Authorization: `Bearer ${token}` }],
    ] as const) {
      const res = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true${query}`, { headers });
      assert.equal(res.status, 401);
      assert.equal(
        res.headers.get('WWW-Authenticate'),
        'Bearer realm="provider", error="invalid_token", error_description="the access token is unknown, expired or revoked"',
      );
      const body = (await res.json()) as { error: { code: number; errors: { reason: string }[] } };
      assert.equal(body.error.code, 401);
      assert.equal(body.error.errors[0]?.reason, 'authError');
    }
  }
});
