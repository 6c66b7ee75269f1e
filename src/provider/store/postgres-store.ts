/**
 * The storage interface (store/sql-access.ts) on PostgreSQL, for several provider replicas sharing one
 * database (docs/provider.md#storage). Statements are named prepared statements, translated from the stores'
 * SQLite-flavoured text once (store/postgres-sql.ts). A transaction holds one pooled client, carried by
 * AsyncLocalStorage as the SQLite queue carries its transaction, so store methods take no handle. Transactions
 * are SERIALIZABLE and retried on a serialization failure: each behaves as if it ran alone, as on SQLite,
 * where they run one at a time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import {
  sqlFor,
  type PortableSql,
  type PrepareOptions,
  type RunResult,
  type Isolation,
  type SqlAccess,
  type SqlParams,
  type SqlStatement,
} from './sql-access.ts';
import type { Transaction } from './transaction.ts';
import { translate, type TranslatedSql } from './postgres-sql.ts';
import { SettingsError } from '../settings.ts';
import { ApiError, isContention } from '../http/errors.ts';

/** The type ids (pg_type.oid) of BIGINT and NUMERIC. */
const INT8 = 20;
const NUMERIC = 1700;
type Parser = (value: string) => unknown;
const builtIn = pg.types.getTypeParser.bind(pg.types) as (oid: number, format?: 'text' | 'binary') => Parser;

/** Type parsers reading BIGINT with `int8` and NUMERIC (a SUM) as a number; the rest as pg does. */
function parsers(int8: Parser): pg.CustomTypesConfig {
  const getTypeParser = (oid: number, format?: 'text' | 'binary'): Parser =>
    oid === INT8 ? int8 : oid === NUMERIC ? Number : builtIn(oid, format);
  return { getTypeParser };
}

/** BIGINT (ms timestamps, COUNT) as numbers, as SQLite gives them. */
const types = parsers(Number);
/** For statements prepared with `bigints`: BIGINT as BigInt, as better-sqlite3's safeIntegers gives it. */
const bigintTypes = parsers(BigInt);

/** How often a transaction is tried when PostgreSQL reports a serialization failure (SQLSTATE 40001/40P01). */
const ATTEMPTS = 8;

/** A statement's text for PostgreSQL, with its own type parsers when it reads BigInts. */
interface Translated extends TranslatedSql {
  types?: pg.CustomTypesConfig;
}

interface Open extends Transaction {
  client: pg.PoolClient;
  effects: (() => void)[];
  /** Committed or rolled back: its client is back in the pool. */
  ended: boolean;
}

export interface PostgresOptions {
  connectionString: string;
  /** The schema every statement runs in (tests give each provider its own); `public` when absent. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
  /** How long an idle connection is kept, ms (pg's default 10 s). */
  idleTimeoutMillis?: number;
}

export class PostgresStore implements SqlAccess {
  readonly dialect = 'postgres';
  readonly pool: pg.Pool;
  readonly #current = new AsyncLocalStorage<Open>();

