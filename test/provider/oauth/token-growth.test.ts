/**
 * What a client refreshing in a loop can grow (docs/provider.md#refresh, docs/security.md#bounded-growth):
 * at most REFRESH_PACE.max refreshes of one refresh token a minute, and access tokens swept a day after
 * they expire.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import { rowOf } from './rows.ts';
import { REFRESH_PACE } from '../../../src/provider/oauth/tokens/refresh-pace.ts';
import { ACCESS_GRACE_MS } from '../../../src/provider/sweeper.ts';

const accessRows = async (h: Harness): Promise<number> =>
  Number((await rowOf<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM oauth_access_tokens'))?.n);

test('a refresh token is refreshed at most 10 times a minute; past it 429 with Retry-After, and the token still works', async () => {
  const h = await Harness.start();
  try {
    const tokens = await h.signedIn({ scope: 'openid' });
    for (let i = 0; i < REFRESH_PACE.max; i++)
      assert.equal((await h.refresh(tokens.refresh_token)).status, 200);
    const over = await h.refresh(tokens.refresh_token);
    assert.equal(over.status, 429);
    assert.equal(over.headers.get('Retry-After'), '60');
    assert.deepEqual(over.body, {
      error: 'temporarily_unavailable',
      error_description: 'This refresh token was used too often; retry in 60 s.',
    });
    h.wait(60);
    assert.equal((await h.refresh(tokens.refresh_token)).status, 200);
  } finally {
    await h.close();
  }
});

test('500 refreshes in a moment leave 11 access tokens, and the sweep deletes them a day after they expire', async () => {
  const h = await Harness.start();
  try {
    const tokens = await h.signedIn({ scope: 'openid' });
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await h.refresh(tokens.refresh_token)).status);
    assert.equal(statuses.filter((s) => s === 200).length, REFRESH_PACE.max);
    assert.equal(await accessRows(h), 1 + REFRESH_PACE.max);
    h.clock.advance(60 * 60_000 + ACCESS_GRACE_MS - 1);
    assert.equal((await h.provider.sweep()).oauth_access_tokens, 0, 'kept through the grace');
    h.clock.advance(1);
    assert.equal((await h.provider.sweep()).oauth_access_tokens, 1 + REFRESH_PACE.max);
    assert.equal(await accessRows(h), 0);
    // The refresh token lives on, and gives a new access token.
    assert.equal((await h.refresh(tokens.refresh_token)).status, 200);
  } finally {
    await h.close();
  }
});
