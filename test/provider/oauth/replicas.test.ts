/**
 * Replicas sharing one database (docs/scale.md): on PostgreSQL two providers on one schema, each with a pool
 * and process state of its own; on SQLite, whose file one process owns, the same races inside one provider.
 * A granted code is claimed by exactly one poll, two refreshes of one token both work and end with it, a
 * refresh racing a revocation leaves no live token, and replicas starting together make one signing key.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadKeys } from '../../../src/provider/oauth/keys/key-ring.ts';
import { allow, deny } from '../../../src/provider/oauth/grants/grant.ts';
import { grantsIn } from '../../../src/provider/oauth/grants/store/grants-store.ts';
import { oauthMigrations } from '../../../src/provider/oauth/store/schema.ts';
import { migrate, openDatabase } from '../../../src/provider/store/db.ts';
import { migrateStore } from '../../../src/provider/store/migrate-store.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { SqliteStore } from '../../../src/provider/store/sqlite-store.ts';
import { sharedStoresUnderTest } from '../store-under-test.ts';
import { replicas } from './replicas.ts';
import { rowOf } from './rows.ts';

const errorOf = (body: unknown): string => (body as { error: string }).error;

test('a granted code polled on two replicas at once is claimed by exactly one poll', async () => {
  const { a, b, close } = await replicas();
  try {
    for (let round = 0; round < 5; round++) {
      const code = await a.requestCode();
      assert.equal((await a.browser().approve(code.user_code)).status, 303);
      a.wait(code.interval);
      const answers = await Promise.all([a.poll(code.device_code), b.poll(code.device_code)]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400]);
      assert.equal(errorOf(answers.find((answer) => answer.status === 400)?.body), 'invalid_grant');
      const issued = await rowOf<{ n: number }>(
        a,
        `SELECT COUNT(*) AS n FROM oauth_refresh_tokens r JOIN oauth_device_grants g ON g.id = r.grant_id
         WHERE g.user_code = ?`,
        code.user_code,
      );
      assert.equal(issued?.n, 1, 'one refresh token for one code');
    }
  } finally {
    await close();
  }
});

test('of two changes made from one read of a grant, only the first is written', async () => {
  const { a, b, close } = await replicas();
  try {
    const now = a.clock.now();
    const input = { clientId: 'demo-tv', scopes: ['openid'], now, ttlSeconds: 600, interval: 5 };
    const { grant } = await grantsIn(a.provider.sql).insertGrant(input);
    const allowed = allow(grant, now, '1001', ['openid']);
    const denied = deny(grant, now, '1002', 'access_denied');
    assert.ok(allowed.ok && denied.ok);
    const saved = await Promise.all([
      grantsIn(a.provider.sql).saveIf(allowed.grant, grant),
      grantsIn(b.provider.sql).saveIf(denied.grant, grant),
    ]);
    assert.deepEqual(saved.sort(), [false, true]);
  } finally {
    await close();
  }
});

test('two refreshes of one token at once both work, and revoking the token on either replica ends both', async () => {
  const { a, b, close } = await replicas();
  try {
    const { access_token: first, refresh_token: refreshToken } = await a.signedIn();
    const refreshed = await Promise.all([a.refresh(refreshToken), b.refresh(refreshToken)]);
    assert.deepEqual(
      refreshed.map((answer) => answer.status),
      [200, 200],
    );
    const tokens = [
      first,
      ...refreshed.map((answer) => (answer.body as { access_token: string }).access_token),
    ];
    assert.equal(new Set(tokens).size, 3);
    for (const token of tokens) assert.equal(await b.userinfoStatus(token), 200);
    assert.equal((await b.form(`/revoke?token=${refreshToken}`, '')).status, 200);
    for (const token of tokens) {
      assert.equal(await a.userinfoStatus(token), 401);
      assert.equal(await b.userinfoStatus(token), 401);
    }
    assert.equal(errorOf((await a.refresh(refreshToken)).body), 'invalid_grant');
  } finally {
    await close();
  }
});

test('a refresh racing a revocation on another replica leaves no live access token behind', async () => {
  const { a, b, close } = await replicas();
  try {
    for (let round = 0; round < 5; round++) {
      const { refresh_token: refreshToken } = await a.signedIn();
      const [refreshed, revoked] = await Promise.all([
        b.refresh(refreshToken),
        a.form(`/revoke?token=${refreshToken}`, ''),
      ]);
      assert.equal(revoked.status, 200);
      if (refreshed.status === 200) {
        const token = (refreshed.body as { access_token: string }).access_token;
        assert.equal(await a.userinfoStatus(token), 401, 'issued before the revocation, so revoked with it');
        assert.equal(await b.userinfoStatus(token), 401);
      } else {
        assert.equal(errorOf(refreshed.body), 'invalid_grant');
      }
    }
  } finally {
    await close();
  }
});

/** Two stores on one new database with the oauth tables: PostgreSQL pools, or two SQLite connections. */
async function twoStores(now: number): Promise<{ stores: SqlAccess[]; close: () => Promise<void> }> {
  const shared = await sharedStoresUnderTest(2);
  if (shared !== undefined) {
    await migrateStore(shared[0] as SqlAccess, oauthMigrations, now);
    const close = async (): Promise<void> => {
      await Promise.all(shared.map((store) => store.close()));
    };
    return { stores: shared, close };
  }
  const dir = mkdtempSync(join(tmpdir(), 'provider-replicas-'));
  const path = join(dir, 'provider.sqlite');
  const dbs = [openDatabase(path), openDatabase(path)];
  migrate(dbs[0] as ReturnType<typeof openDatabase>, oauthMigrations, now);
  return {
    stores: dbs.map((db) => new SqliteStore(db)),
    close: () => {
      for (const db of dbs) db.close();
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

test('replicas loading the keys of a new database at once make one active key and publish the same', async () => {
  const now = Date.UTC(2026, 0, 15);
  const { stores, close } = await twoStores(now);
  try {
    const rings = await Promise.all(stores.map((sql) => loadKeys(sql, () => now)));
    const kids = rings.map((ring) => ring.signing.kid);
    assert.equal(new Set(kids).size, 1, kids.join(' '));
    assert.deepEqual(rings[0]?.jwks(now), rings[1]?.jwks(now));
    assert.equal(rings[0]?.jwks(now).keys.length, 1);
    const active = await stores[0]
      ?.prepare("SELECT COUNT(*) AS n FROM oauth_signing_keys WHERE status = 'active'")
      .value<number>();
    assert.equal(active, 1);
  } finally {
    await close();
  }
});
