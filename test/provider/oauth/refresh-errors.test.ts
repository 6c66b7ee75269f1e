/** docs/provider.md#refresh: the errors of a failed refresh, over HTTP, status and body exact. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, TV } from './harness.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('refresh (not documented by the public guide): unknown, revoked or other client’s refresh tokens are 400 invalid_grant; bad clients 401', async () => {
  const tokens = await h.signedIn({ scope: 'openid' });
  const invalidGrant = {
    error: 'invalid_grant',
    error_description: 'The refresh token is unknown, revoked or no longer valid.',
  };
  const internal = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' };
  for (const [token, client] of [
    ['no-such-token', TV],
    [`${tokens.refresh_token}x`, TV],
    [tokens.access_token, TV],
    [tokens.refresh_token, internal],
  ] as const) {
    const answer = await h.refresh(token, client);
    assert.equal(answer.status, 400, token);
    assert.deepEqual(answer.body, invalidGrant);
  }
  for (const client of [
    { client_id: 'demo-tv', client_secret: 'wrong' },
    { client_id: 'demo-web', client_secret: 'demo-web-secret' },
    { client_id: 'nobody', client_secret: 'demo-tv-secret' },
  ]) {
    const answer = await h.refresh(tokens.refresh_token, client);
    assert.equal(answer.status, 401, client.client_id);
    assert.deepEqual(answer.body, {
      error: 'invalid_client',
      error_description: 'Unknown client, wrong secret, or not a TV client.',
    });
  }
  // None of those refusals touched the token: it still works for its own client.
  assert.equal((await h.refresh(tokens.refresh_token)).status, 200);
});
