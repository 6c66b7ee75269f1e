/** Durability: a pending code and a refresh token survive a restart on the same database file. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../../src/provider/clock.ts';
import { Harness } from './harness.ts';

test('a pending code and a refresh token survive a provider restart on the same database file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'provider-restart-'));
  const dbPath = join(dir, 'provider.sqlite');
  const clock = new ManualClock();
  try {
    const before = await Harness.start({ dbPath }, clock);
    const tokens = await before.signedIn();
    const code = await before.requestCode();
    assert.equal((await before.poll(code.device_code)).status, 428);
    await before.close();

    clock.advance(code.interval * 1000);
    const after = await Harness.start({ dbPath }, clock);
    try {
      // The pending code is still pending, remembers its last poll (no slow_down), and can still be approved.
      assert.equal((await after.poll(code.device_code)).status, 428);
      const done = await after.browser().approve(code.user_code);
      assert.equal(done.headers.get('Location'), '/device/done?result=allowed');
      clock.advance(code.interval * 1000);
      assert.equal((await after.poll(code.device_code)).status, 200);
      // The refresh token still works; the demo data was not created twice.
      const refreshed = await after.refresh(tokens.refresh_token);
      assert.equal(refreshed.status, 200);
      const users = after.provider.db.prepare('SELECT COUNT(*) AS n FROM oauth_users').get() as { n: number };
      assert.equal(users.n, 2);
    } finally {
      await after.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('only digests of device codes and tokens are stored', async () => {
  const h = await Harness.start();
  try {
    const tokens = await h.signedIn();
    const code = await h.requestCode();
    const dump = JSON.stringify([
      h.provider.db.prepare('SELECT * FROM oauth_device_grants').all(),
      h.provider.db.prepare('SELECT * FROM oauth_refresh_tokens').all(),
      h.provider.db.prepare('SELECT * FROM oauth_access_tokens').all(),
      h.provider.db.prepare('SELECT * FROM oauth_users').all(),
    ]);
    for (const secret of [tokens.access_token, tokens.refresh_token, code.device_code, '"alice"']) {
      assert.equal(dump.includes(secret), false, secret);
    }
  } finally {
    await h.close();
  }
});
