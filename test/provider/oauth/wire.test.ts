/** The shared wire parsers the TV app relies on: every field checked, every bad shape refused. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseDeviceCodeResponse,
  parseDiscoveryDocument,
  parseOAuthErrorBody,
  parseQuotaErrorBody,
  parseRefreshResponse,
  parseTokenResponse,
} from '../../../src/shared/wire/oauth.ts';
import { WireError } from '../../../src/shared/wire/decode.ts';

const CODE = {
  device_code: 'dc',
  user_code: 'BCDF-GHJK',
  verification_url: 'http://localhost:8787/device',
  expires_in: 1800,
  interval: 5,
};

test('a device code response parses, with or without verification_url_complete', () => {
  assert.deepEqual(parseDeviceCodeResponse(CODE), CODE);
  const complete = { ...CODE, verification_url_complete: 'http://localhost:8787/device?user_code=BCDF-GHJK' };
  assert.deepEqual(parseDeviceCodeResponse(complete), complete);
  // Unknown fields are dropped, not passed on.
  assert.deepEqual(parseDeviceCodeResponse({ ...CODE, extra: 1 }), CODE);
});

test('a device code response with any field missing or wrong is refused', () => {
  const bad: unknown[] = [
    null,
    [],
    'text',
    { ...CODE, device_code: '' },
    { ...CODE, user_code: 'BCDF GHJK' },
    { ...CODE, user_code: 7 },
    { ...CODE, verification_url: 'ftp://x/device' },
    { ...CODE, verification_url: undefined },
    { ...CODE, expires_in: '1800' },
    { ...CODE, expires_in: 1.5 },
    { ...CODE, interval: -1 },
    { ...CODE, verification_url_complete: 'not a url' },
  ];
  for (const value of bad)
    assert.throws(() => parseDeviceCodeResponse(value), WireError, JSON.stringify(value));
});

test('token and refresh responses parse; token_type is Bearer in any case', () => {
  const token = {
    access_token: 'a',
    expires_in: 3600,
    refresh_token: 'r',
    scope: 'openid',
    token_type: 'bearer',
  };
  assert.deepEqual(parseTokenResponse(token), { ...token, token_type: 'Bearer' });
  assert.throws(() => parseTokenResponse({ ...token, refresh_token: undefined }), WireError);
  assert.throws(() => parseTokenResponse({ ...token, token_type: 'MAC' }), WireError);
  assert.throws(() => parseTokenResponse({ ...token, scope: ['openid'] }), WireError);
  const refresh = { access_token: 'a', expires_in: 3600, scope: 'openid', token_type: 'Bearer' };
  assert.deepEqual(parseRefreshResponse(refresh), refresh);
  assert.throws(() => parseRefreshResponse({ ...refresh, access_token: '' }), WireError);
});

test('error bodies parse in both dialects', () => {
  assert.deepEqual(parseOAuthErrorBody({ error: 'slow_down', error_description: 'Forbidden' }), {
    error: 'slow_down',
    error_description: 'Forbidden',
  });
  assert.deepEqual(parseOAuthErrorBody({ error: 'invalid_grant' }), { error: 'invalid_grant' });
  assert.throws(() => parseOAuthErrorBody({ error_code: 'rate_limit_exceeded' }), WireError);
  assert.deepEqual(parseQuotaErrorBody({ error_code: 'rate_limit_exceeded' }), {
    error_code: 'rate_limit_exceeded',
  });
  assert.throws(() => parseQuotaErrorBody({ error: 'x' }), WireError);
});

test('a discovery document needs every endpoint and a list of scopes', () => {
  const doc = {
    issuer: 'http://localhost:8787',
    device_authorization_endpoint: 'http://localhost:8787/device/code',
    token_endpoint: 'http://localhost:8787/token',
    revocation_endpoint: 'http://localhost:8787/revoke',
    scopes_supported: ['openid'],
  };
  assert.deepEqual(parseDiscoveryDocument(doc), doc);
  assert.throws(() => parseDiscoveryDocument({ ...doc, token_endpoint: undefined }), WireError);
  assert.throws(() => parseDiscoveryDocument({ ...doc, scopes_supported: 'openid' }), WireError);
  assert.throws(() => parseDiscoveryDocument({ ...doc, scopes_supported: [1] }), WireError);
});
