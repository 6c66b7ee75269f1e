/**
 * The OAuth endpoints' answers beyond their own handlers: refresh narrowing its scope (RFC 6749 §6), the
 * server's 404 and 413 in `{error, error_description}` under the OAuth endpoints (RFC 6749 §5.2), and no
 * token of a query string reaching a log line.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, VIDEO_SCOPE } from './harness.ts';
import { loggable } from '../../../src/provider/http/errors.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('refresh may narrow scope to a subset of the granted scopes; a wider one is 400 invalid_scope', async () => {
  const tokens = await h.signedIn({ scope: `openid ${VIDEO_SCOPE} ${SCOPES.calendarReadonly}` });
  const narrowed = await h.form('/token', {
    client_id: 'demo-tv',
    client_secret: 'demo-tv-secret',
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
    scope: VIDEO_SCOPE,
  });
  assert.equal(narrowed.status, 200, JSON.stringify(narrowed.body));
  const access = narrowed.body as { access_token: string; scope: string };
  assert.equal(access.scope, VIDEO_SCOPE);
  const calendar = await fetch(`${h.origin}/calendar/v3/users/me/calendarList`, {
    headers: { Authorization: `Bearer ${access.access_token}` },
  });
  await calendar.arrayBuffer();
  assert.equal(calendar.status, 403);
  assert.equal(await h.resourceStatus(access.access_token), 200);

  const wider = await h.form('/token', {
    client_id: 'demo-tv',
    client_secret: 'demo-tv-secret',
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
    scope: `${VIDEO_SCOPE} ${SCOPES.books}`,
  });
  assert.equal(wider.status, 400);
  assert.equal((wider.body as { error: string }).error, 'invalid_scope');
  // The refresh token keeps every scope it was granted.
  const whole = (await h.refresh(tokens.refresh_token)).body as { scope: string };
  assert.equal(whole.scope.split(' ').length, 3);
});

test('an unknown address under the OAuth endpoints answers 404 {error, error_description}', async () => {
  for (const path of ['/token/extra', '/revoke/x', '/device/code/x', '/.well-known/nothing']) {
    const res = await fetch(h.origin + path);
    assert.equal(res.status, 404, path);
    const body = (await res.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['error', 'error_description'], path);
    assert.equal(body.error, 'not_found');
  }
  const wrongMethod = await fetch(`${h.origin}/token`);
  assert.equal(wrongMethod.status, 404);
  assert.equal(((await wrongMethod.json()) as { error: string }).error, 'not_found');
});

test('a too-large body on /token answers 413 {error, error_description}, with or without Content-Length', async () => {
  const big = `a=${'x'.repeat(1024 * 1024 + 1)}`;
  const sized = await h.provider.app.request('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(big.length) },
    body: big,
  });
  const chunked = await h.provider.app.request('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new Blob([big]).stream(),
    duplex: 'half',
  } as RequestInit);
  for (const res of [sized, chunked]) {
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), {
      error: 'invalid_request',
      error_description: 'The request body is too large.',
    });
  }
});

test('the device-code quota answer stays a 403 carrying only error_code', async () => {
  const q = await Harness.start({ deviceCodeQuota: 1 });
  try {
    await q.requestCode();
    const answer = await q.form('/device/code', { client_id: 'demo-tv', scope: 'openid' });
    assert.equal(answer.status, 403);
    assert.deepEqual(answer.body, { error_code: 'rate_limit_exceeded' });
  } finally {
    await q.close();
  }
});

test('an unexpected error is logged with every token of a quoted address blanked', () => {
  const line = loggable(
    new Error('GET /calendar/v3/x?access_token=secret1&refresh_token=secret2 /revoke?token=secret3'),
  );
  assert.ok(!/secret/.test(line), line);
  assert.match(line, /access_token=…/);
});
