/**
 * A standard OpenID Connect client (openid-client 6) through the whole device flow against the provider:
 * discovery, device authorization (RFC 8628 §3.2's verification_uri), polling through pending, tokens,
 * refresh and revocation (RFC 7009, the token in the form body).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import * as client from 'openid-client';
import { Harness } from '../oauth/harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { heard, standardClient, withMockedWaits } from './standard-client.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const SCOPE = `openid email profile ${SCOPES.videoReadonly}`;

test('openid-client signs in through pending, refreshes and revokes', async () => {
  const config = await standardClient(h);
  const code = await client.initiateDeviceAuthorization(config, { scope: SCOPE });
  assert.equal(code.verification_uri, `${h.origin}/device`);
  assert.equal(code.verification_uri_complete, `${h.origin}/device?user_code=${code.user_code}`);

  let approved = false;
  const tokens = await withMockedWaits(
    h,
    () => client.pollDeviceAuthorizationGrant(config, code),
    async () => {
      // After two pending answers, the person approves on the verification pages.
      if (approved || heard.filter((line) => line === '428 /token').length < 2) return;
      const page = await h.browser().approve(code.user_code);
      assert.equal(page.status, 303, page.text);
      approved = true;
    },
  );
  assert.deepEqual(
    heard.filter((line) => line.endsWith('/token')),
    ['428 /token', '428 /token', '200 /token'],
  );
  assert.equal(tokens.token_type.toLowerCase(), 'bearer');
  assert.equal(tokens.scope, SCOPE);
  assert.ok(tokens.refresh_token !== undefined);
  assert.equal(await h.resourceStatus(tokens.access_token), 200);

  const renewed = await client.refreshTokenGrant(config, tokens.refresh_token);
  assert.notEqual(renewed.access_token, tokens.access_token);
  assert.equal(await h.resourceStatus(renewed.access_token), 200);

  await client.tokenRevocation(config, tokens.refresh_token);
  assert.equal(await h.resourceStatus(renewed.access_token), 401);
  await assert.rejects(client.refreshTokenGrant(config, tokens.refresh_token), (err) => {
    assert.ok(err instanceof client.ResponseBodyError);
    assert.equal(err.error, 'invalid_grant');
    return true;
  });
});
