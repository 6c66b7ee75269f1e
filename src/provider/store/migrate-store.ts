/**
 * Migrations through the storage interface, for the API modules on PostgreSQL (on SQLite, store/db.ts
 * `migrate` applies them on the connection). The same ids are recorded in the same `schema_migrations`
 * table. Replicas starting together take an advisory lock first, so each migration is applied once: the
 * lock is the first statement of a READ COMMITTED transaction, so the check that follows it sees what the
 * lock's previous holder committed (a SERIALIZABLE snapshot, taken by the lock's statement before its wait,
 * would not, and the migration would be applied twice).
 */
import type { Migration } from './db.ts';
import { postgresDdl } from './postgres-sql.ts';
import { PostgresStore } from './postgres-store.ts';
import type { SqlAccess } from './sql-access.ts';
import { log } from '../ops/log.ts';

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
  const lock = sql.prepare('SELECT pg_advisory_xact_lock(?)');
  const locked = <T>(fn: () => Promise<T>): Promise<T> =>
    sql.withTransaction(async () => {
      await lock.run(MIGRATION_LOCK);
      return fn();
    }, 'READ COMMITTED');
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await locked(() =>
    sql.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
    ),
  );
  const done = sql.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = sql.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    const fresh = await locked(async () => {
      if ((await done.get(migration.id)) !== undefined) return false;
      await applyPostgres(sql, migration);
      await record.run(migration.id, now);
      return true;
    });
    if (!fresh) continue;
    applied.push(migration.id);
    log.info({ event: 'migration', id: migration.id, store: 'postgres' }, 'migration applied');
  }
  return applied;
}

/** Another lock than the migrations', held by a replica through its whole start (`startingAlone`). */
const START_LOCK = 8_628_002;

/**
 * Runs `fn` (migrations, signing keys, demo data) while no other replica on `sql` runs its own: the first
 * to start applies and seeds everything before the next looks, which then finds it done. On SQLite one
 * process owns the database, and `fn` just runs (so does it on a store wrapping another, as tests share one:
 * the migrations' own lock still applies each once).
 */
export function startingAlone<T>(sql: SqlAccess, fn: () => Promise<T>): Promise<T> {
  return sql instanceof PostgresStore ? sql.withSessionLock(START_LOCK, fn) : fn();
}
