/**
 * The shared counters (src/provider/store/shared-state.ts) on the store under test: in memory beside SQLite,
 * in PostgreSQL's tables under `npm run test:postgres`, where a second "replica" is a second pool on the same
 * schema, as a second provider process would have.
 */
import pg from 'pg';
import { ManualClock } from '../../../src/provider/clock.ts';
import { openDatabase } from '../../../src/provider/store/db.ts';
import { openPostgres, PostgresStore } from '../../../src/provider/store/postgres-store.ts';
import {
  migrateSharedState,
  sharedStateFor,
  type SharedState,
} from '../../../src/provider/store/shared-state.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { SqliteStore } from '../../../src/provider/store/sqlite-store.ts';
import { POSTGRES_URL, storeUnderTest } from '../store-under-test.ts';

export const onPostgres = POSTGRES_URL !== '';
/** For a test of the PostgreSQL tables, or of two replicas: only PostgreSQL has them. */
export const postgresOnly = onPostgres ? {} : { skip: 'PostgreSQL only (npm run test:postgres)' };

export interface Shared {
  sql: SqlAccess;
  state: SharedState;
  clock: ManualClock;
  /** A second replica on the same database (PostgreSQL), with state of its own over the same tables. */
  replica(): Promise<{ sql: PostgresStore; state: SharedState }>;
  close(): Promise<void>;
}

export async function openShared(): Promise<Shared> {
  const clock = new ManualClock();
  const sql = (await storeUnderTest()) ?? new SqliteStore(openDatabase(':memory:'));
  await migrateSharedState(sql, clock.now());
  const opened: SqlAccess[] = [sql];
  return {
    sql,
    state: sharedStateFor(sql, clock),
    clock,
    async replica() {
      if (!(sql instanceof PostgresStore)) throw new Error('replicas need PostgreSQL');
      const schema = await sql.prepare('SELECT current_schema()').value<string>();
      const other = await openPostgres({ connectionString: POSTGRES_URL, schema, max: 4 });
      opened.push(other);
      return { sql: other, state: sharedStateFor(other, clock) };
    },
    async close() {
      for (const store of opened) await store.close();
    },
  };
}

/**
 * Runs `first` in a transaction on `holder` and, while it is still open, starts `second` (on another
 * replica); commits only once PostgreSQL reports `second` waiting on that transaction. So `second` certainly
 * overlaps `first`, rather than by luck of timing, and must see its effect once it goes on.
 */
export async function overlapping<A, B>(
  holder: PostgresStore,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const watcher = new pg.Client({ connectionString: POSTGRES_URL });
  await watcher.connect();
  const pidOf = holder.prepare('SELECT pg_backend_pid()');
  let started: Promise<B> | undefined;
  try {
    const firstResult = await holder.withTransaction(async () => {
      const result = await first();
      const pid = await pidOf.value<number>();
      started = second();
      for (let tries = 0; !(await waitsOn(watcher, pid ?? 0)); tries++) {
        if (tries > 5_000) throw new Error('the second statement never waited on the first');
      }
      return result;
    });
    if (started === undefined) throw new Error('the second statement did not start');
    return [firstResult, await started];
  } finally {
    await watcher.end();
  }
}

/** Whether some connection is waiting on a lock held by the backend `pid`. */
async function waitsOn(watcher: pg.Client, pid: number): Promise<boolean> {
  const found = await watcher.query(
    'SELECT count(*) AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
    [pid],
  );
  return Number((found.rows[0] as { n: string }).n) > 0;
}
