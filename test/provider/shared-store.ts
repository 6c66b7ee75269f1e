/**
 * One store for several providers, at once (replicas behind one origin, docs/scale.md) or one after the other
 * (a restart): a SQLite database file they all open, and under `npm run test:postgres` also one PostgreSQL
 * schema for the modules' tables. Each provider is given a view it may close; the store itself is closed,
 * and the file deleted, once at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Isolation,
  PortableSql,
  PrepareOptions,
  SqlAccess,
  SqlStatement,
  Transaction,
} from '../../src/provider/store/sql-access.ts';
import { storeUnderTest } from './store-under-test.ts';

/** A provider's view of a store it shares: closing it leaves the store open for the others. */
class Borrowed implements SqlAccess {
  constructor(private readonly store: SqlAccess) {}

  get dialect(): SqlAccess['dialect'] {
    return this.store.dialect;
  }

  prepare(sql: PortableSql, options?: PrepareOptions): SqlStatement {
    return this.store.prepare(sql, options);
  }

  withTransaction<T>(fn: (tx: Transaction) => Promise<T>, isolation?: Isolation): Promise<T> {
    return this.store.withTransaction(fn, isolation);
  }

  exec(sql: string): Promise<void> {
    return this.store.exec(sql);
  }

  hasTable(name: string): Promise<boolean> {
    return this.store.hasTable(name);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export class SharedStore {
  private constructor(
    private readonly folder: string,
    private readonly postgres: SqlAccess | undefined,
  ) {}

  static async open(): Promise<SharedStore> {
    return new SharedStore(mkdtempSync(join(tmpdir(), 'provider-shared-')), await storeUnderTest());
  }

  /** The SQLite database every provider opens (`settings.dbPath`). */
  get dbPath(): string {
    return join(this.folder, 'provider.sqlite');
  }

  /** What to give a provider as `sql`: a view of the PostgreSQL schema, or undefined on SQLite. */
  sql(): SqlAccess | undefined {
    return this.postgres === undefined ? undefined : new Borrowed(this.postgres);
  }

  async close(): Promise<void> {
    await this.postgres?.close();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
