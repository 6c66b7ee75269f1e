/**
 * Migrations through the storage interface, for the API modules on PostgreSQL (on SQLite, store/db.ts
 * `migrate` applies them on the connection). The same ids are recorded in the same `schema_migrations`
 * table. Replicas starting together take an advisory lock first, so each migration is applied once.
 */
import type { Migration } from './db.ts';
import { postgresDdl } from './postgres-sql.ts';
import type { SqlAccess } from './sql-access.ts';

/** Any number, the same in every replica: the lock migrations are applied under. */
const MIGRATION_LOCK = 8_628_001;

/** The PostgreSQL side of a migration: its own text or function, else its SQLite DDL translated. */
async function applyPostgres(sql: SqlAccess, migration: Migration): Promise<void> {
  const up = migration.up;
  if (typeof up === 'string') return sql.exec(postgresDdl(up));
  if (typeof up === 'function') throw new Error(`migration ${migration.id} has no PostgreSQL side`);
  if (typeof up.postgres === 'string') return sql.exec(up.postgres);
  return up.postgres(sql);
}

/** Applies the migrations not yet recorded, each in its own transaction; returns the ids applied now. */
export async function migrateStore(
  sql: SqlAccess,
  migrations: readonly Migration[],
  now: number,
): Promise<string[]> {
  if (sql.dialect !== 'postgres') throw new Error('migrateStore is for PostgreSQL; SQLite uses migrate()');
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
  );
  const lock = sql.prepare('SELECT pg_advisory_xact_lock(?)');
  const done = sql.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = sql.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    const fresh = await sql.withTransaction(async () => {
      await lock.run(MIGRATION_LOCK);
      if ((await done.get(migration.id)) !== undefined) return false;
      await applyPostgres(sql, migration);
      await record.run(migration.id, now);
      return true;
    });
    if (fresh) applied.push(migration.id);
  }
  return applied;
}
