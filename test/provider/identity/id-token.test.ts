/**
 * The ID token (every claim), its verification with the published JWKS, userinfo's claims and errors, and
 * discovery's OpenID Connect fields; openid-client validates the same ID token and reads userinfo.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import * as client from 'openid-client';
import { Harness } from '../oauth/harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ID_TOKEN_TTL_SECONDS } from '../../../src/provider/oauth/tokens/id-token.ts';
import { standardClient, withMockedWaits } from './standard-client.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const VIDEO = SCOPES.videoReadonly;

async function jwks(): Promise<ReturnType<typeof createLocalJWKSet>> {
  const res = await fetch(`${h.origin}/.well-known/jwks.json`);
  return createLocalJWKSet((await res.json()) as JSONWebKeySet);
}

/** Verifies with the JWKS, this issuer and the demo TV as audience; returns the payload. */
async function verified(idToken: string): Promise<Record<string, unknown>> {
  const { payload, protectedHeader } = await jwtVerify(idToken, await jwks(), {
    issuer: h.origin,
    audience: 'demo-tv',
    algorithms: ['ES256'],
    currentDate: new Date(h.clock.now()),
  });
  assert.equal(protectedHeader.alg, 'ES256');
  assert.equal(typeof protectedHeader.kid, 'string');
  return payload;
}

test('discovery lists the OpenID Connect fields', async () => {
  const doc = (await (await fetch(`${h.origin}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >;
  assert.equal(doc.jwks_uri, `${h.origin}/.well-known/jwks.json`);
  assert.equal(doc.userinfo_endpoint, `${h.origin}/userinfo`);
  assert.deepEqual(doc.id_token_signing_alg_values_supported, ['ES256']);
  assert.deepEqual(doc.subject_types_supported, ['public']);
  assert.deepEqual(doc.response_types_supported, []);
  assert.deepEqual(doc.grant_types_supported, [
    'urn:ietf:params:oauth:grant-type:device_code',
    'refresh_token',
    'urn:ietf:params:oauth:grant-type:jwt-bearer',
  ]);
  assert.deepEqual(doc.claims_supported, [
    'iss',
    'sub',
    'aud',
    'iat',
    'exp',
    'auth_time',
    'email',
    'email_verified',
    'name',
  ]);
});

test('with openid email profile the token response carries an ID token with every claim', async () => {
  const before = h.clock.now();
  const tokens = (await h.signedIn({ scope: `openid email profile ${VIDEO}` })) as { id_token?: string };
  assert.ok(tokens.id_token !== undefined);
  const claims = await verified(tokens.id_token);
  const iat = Math.floor(h.clock.now() / 1000);
  assert.deepEqual(claims, {
    iss: h.origin,
    sub: '1001',
    aud: 'demo-tv',
    iat,
    exp: iat + ID_TOKEN_TTL_SECONDS,
    auth_time: Math.floor(before / 1000),
    email: 'alice@example.com',
    email_verified: true,
    name: 'Alice',
  });
});

test('the claims follow the scopes: openid alone gives sub only; without openid no ID token', async () => {
  const bare = (await h.signedIn({ scope: `openid ${VIDEO}` })) as { id_token?: string };
  assert.ok(bare.id_token !== undefined);
  const claims = await verified(bare.id_token);
  assert.deepEqual(Object.keys(claims).sort(), ['aud', 'auth_time', 'exp', 'iat', 'iss', 'sub']);
  const none = (await h.signedIn({ scope: `email ${VIDEO}` })) as { id_token?: string };
  assert.equal(none.id_token, undefined);
});

test('a refresh carries a new ID token for the same person and the same auth_time', async () => {
  const tokens = (await h.signedIn({ scope: `openid email ${VIDEO}` })) as {
    refresh_token: string;
    id_token?: string;
  };
  assert.ok(tokens.id_token !== undefined);
  const first = await verified(tokens.id_token);
  h.wait(600);
  const renewed = await h.refresh(tokens.refresh_token);
  assert.equal(renewed.status, 200);
  const body = renewed.body as { id_token?: string };
  assert.ok(body.id_token !== undefined);
  const second = await verified(body.id_token);
  assert.equal(second.sub, first.sub);
  assert.equal(second.auth_time, first.auth_time);
  assert.equal(second.iat, (first.iat as number) + 600);
  assert.equal(second.email, 'alice@example.com');
  assert.equal(decodeProtectedHeader(body.id_token).kid, decodeProtectedHeader(tokens.id_token).kid);
});

test('userinfo: the same claims by GET and POST; 401 invalid_token; 403 insufficient_scope', async () => {
  const tokens = await h.signedIn({ scope: `openid email profile ${VIDEO}` });
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const expected = { sub: '1001', email: 'alice@example.com', email_verified: true, name: 'Alice' };
  const got = await fetch(`${h.origin}/userinfo`, { headers: auth });
  assert.equal(got.status, 200);
  assert.deepEqual(await got.json(), expected);
  const posted = await fetch(`${h.origin}/userinfo`, { method: 'POST', headers: auth });
  assert.deepEqual(await posted.json(), expected);
  const inBody = await h.form('/userinfo', { access_token: tokens.access_token });
  assert.deepEqual(inBody.body, expected);

  for (const headers of [new Headers(), new Headers({ Authorization: 'Bearer nope' })]) {
    const bad = await fetch(`${h.origin}/userinfo`, { headers });
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('WWW-Authenticate') ?? '', /^Bearer error="invalid_token"/);
    assert.equal(((await bad.json()) as { error: string }).error, 'invalid_token');
  }
  const noOpenid = await h.signedIn({ scope: `email ${VIDEO}` });
  const forbidden = await fetch(`${h.origin}/userinfo`, {
    headers: { Authorization: `Bearer ${noOpenid.access_token}` },
  });
  assert.equal(forbidden.status, 403);
  assert.match(forbidden.headers.get('WWW-Authenticate') ?? '', /^Bearer error="insufficient_scope"/);
  // A revoked token is refused too.
  assert.equal((await h.form(`/revoke?token=${tokens.access_token}`, '')).status, 200);
  assert.equal((await fetch(`${h.origin}/userinfo`, { headers: auth })).status, 401);
});

test('openid-client validates the ID token and reads userinfo for its subject', async () => {
  const config = await standardClient(h);
  const code = await client.initiateDeviceAuthorization(config, { scope: `openid email profile ${VIDEO}` });
  const page = await h.browser().approve(code.user_code);
  assert.equal(page.status, 303);
  const tokens = await withMockedWaits(h, () => client.pollDeviceAuthorizationGrant(config, code));
  const claims = tokens.claims();
  assert.ok(claims !== undefined);
  assert.equal(claims.sub, '1001');
  assert.equal(claims.email, 'alice@example.com');
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  assert.equal(info.name, 'Alice');
  assert.ok(tokens.id_token !== undefined);
  await verified(tokens.id_token);
});
