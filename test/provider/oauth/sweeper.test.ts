/**
 * The sweeper (src/provider/sweeper.ts): abandoned device codes, expired sessions and expired channels are
 * deleted, expired codes only after the grace in which a late poll still hears expired_token.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { grantsIn } from '../../../src/provider/oauth/grants-store.ts';
import { GRANT_GRACE_MS } from '../../../src/provider/sweeper.ts';

// The sweeper still runs on the SQLite database (docs/scale.md); on PostgreSQL these tests wait for it.
const skip = POSTGRES_URL === '' ? false : 'the sweeper does not reach PostgreSQL yet';

let h: Harness;
before(async () => {
  h = await Harness.start({ codeTtl: 1800 });
});
after(() => h.close());

const rows = (table: string): number =>
  (h.provider.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

test(
  '10,000 abandoned codes and expired sessions are swept once the grace has passed',
  { skip },
  async () => {
    const late = await h.requestCode('openid');
    // A signed-in code keeps its grant: its tokens name it.
    const kept = await h.signedIn();
    await h.browser().get('/device');
    const grants = grantsIn(h.provider.sql);
    const now = h.clock.now();
    for (let i = 0; i < 10_000; i++) {
      await grants.insertGrant({
        clientId: 'demo-tv',
        scopes: ['openid'],
        now,
        ttlSeconds: 1800,
        interval: 5,
      });
    }
    const before = { grants: rows('oauth_device_grants'), sessions: rows('oauth_sessions') };
    assert.ok(before.grants >= 10_002);
    assert.ok(before.sessions >= 1);

    // Within the grace, nothing of it goes, and a late poll still hears expired_token.
    h.wait(1800 + 60);
    h.provider.sweep();
    assert.equal(rows('oauth_device_grants'), before.grants);
    const expired = await h.poll(late.device_code);
    assert.equal(expired.status, 400);
    assert.equal((expired.body as { error: string }).error, 'expired_token');

    h.clock.advance(GRANT_GRACE_MS);
    const report = h.provider.sweep();
    assert.ok((report.oauth_device_grants ?? 0) >= 10_001, JSON.stringify(report));
    assert.ok(rows('oauth_device_grants') < 10, String(rows('oauth_device_grants')));
    assert.equal(rows('oauth_sessions'), 0);
    const gone = await h.poll(late.device_code);
    assert.equal((gone.body as { error: string }).error, 'invalid_grant');
    // What was collected lives on: the refresh token still works.
    assert.equal((await h.refresh(kept.refresh_token)).status, 200);
  },
);
