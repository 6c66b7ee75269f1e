/** Discovery, and CORS for the machine-facing endpoints (any origin, null included, never credentials). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, VIDEO_SCOPE } from './harness.ts';
import { ALL_SCOPES, SCOPES } from '../../../src/shared/scopes.ts';
import { parseDiscoveryDocument } from '../../../src/shared/wire/oauth.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('discovery names the endpoints at the public URL and every scope the provider knows', async () => {
  const res = await fetch(`${h.origin}/.well-known/openid-configuration`);
  assert.equal(res.status, 200);
  const body = (await res.json()) as Record<string, unknown>;
  assert.deepEqual(parseDiscoveryDocument(body), {
    issuer: h.origin,
    device_authorization_endpoint: `${h.origin}/device/code`,
    token_endpoint: `${h.origin}/token`,
    revocation_endpoint: `${h.origin}/revoke`,
    scopes_supported: [...ALL_SCOPES],
    jwks_uri: `${h.origin}/.well-known/jwks.json`,
    userinfo_endpoint: `${h.origin}/userinfo`,
    id_token_signing_alg_values_supported: ['ES256'],
    subject_types_supported: ['public'],
    claims_supported: body.claims_supported,
    // RFC 8414 §2: the TV reads both to ask for its client before it shows a code (docs/app.md#runtime-configuration-configjson).
    // The JWT bearer grant is the service accounts' (docs/identity.md#service-accounts).
    grant_types_supported: [
      'urn:ietf:params:oauth:grant-type:device_code',
      'refresh_token',
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    ],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
  });
});

test('discovery, device code, token and revoke answer Origin: null and any other origin, without credentials', async () => {
  const requests: [string, RequestInit][] = [
    ['/.well-known/openid-configuration', {}],
    [
      '/device/code',
      { method: 'POST', body: new URLSearchParams({ client_id: 'demo-tv', scope: 'openid' }) },
    ],
    ['/token', { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token' }) }],
    ['/revoke?token=x', { method: 'POST', body: new URLSearchParams() }],
  ];
  for (const origin of ['null', 'https://tv.example', 'file://']) {
    for (const [path, init] of requests) {
      const res = await fetch(h.origin + path, { ...init, headers: { Origin: origin } });
      await res.arrayBuffer();
      assert.equal(res.headers.get('Access-Control-Allow-Origin'), origin, `${path} from ${origin}`);
      assert.equal(res.headers.get('Access-Control-Allow-Credentials'), null);
    }
  }
});

test('preflights for the token endpoint are answered', async () => {
  const res = await fetch(`${h.origin}/token`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'null',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
  assert.match(res.headers.get('Access-Control-Allow-Methods') ?? '', /POST/);
});

test('error answers carry CORS too, so a packaged app can read them', async () => {
  const res = await fetch(`${h.origin}/token`, {
    method: 'POST',
    headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=nope',
  });
  assert.equal(res.status, 400);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
});

test('every resource API answers Origin: null, errors and preflights included, without credentials; pages send none', async () => {
  const tokens = await h.signedIn({
    scope: `openid ${SCOPES.calendarReadonly} ${SCOPES.books} ${VIDEO_SCOPE}`,
  });
  const bearer = { Authorization: `Bearer ${tokens.access_token}` };
  const requests: [string, Record<string, string>, number][] = [
    ['/calendar/v3/users/me/calendarList', bearer, 200],
    ['/calendar/v3/colors', {}, 401],
    ['/calendar/v3/no-such-thing', bearer, 404],
    ['/fitness/v1/users/me/dataSources', bearer, 403],
    ['/fitness/v1/users/me/dataSources', {}, 401],
    ['/books/v1/mylibrary/bookshelves', bearer, 200],
    ['/books/v1/volumes', {}, 400],
    ['/video/v3/channels?part=id&mine=true', bearer, 200],
    ['/video/v3/channels?part=id&mine=true', { Authorization: 'Bearer nope' }, 401],
  ];
  for (const [path, headers, status] of requests) {
    const res = await fetch(h.origin + path, { headers: { ...headers, Origin: 'null' } });
    await res.arrayBuffer();
    assert.equal(res.status, status, path);
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null', path);
    assert.equal(res.headers.get('Access-Control-Allow-Credentials'), null, path);
    const preflight = await fetch(h.origin + path, {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type, if-match',
      },
    });
    assert.equal(preflight.status, 204, path);
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'null', path);
    assert.match(preflight.headers.get('Access-Control-Allow-Headers') ?? '', /If-Match/, path);
  }
  for (const path of [
    '/device',
    '/device/signin',
    '/device/consent',
    '/device/done?result=allowed',
    '/account',
  ]) {
    const res = await fetch(h.origin + path, { headers: { Origin: 'null' }, redirect: 'manual' });
    await res.arrayBuffer();
    for (const name of res.headers.keys()) assert.doesNotMatch(name, /^access-control-/i, path);
  }
});
