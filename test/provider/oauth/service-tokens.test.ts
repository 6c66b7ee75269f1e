/**
 * What a service account's token is (docs/identity.md#service-accounts): good only for the video scopes it
 * was granted, revocable, gone with its client, paced per client, and swept after it expires.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { removeClient, SecurityEvents } from '../../../src/provider/oauth/module.ts';
import { SERVICE_TOKEN_PACE } from '../../../src/provider/oauth/tokens/jwt-bearer-grant.ts';
import { Harness } from './harness.ts';
import { anotherServiceClient, assertion, exchange, serviceToken } from './service-account.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

async function statusOf(path: string, token: string): Promise<number> {
  const res = await fetch(h.origin + path, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

const CHANNELS = '/video/v3/channels?part=id&managedByMe=true&onBehalfOfContentOwner=harbour-records';

test('the token holds only its video scopes: other APIs refuse it, and userinfo knows only people', async () => {
  const token = await serviceToken(h);
  assert.equal(await statusOf(CHANNELS, token), 200);
  assert.equal(await statusOf('/calendar/v3/users/me/calendarList', token), 403);
  assert.equal(await statusOf('/userinfo', token), 401);
});

test('revoking a service token stops it; revoking it again is invalid_token', async () => {
  const token = await serviceToken(h);
  const revoked = await h.form(`/revoke?token=${token}`, {});
  assert.deepEqual([revoked.status, revoked.body], [200, {}]);
  assert.equal(await statusOf(CHANNELS, token), 401);
  const again = await h.form(`/revoke?token=${token}`, {});
  assert.deepEqual(again.body, { error: 'invalid_token', error_description: 'Token expired or revoked.' });
});

test('removing a service client revokes its tokens, and its assertions are refused from then on', async () => {
  const other = await anotherServiceClient(h, 'Removed label');
  const token = await serviceToken(h, { key: other.key, claims: { iss: other.id } });
  assert.equal(await statusOf('/video/v3/channels?part=id&id=UCharb0urRec0rdsT5mQ8xLw', token), 403);
  const env = { sql: h.provider.sql, events: new SecurityEvents() };
  const removed = await removeClient(env, { by: 'test', now: h.clock.now() }, other.id);
  assert.equal(removed?.people, 0);
  assert.equal(await statusOf('/video/v3/channels?part=id&id=UCharb0urRec0rdsT5mQ8xLw', token), 401);
  const signed = await assertion(h, { key: other.key, claims: { iss: other.id } });
  assert.deepEqual((await exchange(h, signed)).body, {
    error: 'invalid_grant',
    error_description: "No service account has the client_id the assertion's iss names.",
  });
});

test('a service client gets at most SERVICE_TOKEN_PACE.max tokens a minute, then 429 with Retry-After', async () => {
  const paced = await anotherServiceClient(h, 'Busy label');
  const ask = async () => exchange(h, await assertion(h, { key: paced.key, claims: { iss: paced.id } }));
  for (let i = 0; i < SERVICE_TOKEN_PACE.max; i++) assert.equal((await ask()).status, 200);
  const refused = await ask();
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('Retry-After'), '60');
  assert.deepEqual(refused.body, {
    error: 'temporarily_unavailable',
    error_description: 'This service account asked for too many tokens; retry in 60 s.',
  });
  // Another service account is not held back by it.
  assert.equal((await exchange(h, await assertion(h))).status, 200);
  h.wait(60);
  assert.equal((await ask()).status, 200);
});

test('expired service tokens and used assertion ids are swept', async () => {
  await serviceToken(h, { claims: { jti: 'sweep-me', scope: SCOPES.videoReadonly } });
  h.wait(25 * 3600);
  const report = await h.provider.sweep();
  assert.ok((report.oauth_service_tokens ?? 0) > 0, JSON.stringify(report));
  assert.ok((report.oauth_assertion_ids ?? 0) > 0, JSON.stringify(report));
});
