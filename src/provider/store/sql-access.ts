/**
 * The narrow storage interface the API modules' stores are written against (docs/provider.md#storage):
 * statements prepared once, run with Promises, and transactions with after-commit effects. Two stores
 * implement it: SQLite (store/sqlite-store.ts, the embedded default) and PostgreSQL (store/postgres-store.ts,
 * for several replicas). A store never learns which one it runs on, except where a statement gives each
 * dialect its own SQL.
 */
import type { Transaction } from './transaction.ts';

export type { Transaction } from './transaction.ts';

export type Dialect = 'sqlite' | 'postgres';

/** A value bound to a placeholder: `?` in order, or `@name` with one object argument. */
export type SqlValue = string | number | bigint | null | Buffer;
export type SqlParams = readonly SqlValue[] | [Readonly<Record<string, SqlValue>>];

/** SQL the same on both stores, or each dialect's own text (JSON functions, full-text search). */
export type PortableSql = string | Readonly<Record<Dialect, string>>;

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

/** A statement prepared once; every call runs it on the current transaction's connection, if any. */
export interface SqlStatement {
  get<Row>(...params: SqlParams): Promise<Row | undefined>;
  all<Row>(...params: SqlParams): Promise<Row[]>;
  run(...params: SqlParams): Promise<RunResult>;
  /** The first column of the first row (a COUNT, a MAX), or undefined without rows. */
  value<T>(...params: SqlParams): Promise<T | undefined>;
  /** The first column of every row. */
  column<T>(...params: SqlParams): Promise<T[]>;
}

export interface PrepareOptions {
  /** 64-bit integers read back as BigInt (nanosecond times), not as numbers. */
  bigints?: boolean;
}

/** PostgreSQL's isolation levels the stores use. */
export type Isolation = 'SERIALIZABLE' | 'READ COMMITTED';

export interface SqlAccess {
  readonly dialect: Dialect;
  /** For store constructors only: statements are prepared once, when the module starts. */
  prepare(sql: PortableSql, options?: PrepareOptions): SqlStatement;
  /**
   * Runs `fn` in a transaction of its own; nested calls join the open one. Statements the callback runs
   * belong to it without being passed a handle (AsyncLocalStorage); `tx.afterCommit` effects run once it
   * has committed, never after a rollback. `isolation` (PostgreSQL; SQLite runs transactions one at a time)
   * is SERIALIZABLE unless a caller needs each statement to see what committed before it began.
   */
  withTransaction<T>(fn: (tx: Transaction) => Promise<T>, isolation?: Isolation): Promise<T>;
  /** Runs DDL (migrations): several statements, no parameters. */
  exec(sql: string): Promise<void>;
  /** Whether a table exists (the sweeper skips a module that is not served). */
  hasTable(name: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The text of `sql` for `dialect`. */
export function sqlFor(sql: PortableSql, dialect: Dialect): string {
  return typeof sql === 'string' ? sql : sql[dialect];
}

/** SQL reading the top-level text field `key` of the JSON held in the TEXT column `column`. */
export function jsonText(dialect: Dialect, column: string, key: string): string {
  return dialect === 'postgres' ? `(${column}::jsonb ->> '${key}')` : `json_extract(${column}, '$.${key}')`;
}
