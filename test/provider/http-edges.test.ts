// Edges of the HTTP layer shared by every API: a token sent two ways, and a body over the size limit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './oauth/harness.ts';
import { SCOPES } from '../../src/shared/scopes.ts';

let h: Harness;
let token: string;

before(async () => {
  h = await Harness.start();
  token = (await h.signedIn({ scope: `openid ${SCOPES.videoReadonly}` })).access_token;
});
after(() => h.close());

test('a token in both the Authorization header and access_token is refused with 400 (RFC 6750 §2)', async () => {
  const res = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true&access_token=${token}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 400);
  const body = (await res.json()) as { error: { code: number; errors: { reason: string }[] } };
  assert.equal(body.error.code, 400);
  assert.equal(body.error.errors[0]?.reason, 'invalidParameter');
});

test('either way alone still works', async () => {
  const header = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const query = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true&access_token=${token}`);
  assert.deepEqual([header.status, query.status], [200, 200]);
});

const tooBig = 'x'.repeat(1024 * 1024 + 1);

// In-process: over a socket the server answers 413 before reading the body and closes, and the client may
// see the reset before the answer.
const send = (path: string, init: RequestInit): Promise<Response> =>
  Promise.resolve(h.provider.app.request(path, init));

test('a body over 1 MiB on an API answers 413 that an app on another origin can read', async () => {
  const res = await send('/calendar/v3/calendars', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: 'null' },
    body: tooBig,
  });
  assert.equal(res.status, 413);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
  const code = await send('/device/code', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
    body: tooBig,
  });
  assert.equal(code.status, 413);
  assert.equal(code.headers.get('Access-Control-Allow-Origin'), 'null');
});

test('a body over 1 MiB on a page answers 413 with no CORS headers', async () => {
  const res = await send('/device', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.example' },
    body: tooBig,
  });
  assert.equal(res.status, 413);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), null);
});
