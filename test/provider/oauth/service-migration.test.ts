/**
 * oauth-015-service-clients on a database that already holds clients and the tokens that name them: SQLite
 * makes oauth_clients again (a CHECK constraint cannot change in place), PostgreSQL alters it. Every row
 * stays, every foreign key still holds, and the table's new rules hold too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oauthMigrations } from '../../../src/provider/oauth/store/schema.ts';
import { migrate, openDatabase } from '../../../src/provider/store/db.ts';
import { migrateStore } from '../../../src/provider/store/migrate-store.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { SqliteStore } from '../../../src/provider/store/sqlite-store.ts';
import { storeUnderTest } from '../store-under-test.ts';

const SERVICE_MIGRATION = 'oauth-015-service-clients';
const NOW = Date.UTC(2026, 0, 15);

/** Applies `migrations` to a new store of the kind under test; returns it, and how to apply more. */
async function newStore(): Promise<{
  sql: SqlAccess;
  apply: (migrations: typeof oauthMigrations) => Promise<void>;
  foreignKeyProblems: () => unknown[];
  close: () => Promise<void>;
}> {
  const postgres = await storeUnderTest();
  if (postgres !== undefined) {
    return {
      sql: postgres,
      apply: async (migrations) => {
        await migrateStore(postgres, migrations, NOW);
      },
      // PostgreSQL checks each constraint as it is altered: an ALTER that broke one would have failed.
      foreignKeyProblems: () => [],
      close: () => postgres.close(),
    };
  }
  const db = openDatabase(':memory:');
  return {
    sql: new SqliteStore(db),
    apply: (migrations) => {
      migrate(db, migrations, NOW);
      return Promise.resolve();
    },
    foreignKeyProblems: () => db.pragma('foreign_key_check') as unknown[],
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

test('clients and the tokens that name them survive the change of table; the new rules hold', async () => {
  const store = await newStore();
  try {
    const { sql } = store;
    await store.apply(oauthMigrations.filter((m) => m.id !== SERVICE_MIGRATION));
    await sql
      .prepare(
        `INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org, allowed_scopes, created_at)
         VALUES ('old-tv', 'Old TV', 'ab', 'tv', 'example.com', 'openid', 5)`,
      )
      .run();
    await sql
      .prepare(
        `INSERT INTO oauth_users (id, email, name, password_hash) VALUES ('1', 'a@example.com', 'A', 'x')`,
      )
      .run();
    await sql
      .prepare(
        `INSERT INTO oauth_access_tokens (digest, client_id, user_id, scopes, created_at, expires_at)
         VALUES ('d1', 'old-tv', '1', 'openid', 1, 2)`,
      )
      .run();

    await store.apply(oauthMigrations);
    assert.deepEqual(
      await sql
        .prepare(
          'SELECT id, name, secret_digest, type, internal_org, allowed_scopes, created_at, public_key FROM oauth_clients',
        )
        .all(),
      [
        {
          id: 'old-tv',
          name: 'Old TV',
          secret_digest: 'ab',
          type: 'tv',
          internal_org: 'example.com',
          allowed_scopes: 'openid',
          created_at: 5,
          public_key: null,
        },
      ],
    );
    assert.equal(await sql.prepare('SELECT client_id FROM oauth_access_tokens').value(), 'old-tv');
    assert.deepEqual(store.foreignKeyProblems(), []);

    const insert = sql.prepare(
      'INSERT INTO oauth_clients (id, name, secret_digest, type, public_key) VALUES (?, ?, ?, ?, ?)',
    );
    await insert.run('svc', 'Service', null, 'service', 'PEM');
    for (const refused of [
      ['phone', 'Phone', 'ab', 'phone', null],
      ['svc-without-key', 'Service', null, 'service', null],
      ['tv-with-key', 'TV', 'ab', 'tv', 'PEM'],
      ['tv-without-secret', 'TV', null, 'tv', null],
    ]) {
      await assert.rejects(insert.run(...refused), /CHECK|check constraint/i, String(refused[0]));
    }
    await assert.rejects(
      sql
        .prepare(
          `INSERT INTO oauth_access_tokens (digest, client_id, user_id, scopes, created_at, expires_at)
           VALUES ('d2', 'nobody', '1', 'openid', 1, 2)`,
        )
        .run(),
      /FOREIGN KEY|foreign key/i,
    );
  } finally {
    await store.close();
  }
});
