/**
 * The storage interface (store/sql-access.ts) on the provider's one SQLite connection, the embedded
 * default. Statements share the transaction queue of store/transaction.ts with the authorization server,
 * so a module's transaction and an oauth one never interleave on the connection.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';
import {
  sqlFor,
  type PortableSql,
  type PrepareOptions,
  type RunResult,
  type SqlAccess,
  type SqlParams,
  type SqlStatement,
} from './sql-access.ts';
import { SqliteAccess, type Transaction } from './transaction.ts';

class SqliteStatement implements SqlStatement {
  readonly #rows: Statement;
  #firstColumn: Statement | undefined;

  constructor(
    private readonly queue: SqliteAccess,
    private readonly db: Db,
    private readonly text: string,
    private readonly bigints: boolean,
  ) {
    this.#rows = db.prepare(text);
    if (bigints) this.#rows.safeIntegers(true);
  }

  get<Row>(...params: SqlParams): Promise<Row | undefined> {
    return this.queue.run(() => this.#rows.get(...params) as Row | undefined);
  }

  all<Row>(...params: SqlParams): Promise<Row[]> {
    return this.queue.run(() => this.#rows.all(...params) as Row[]);
  }

  run(...params: SqlParams): Promise<RunResult> {
    return this.queue.run(() => ({ changes: this.#rows.run(...params).changes }));
  }

  value<T>(...params: SqlParams): Promise<T | undefined> {
    return this.queue.run(() => this.#plucked().get(...params) as T | undefined);
  }

  column<T>(...params: SqlParams): Promise<T[]> {
    return this.queue.run(() => this.#plucked().all(...params) as T[]);
  }

  /** A second statement in pluck mode, made on first use: most statements never need it. */
  #plucked(): Statement {
    this.#firstColumn ??= this.db.prepare(this.text).pluck().safeIntegers(this.bigints);
    return this.#firstColumn;
  }
}

export class SqliteStore implements SqlAccess {
  readonly dialect = 'sqlite';
  readonly #tables;

  constructor(
    private readonly db: Db,
    /** The queue the authorization server's statements also wait in. */
    readonly queue: SqliteAccess = new SqliteAccess(db),
  ) {
    this.#tables = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  }

  prepare(sql: PortableSql, options: PrepareOptions = {}): SqlStatement {
    return new SqliteStatement(this.queue, this.db, sqlFor(sql, 'sqlite'), options.bigints === true);
  }

  withTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.queue.withTransaction(fn);
  }

  exec(sql: string): Promise<void> {
    return this.queue.run(() => {
      this.db.exec(sql);
    });
  }

  hasTable(name: string): Promise<boolean> {
    return this.queue.run(() => this.#tables.get(name) !== undefined);
  }

  /** The connection belongs to the provider, which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
