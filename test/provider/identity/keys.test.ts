/**
 * Signing keys: one ES256 key made with the database and published at jwks_uri (with CORS); rotate-key
 * makes a new one and keeps the old one published for the grace, then drops it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Harness } from '../oauth/harness.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { openDatabase } from '../../../src/provider/store/db.ts';
import { SqliteStore } from '../../../src/provider/store/sqlite-store.ts';
import { KEY_GRACE_MS, rotateSigningKey } from '../../../src/provider/oauth/keys/key-ring.ts';
import { runCommand } from '../../../src/provider/cli/run.ts';
import { defaultSettings } from '../../../src/provider/settings.ts';

interface Jwks {
  keys: { kid: string; kty: string; crv: string; alg: string; use: string; d?: string }[];
}

async function jwksOf(h: Harness): Promise<{ res: Response; body: Jwks }> {
  const res = await fetch(`${h.origin}/.well-known/jwks.json`, { headers: { Origin: 'http://tv.example' } });
  return { res, body: (await res.json()) as Jwks };
}

test('a new database has one ES256 public key at jwks_uri, listed in discovery, with CORS', async () => {
  const h = await Harness.start();
  try {
    const discovery = (await (await fetch(`${h.origin}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
    };
    assert.equal(discovery.jwks_uri, `${h.origin}/.well-known/jwks.json`);
    const { res, body } = await jwksOf(h);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'http://tv.example');
    assert.equal(body.keys.length, 1);
    const [key] = body.keys;
    assert.ok(key);
    assert.deepEqual([key.kty, key.crv, key.alg, key.use], ['EC', 'P-256', 'ES256', 'sig']);
    assert.equal(key.d, undefined, 'the private part is never published');
  } finally {
    await h.close();
  }
});

// Both reopen one SQLite file; on PostgreSQL each provider under test has a schema of its own.
const onFile = { skip: POSTGRES_URL === '' ? false : 'a database file is SQLite' };

test(
  'after rotate-key the provider signs with the new key and publishes the old one until the grace ends',
  onFile,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'provider-keys-'));
    const dbPath = join(dir, 'provider.sqlite');
    const clock = new ManualClock();
    try {
      const first = await Harness.start({ dbPath }, clock);
      const [oldKey] = (await jwksOf(first)).body.keys;
      await first.close();
      assert.ok(oldKey);

      const db = openDatabase(dbPath);
      const { kid } = await rotateSigningKey(new SqliteStore(db), clock.now());
      db.close();

      const second = await Harness.start({ dbPath }, clock);
      try {
        assert.deepEqual(
          (await jwksOf(second)).body.keys.map((k) => k.kid),
          [kid, oldKey.kid],
        );
        second.clock.advance(KEY_GRACE_MS - 1);
        assert.equal((await jwksOf(second)).body.keys.length, 2);
        second.clock.advance(1);
        assert.deepEqual(
          (await jwksOf(second)).body.keys.map((k) => k.kid),
          [kid],
        );
      } finally {
        await second.close();
      }
      // The next rotation after the grace deletes the retired key's row.
      const again = openDatabase(dbPath);
      assert.equal((await rotateSigningKey(new SqliteStore(again), clock.now())).deleted, 1);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'rotate-key as a command: prints the new kid; an unknown command prints the usage and exits 2',
  onFile,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'provider-keys-'));
    try {
      const settings = { ...defaultSettings, dbPath: join(dir, 'provider.sqlite'), demo: true };
      const done = await runCommand('rotate-key', [], settings, 0);
      assert.equal(done.code, 0);
      assert.match(
        done.lines[0] ?? '',
        /^new signing key [\w-]+; the previous key stays published for 24 hours$/,
      );
      const unknown = await runCommand('rotate-keys', [], settings);
      assert.equal(unknown.code, 2);
      assert.match(
        unknown.lines.join('\n'),
        /unknown command "rotate-keys"[\s\S]*npm run provider -- rotate-key/,
      );
      const extra = await runCommand('rotate-key', ['now'], settings);
      assert.equal(extra.code, 2);
      // The same through `npm run provider -- rotate-key`'s entry point.
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/provider/main.ts', 'rotate-key'], {
        env: { ...process.env, PROVIDER_DB: settings.dbPath, PROVIDER_DATABASE_URL: '', PROVIDER_DEMO: '1' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /^new signing key /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
