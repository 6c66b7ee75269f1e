/** Durability: a pending code and a refresh token survive a restart on the same database file. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../../src/provider/clock.ts';
import { Harness } from './harness.ts';
import { rowOf } from './rows.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { storedRows } from '../stored-rows.ts';

/** Rows in every table of the database, by table name. */
function rowCounts(h: Harness): Record<string, number> {
  const db = h.provider.db;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}

// A restart on the same file is SQLite's; on PostgreSQL each provider under test has a schema of its own.
const onFile = { skip: POSTGRES_URL === '' ? false : 'a database file is SQLite' };

test(
  'a pending code and a refresh token survive a provider restart on the same database file',
  onFile,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'provider-restart-'));
    const dbPath = join(dir, 'provider.sqlite');
    const clock = new ManualClock();
    try {
      const before = await Harness.start({ dbPath }, clock);
      const tokens = await before.signedIn();
      const code = await before.requestCode();
      assert.equal((await before.poll(code.device_code)).status, 428);
      const rowsBefore = rowCounts(before);
      await before.close();

      clock.advance(code.interval * 1000);
      const after = await Harness.start({ dbPath }, clock);
      try {
        // Every module found its tables and demo data: nothing was created again, nothing lost.
        assert.deepEqual(rowCounts(after), rowsBefore);
        // The pending code is still pending, remembers its last poll (no slow_down), and can still be approved.
        assert.equal((await after.poll(code.device_code)).status, 428);
        const done = await after.browser().approve(code.user_code);
        assert.equal(done.headers.get('Location'), '/device/done?result=allowed');
        clock.advance(code.interval * 1000);
        assert.equal((await after.poll(code.device_code)).status, 200);
        // The refresh token still works; the demo data was not created twice.
        const refreshed = await after.refresh(tokens.refresh_token);
        assert.equal(refreshed.status, 200);
        const users = after.provider.db.prepare('SELECT COUNT(*) AS n FROM oauth_users').get() as {
          n: number;
        };
        assert.equal(users.n, 3, 'alice, bob and the administrator');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('secrets at rest: codes, tokens, client secrets and session ids only as SHA-256, passwords as scrypt', async () => {
  const h = await Harness.start();
  try {
    const tokens = await h.signedIn();
    const code = await h.requestCode();
    const browser = h.browser();
    await browser.get('/device');
    // A session is stored once it holds something: here the code being confirmed.
    assert.equal((await browser.post('/device', { user_code: code.user_code })).status, 303);
    const sessionId = (browser.cookie ?? '').replace(/^provider_session=/, '');
    assert.match(sessionId, /^[A-Za-z0-9_-]{43}$/);
    const tables = ['oauth_clients', 'oauth_users', 'oauth_device_grants', 'oauth_refresh_tokens'];
    tables.push('oauth_access_tokens', 'oauth_sessions', 'oauth_signing_keys');
    const dump = await storedRows(h.provider.sql, tables);
    const secrets = [
      tokens.access_token,
      tokens.refresh_token,
      code.device_code,
      sessionId,
      'demo-tv-secret',
      'demo-web-secret',
      'demo-internal-secret',
      '"alice"',
      '"bob"',
    ];
    for (const secret of secrets) assert.equal(dump.includes(secret), false, secret);
    const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
    const has = async (sql: string, value: string): Promise<boolean> =>
      (await rowOf(h, sql, value)) !== undefined;
    assert.ok(await has('SELECT 1 FROM oauth_access_tokens WHERE digest = ?', sha256(tokens.access_token)));
    assert.ok(await has('SELECT 1 FROM oauth_refresh_tokens WHERE digest = ?', sha256(tokens.refresh_token)));
    assert.ok(
      await has('SELECT 1 FROM oauth_device_grants WHERE device_code_digest = ?', sha256(code.device_code)),
    );
    assert.ok(await has('SELECT 1 FROM oauth_clients WHERE secret_digest = ?', sha256('demo-tv-secret')));
    assert.ok(await has('SELECT 1 FROM oauth_sessions WHERE digest = ?', sha256(sessionId)));
    const hashes = await h.provider.sql
      .prepare('SELECT password_hash FROM oauth_users')
      .all<{ password_hash: string }>();
    assert.equal(hashes.length, 3);
    for (const { password_hash } of hashes) assert.match(password_hash, /^scrypt\$1024\$8\$1\$/); // TEST_SCRYPT_COST
  } finally {
    await h.close();
  }
});
