/**
 * Where the shared counters live on each store (docs/provider.md#shared-state-across-replicas): in memory
 * beside SQLite, whose database never gets their tables; in UNLOGGED PostgreSQL tables, one statement per
 * operation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { migrate, openDatabase } from '../../../src/provider/store/db.ts';
import { PostgresStore } from '../../../src/provider/store/postgres-store.ts';
import { migrateSharedState } from '../../../src/provider/store/shared-state.ts';
import { MemoryPollTracker } from '../../../src/provider/store/poll-tracker.ts';
import { PostgresPollTracker } from '../../../src/provider/store/shared-poll-tracker.ts';
import { sharedStateMigrations } from '../../../src/provider/store/shared-state-schema.ts';
import { openShared, postgresOnly } from './shared-fixture.ts';

test('SQLite neither applies nor records a PostgreSQL-only migration', () => {
  const db = openDatabase(':memory:');
  assert.deepEqual(migrate(db, sharedStateMigrations, 1), []);
  assert.equal(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get(), 0);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'shared_%'").all();
  assert.deepEqual(tables, []);
});

test('the factory keeps the counters in memory beside SQLite and in PostgreSQL otherwise', async () => {
  const shared = await openShared();
  const onPostgres = shared.sql instanceof PostgresStore;
  const tracker = shared.state.pollTracker;
  assert.ok(onPostgres ? tracker instanceof PostgresPollTracker : tracker instanceof MemoryPollTracker);
  assert.deepEqual(await migrateSharedState(shared.sql, 2), [], 'applied once, by openShared');
  assert.equal(await shared.sql.hasTable('shared_events'), onPostgres);
  await shared.close();
});

test('on PostgreSQL the tables are UNLOGGED', postgresOnly, async () => {
  const shared = await openShared();
  const persistence = await shared.sql
    .prepare(
      `SELECT relname AS name, relpersistence AS persistence FROM pg_class
       WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname`,
    )
    .all();
  assert.deepEqual(persistence, [
    { name: 'schema_migrations', persistence: 'p' },
    { name: 'shared_events', persistence: 'u' },
    { name: 'shared_poll_times', persistence: 'u' },
    { name: 'shared_sketch', persistence: 'u' },
  ]);
  await shared.close();
});

test('on PostgreSQL every operation is one statement', postgresOnly, async () => {
  const shared = await openShared();
  const store = shared.sql;
  if (!(store instanceof PostgresStore)) throw new Error('needs PostgreSQL');
  let statements = 0;
  const query = store.query.bind(store);
  store.query = (...args) => {
    statements++;
    return query(...args);
  };
  /** Statements `op` ran. */
  const cost = async (op: () => Promise<unknown>): Promise<number> => {
    statements = 0;
    await op();
    return statements;
  };
  const { pollTracker } = shared.state;
  const counters = shared.state.attemptCounters('test-cost', { keepMs: 1_000, maxKeys: 10, maxPerKey: 5 });
  const quota = shared.state.slidingCount('test-quota', 1_000, 10);
  const t0 = shared.clock.now();
  const costs = {
    swap: await cost(() => pollTracker.swap(1, t0, 5_000)),
    swapAgain: await cost(() => pollTracker.swap(1, t0 + 1, 5_000)),
    forget: await cost(() => pollTracker.forget(1)),
    record: await cost(() => counters.record('k', t0)),
    since: await cost(() => counters.since('k', 0)),
    forgetKey: await cost(() => counters.forget('k')),
    count: await cost(() => quota.count('k', t0)),
    recordEvent: await cost(() => quota.record('k', t0)),
    take: await cost(() => quota.take('k', t0, 5)),
    refusedTake: await cost(() => quota.take('k', t0, 2)),
    // The tracker, the counter and the quota: one each.
    prune: await cost(() => shared.state.prune(t0)),
  };
  assert.deepEqual(costs, {
    swap: 1,
    swapAgain: 1,
    forget: 1,
    record: 1,
    since: 1,
    forgetKey: 1,
    count: 1,
    recordEvent: 1,
    take: 1,
    refusedTake: 1,
    prune: 3,
  });
  await shared.close();
});