  constructor(options: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      ...(options.idleTimeoutMillis === undefined ? {} : { idleTimeoutMillis: options.idleTimeoutMillis }),
      types,
      allowExitOnIdle: true,
      ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
    });
    // An idle client losing its server is reported here; the next query gets a new one.
    this.pool.on('error', () => undefined);
  }

  prepare(sql: PortableSql, options: PrepareOptions = {}): SqlStatement {
    const translated = translate(sqlFor(sql, 'postgres'));
    return new PostgresStatement(
      this,
      options.bigints === true ? { ...translated, types: bigintTypes } : translated,
    );
  }

  /** Runs one statement on the open transaction's client, or on any pooled one. */
  query(sql: Translated, params: SqlParams, rowMode?: 'array'): Promise<pg.QueryResult> {
    const values = bind(sql, params);
    const target = this.#open()?.client ?? this.pool;
    const config: pg.QueryConfig = { name: sql.name, text: sql.text, values };
    if (rowMode !== undefined) (config as pg.QueryArrayConfig).rowMode = rowMode;
    if (sql.types !== undefined) config.types = sql.types;
    return target.query(config);
  }

  /**
   * `isolation`: SERIALIZABLE unless a caller has a reason for READ COMMITTED, where each statement sees what
   * committed before it began (the migrations read what a lock's holder committed while they waited).
   */
  async withTransaction<T>(
    fn: (tx: Transaction) => Promise<T>,
    isolation: Isolation = 'SERIALIZABLE',
  ): Promise<T> {
    const joined = this.#open();
    if (joined !== undefined) return fn(joined);
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      const open: Open = {
        client,
        effects: [],
        ended: false,
        afterCommit(effect) {
          this.effects.push(effect);
        },
      };
      let value: T;
      try {
        await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
        value = await this.#current.run(open, () => fn(open));
        await client.query('COMMIT');
        open.ended = true;
      } catch (err) {
        open.ended = true;
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        if (attempt < ATTEMPTS && isContention(err)) continue;
        throw err;
      }
      client.release();
      for (const effect of open.effects) effect();
      return value;
    }
  }

  /**
   * Runs `fn` holding the session-level advisory lock `key` on a connection of its own, so that whatever
   * `fn` does, on any of the pool's connections, other processes taking the same lock wait for all of it
   * (replicas starting together: migrations and demo data, docs/scale.md). Needs a pool of two or more.
   */
  async withSessionLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const holder = await this.pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      holder.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await (this.#open()?.client ?? this.pool).query(sql);
  }

  /** The transaction this code runs in, if still open: work it left running (a timer) gets the pool instead. */
  #open(): Open | undefined {
    const open = this.#current.getStore();
    return open === undefined || open.ended ? undefined : open;
  }

  async hasTable(name: string): Promise<boolean> {
    const found = await this.pool.query('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
    return (found.rows[0] as { found: boolean }).found;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * The parameter values in `$n` order: positional as given, named from the one object argument. PostgreSQL's
 * text cannot hold the NUL character (SQLite's can): such input is refused as a bad request, not a 500.
 */
function bind(sql: Translated, params: SqlParams): unknown[] {
  const values =
    sql.names.length === 0
      ? (params as unknown[])
      : sql.names.map((name) => {
          const named = params[0] as Record<string, unknown>;
          if (!(name in named)) throw new Error(`missing named parameter @${name}`);
          return named[name];
        });
  if (values.some((value) => typeof value === 'string' && value.includes('\0'))) {
    throw new ApiError(400, 'invalid', 'Text may not contain the NUL character.');
  }
  return values;
}

class PostgresStatement implements SqlStatement {
  constructor(
    private readonly store: PostgresStore,
    private readonly sql: Translated,
  ) {}

  async get<Row>(...params: SqlParams): Promise<Row | undefined> {
    return (await this.store.query(this.sql, params)).rows[0] as Row | undefined;
  }

  async all<Row>(...params: SqlParams): Promise<Row[]> {
    return (await this.store.query(this.sql, params)).rows as Row[];
  }

  async run(...params: SqlParams): Promise<RunResult> {
    return { changes: (await this.store.query(this.sql, params)).rowCount ?? 0 };
  }

  async value<T>(...params: SqlParams): Promise<T | undefined> {
    const rows = (await this.store.query(this.sql, params, 'array')).rows as unknown as unknown[][];
    return rows[0]?.[0] as T | undefined;
  }

  async column<T>(...params: SqlParams): Promise<T[]> {
    const rows = (await this.store.query(this.sql, params, 'array')).rows as unknown as unknown[][];
    return rows.map((row) => row[0] as T);
  }
}

/**
 * Opens the pool and checks the server answers, so that a wrong address or password stops the provider at
 * start with one line rather than failing its first request.
 */
export async function openPostgres(options: PostgresOptions): Promise<PostgresStore> {
  const store = new PostgresStore(options);
  try {
    await store.pool.query('SELECT 1');
  } catch (err) {
    await store.close().catch(() => undefined);
    const url = new URL(options.connectionString);
    const why = err instanceof Error ? err.message : String(err);
    throw new SettingsError(
      `PROVIDER_DATABASE_URL: cannot use PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname} (${why})`,
    );
  }
  return store;
}
