/** GET /video/v3/channels: errors, scopes, tokens, thumbnails and CORS, over HTTP against the real provider. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { get, h, token } from './channels-fixture.ts';

function apiError(
  code: number,
  reason: string,
  message: string,
  domain = 'video.parameter',
  status = 'INVALID_ARGUMENT',
): unknown {
  return { error: { code, message, errors: [{ domain, reason, message }], status } };
}

test('bad queries answer 400 in the public error shape', async () => {
  const cases: [string, string, string][] = [
    ['mine=true', 'required', 'Required parameter: part'],
    ['part=snippet,player&mine=true', 'unknownPart', "'player'"],
    [
      'part=snippet',
      'missingRequiredParameter',
      'No filter selected. Expected one of: forHandle, id, managedByMe, mine',
    ],
    [
      'part=snippet&mine=false',
      'missingRequiredParameter',
      'No filter selected. Expected one of: forHandle, id, managedByMe, mine',
    ],
    [
      'part=snippet&mine=true&id=x',
      'incompatibleParameters',
      'Incompatible parameters specified in the request: mine, id',
    ],
    ['part=snippet&mine=yes', 'invalidParameter', "Invalid boolean value for parameter mine: 'yes'"],
    [
      'part=snippet&mine=true&maxResults=51',
      'invalidParameter',
      "Invalid value '51'. Values must be within the range: [0, 50]",
    ],
    [
      'part=snippet&mine=true&maxResults=-1',
      'invalidParameter',
      "Invalid value '-1'. Values must be within the range: [0, 50]",
    ],
    [
      'part=snippet&mine=true&pageToken=garbage!',
      'invalidPageToken',
      'The request specifies an invalid page token.',
    ],
    [
      'part=snippet&part=id&mine=true&mine=true',
      'invalidParameter',
      'The parameter mine appears more than once.',
    ],
  ];
  for (const [query, reason, message] of cases) {
    const { status, body } = await get(query);
    assert.equal(status, 400, query);
    assert.deepEqual(body, apiError(400, reason, message), query);
  }
});

test('401 with WWW-Authenticate: Bearer without a token or with a bad one; 403 without a video scope', async () => {
  const none = await get('part=id&mine=true', null);
  assert.equal(none.status, 401);
  assert.match(none.headers.get('WWW-Authenticate') ?? '', /^Bearer /);
  const bad = await get('part=id&mine=true', 'not-a-token');
  assert.equal(bad.status, 401);
  assert.match(bad.headers.get('WWW-Authenticate') ?? '', /^Bearer .*error="invalid_token"/);
  const identityOnly = (await h.signedIn({ scope: 'openid email' })).access_token;
  const forbidden = await get('part=id&mine=true', identityOnly);
  assert.equal(forbidden.status, 403);
  assert.equal(forbidden.body.error.errors[0]!.reason, 'insufficientPermissions');
});

test('403 for every other video scope, and for other APIs’ scopes', async () => {
  const others = [
    SCOPES.videoUpload,
    SCOPES.videoChannelMembershipsCreator,
    `${SCOPES.calendar} ${SCOPES.books}`,
  ];
  for (const scope of others) {
    const t = (await h.signedIn({ scope })).access_token;
    const res = await get('part=id&mine=true', t);
    assert.equal(res.status, 403, scope);
    assert.equal(res.body.error.errors[0]!.reason, 'insufficientPermissions', scope);
  }
});

test('the token may come in the access_token query parameter; video, video.force-ssl and the partner scopes also read', async () => {
  const res = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true&access_token=${token}`);
  assert.equal(res.status, 200);
  // The public API's channels.list takes these five; the partner ones are a content owner's tools' scopes.
  for (const scope of [
    SCOPES.video,
    SCOPES.videoForceSsl,
    SCOPES.videoPartner,
    SCOPES.videoPartnerChannelAudit,
  ]) {
    const t = (await h.signedIn({ scope })).access_token;
    assert.equal((await get('part=id&mine=true', t)).status, 200, scope);
  }
});

test('thumbnails are SVG, need no token, and unknown ones are 404', async () => {
  const res = await fetch(`${h.origin}/video/v3/thumbnails/UCa1iceCooksR4nV8tB3hJ6d.svg?s=88`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Content-Type'), 'image/svg+xml; charset=utf-8');
  const svg = await res.text();
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, />AC<\/text>/);
  const missing = await fetch(`${h.origin}/video/v3/thumbnails/UCnothing.svg`);
  assert.equal(missing.status, 404);
  const odd = await fetch(`${h.origin}/video/v3/thumbnails/..%2f..%2fetc.svg`);
  assert.equal(odd.status, 404);
});

test('the API answers any origin, null included, without credentials', async () => {
  const res = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true`, {
    headers: { Authorization: `Bearer ${token}`, Origin: 'null' },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
  assert.equal(res.headers.get('Access-Control-Allow-Credentials'), null);
  const preflight = await fetch(`${h.origin}/video/v3/channels`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'null',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('Access-Control-Allow-Headers') ?? '', /Authorization/);
});
