/**
 * Opens the SQLite database and brings its schema up to date. Each provider module owns its migrations;
 * they are applied in order, once, each in its own transaction, and recorded by id.
 */
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { SettingsError } from '../settings.ts';
import type { SqlAccess } from './sql-access.ts';
import { log } from '../ops/log.ts';

export type Db = Database.Database;

/** A migration's SQLite side: DDL, or a function for what DDL cannot say (loading the books catalogue). */
export type SqliteUp = string | ((db: Db) => void);

/** A migration's PostgreSQL side: DDL, or a function run through the storage interface. */
export type PostgresUp = string | ((sql: SqlAccess) => Promise<void>);

export interface Migration {
  /** Unique and never renamed once shipped, e.g. `oauth-001-init`. */
  id: string;
  /**
   * DDL for both stores (PostgreSQL gets it through store/postgres-sql.ts `postgresDdl`), or each store's
   * own where types or features differ (store/migrate-store.ts). Without a `sqlite` side the migration is
   * PostgreSQL's alone (the replicas' shared counters, store/shared-state.ts): SQLite neither applies nor
   * records it.
   */
  up: SqliteUp | { sqlite: SqliteUp; postgres: PostgresUp } | { postgres: PostgresUp };
}

/** The SQLite side of a migration; undefined for one that is PostgreSQL's alone. */
export function sqliteUp(migration: Migration): SqliteUp | undefined {
  const up = migration.up;
  if (typeof up !== 'object') return up;
  return 'sqlite' in up ? up.sqlite : undefined;
}

/**
 * Creates the file readable by its owner alone before SQLite opens it: it holds password hashes and the
 * private signing keys, and SQLite gives the -wal and -shm files the database file's own mode.
 */
function createPrivately(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if (statSync(path).isDirectory()) {
    throw new SettingsError(`PROVIDER_DB must name a SQLite file, not the folder "${path}"`);
  }
}

/** Opens (or creates) the database at PROVIDER_DB; a path that cannot be one stops the provider in one line. */
export function openDatabase(path: string): Db {
  let db: Db | undefined;
  try {
    if (path !== ':memory:') createPrivately(path);
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
    );
    return db;
  } catch (err) {
    db?.close();
    if (err instanceof SettingsError) throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new SettingsError(`PROVIDER_DB: cannot use "${path}" as a SQLite database (${why})`);
  }
}

/** Applies the migrations not yet recorded; returns the ids applied now. */
export function migrate(db: Db, migrations: readonly Migration[], now: number): string[] {
  const done = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((row) => (row as { id: string }).id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    const up = sqliteUp(migration);
    if (done.has(migration.id) || up === undefined) continue;
    db.transaction(() => {
      if (typeof up === 'string') db.exec(up);
      else up(db);
      record.run(migration.id, now);
    })();
    applied.push(migration.id);
    log.info({ event: 'migration', id: migration.id, store: 'sqlite' }, 'migration applied');
  }
  return applied;
}
