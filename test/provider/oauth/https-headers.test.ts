/**
 * With an https public URL (docs/security.md#connections): HSTS on every answer and the session cookie named
 * with the `__Host-` prefix; with an http one, neither.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';

test('an https public URL: HSTS on pages and APIs, and the __Host- session cookie', async () => {
  const h = await Harness.start({ publicUrl: 'https://tv-auth.example' });
  try {
    const page = await fetch(`${h.origin}/device`);
    assert.equal(page.headers.get('Strict-Transport-Security'), 'max-age=31536000');
    assert.match(
      page.headers.get('Set-Cookie') ?? '',
      /^__Host-provider_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    await page.arrayBuffer();
    const api = await fetch(`${h.origin}/.well-known/openid-configuration`);
    assert.equal(api.headers.get('Strict-Transport-Security'), 'max-age=31536000');
    await api.arrayBuffer();
    // The whole journey works with the prefixed cookie.
    assert.equal((await h.signedIn({ scope: 'openid' })).scope, 'openid');
  } finally {
    await h.close();
  }
});

test('an http public URL: no HSTS, and the plain cookie name', async () => {
  const h = await Harness.start();
  try {
    const page = await fetch(`${h.origin}/device`);
    assert.equal(page.headers.get('Strict-Transport-Security'), null);
    assert.match(page.headers.get('Set-Cookie') ?? '', /^provider_session=/);
    await page.arrayBuffer();
  } finally {
    await h.close();
  }
});
