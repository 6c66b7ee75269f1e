/** Every endpoint validates first: malformed requests get a 4xx with the documented error body, never a 5xx or a change. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { storedRows } from '../stored-rows.ts';
import { Harness, TV } from './harness.ts';

let h: Harness;
let deviceCode: string;
let refreshToken: string;

before(async () => {
  h = await Harness.start();
  refreshToken = (await h.signedIn()).refresh_token;
  deviceCode = (await h.requestCode()).device_code;
});
after(() => h.close());

/** The rows a refused request must not change (a page view may start a browser session, so not those). */
const snapshot = (): Promise<string> =>
  storedRows(h.provider.sql, [
    'oauth_device_grants',
    'oauth_refresh_tokens',
    'oauth_access_tokens',
    'oauth_clients',
    'oauth_users',
  ]);

const POLL = { ...TV, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' };

test('wrong content types answer 400 invalid_request and change nothing', async () => {
  const before = await snapshot();
  const bodies: [string, string][] = [
    ['application/json', JSON.stringify({ ...POLL, device_code: 'x' })],
    ['text/plain', new URLSearchParams({ ...POLL, device_code: 'x' }).toString()],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/x-www-form-urlencodedX', 'a=b'],
  ];
  for (const path of ['/device/code', '/token', '/revoke?token=x']) {
    for (const [type, body] of bodies) {
      const res = await fetch(h.origin + path, { method: 'POST', headers: { 'Content-Type': type }, body });
      assert.equal(res.status, 400, `${path} ${type}`);
      assert.deepEqual(await res.json(), {
        error: 'invalid_request',
        error_description: 'The request body must be application/x-www-form-urlencoded.',
      });
    }
  }
  assert.equal(await snapshot(), before);
});

test('a repeated parameter is invalid_request, even when both values are the same', async () => {
  const before = await snapshot();
  const cases: [string, string, string][] = [
    ['/device/code', 'client_id=demo-tv&client_id=demo-tv&scope=openid', 'client_id'],
    ['/device/code', 'client_id=demo-tv&scope=openid&scope=email', 'scope'],
    [
      '/token',
      `${new URLSearchParams({ ...POLL, device_code: deviceCode }).toString()}&device_code=${deviceCode}`,
      'device_code',
    ],
    [
      '/token',
      `${new URLSearchParams({ ...TV, grant_type: 'refresh_token', refresh_token: refreshToken }).toString()}&client_secret=x`,
      'client_secret',
    ],
  ];
  for (const [path, body, name] of cases) {
    const answer = await h.form(path, body);
    assert.equal(answer.status, 400, body);
    assert.deepEqual(answer.body, {
      error: 'invalid_request',
      error_description: `The parameter ${name} appears more than once.`,
    });
  }
  assert.equal(await snapshot(), before);
});

test('unknown scopes are invalid_scope; with strict scopes, so is one outside the device-flow list', async () => {
  const unknown = await h.form('/device/code', {
    client_id: 'demo-tv',
    scope: 'openid https://api.example.com/auth/nothing',
  });
  assert.equal(unknown.status, 400);
  assert.deepEqual(unknown.body, {
    error: 'invalid_scope',
    error_description: 'Not allowed for the device flow: https://api.example.com/auth/nothing',
  });
  const empty = await h.form('/device/code', { client_id: 'demo-tv', scope: '   ' });
  assert.deepEqual(empty.body, { error: 'invalid_scope', error_description: 'scope names no scope.' });
  const strict = await Harness.start({ strictScopes: true });
  try {
    const calendar = 'https://api.example.com/auth/calendar.readonly';
    const refused = await strict.form('/device/code', { client_id: 'demo-tv', scope: `openid ${calendar}` });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      error: 'invalid_scope',
      error_description: `Not allowed for the device flow: ${calendar}`,
    });
    await strict.requestCode('openid email https://api.example.com/auth/video.readonly');
  } finally {
    await strict.close();
  }
});

test('garbage of every kind never gets a 5xx', async () => {
  const before = await snapshot();
  const garbage = [
    '',
    '%',
    '%%%%%=%%%',
    '=&=&=',
    'client_id',
    '\u0000\u0001\u0002=\uffff',
    'client_id=%E0%A4%A&scope=%FF',
    'a='.repeat(10_000),
    `client_id=${'x'.repeat(100_000)}&scope=openid`,
    `device_code=${'%00'.repeat(1000)}&client_id=demo-tv&client_secret=demo-tv-secret&grant_type=refresh_token&refresh_token=%F0%9F%92%A9`,
  ];
  const paths = [
    '/device/code',
    '/token',
    '/revoke',
    '/revoke?token=%FF%FE',
    '/device',
    '/device/signin',
    '/device/consent',
    '/account/remove',
    '/account/signout',
  ];
  for (const path of paths) {
    for (const body of garbage) {
      for (const type of ['application/x-www-form-urlencoded', 'application/json', undefined]) {
        const res = await fetch(h.origin + path, {
          method: 'POST',
          headers: type === undefined ? {} : { 'Content-Type': type },
          body,
        });
        await res.arrayBuffer();
        assert.ok(
          res.status >= 400 && res.status < 500,
          `${path} ${type ?? 'no type'} ${body.slice(0, 40)}: ${res.status}`,
        );
      }
    }
  }
  const gets = [
    '/device?user_code=%FF',
    '/device/consent',
    '/device/done?result=%00',
    '/account?removed=%FF',
    '/token',
    '/video/v3/channels?part=%FF',
  ];
  for (const path of gets) {
    const res = await fetch(h.origin + path, { redirect: 'manual' });
    await res.arrayBuffer();
    assert.ok(res.status < 500, `${path}: ${res.status}`);
  }
  assert.equal(await snapshot(), before);
});

test('a body over the size limit answers 413 without reading it all', async () => {
  const res = await fetch(`${h.origin}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `a=${'x'.repeat(1024 * 1024 + 1)}`,
  });
  assert.equal(res.status, 413);
});

test('an unknown address answers 404 in the API error shape', async () => {
  const res = await fetch(`${h.origin}/nope`);
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), {
    error: {
      code: 404,
      message: 'No such address: GET /nope',
      errors: [{ domain: 'global', reason: 'notFound', message: 'No such address: GET /nope' }],
      status: 'NOT_FOUND',
    },
  });
});
