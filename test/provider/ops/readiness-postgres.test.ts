/**
 * `/readyz` with the store on PostgreSQL (docs/operating.md#health-and-readiness): 503 with PostgreSQL's own
 * words while the database refuses connections, 200 again once it takes them, and `/healthz` 200 throughout.
 * Runs under `npm run test:postgres` only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startProvider } from '../../../src/provider/server.ts';
import { openPostgres } from '../../../src/provider/store/postgres-store.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { freshDatabase } from '../replicas/replica-set.ts';

const SKIP = POSTGRES_URL === '' ? 'PostgreSQL only (npm run test:postgres)' : false;

test(
  '/readyz answers 503 while PostgreSQL refuses connections, and 200 once it takes them again',
  { skip: SKIP },
  async () => {
    const url = await freshDatabase(POSTGRES_URL, 'ready');
    const name = new URL(url).pathname.slice(1);
    const provider = await startProvider({
      settings: { port: 0, dbPath: ':memory:', scryptCost: 10, modules: [] },
      clock: new ManualClock(),
      // Connections let go at once, so that the next check needs a new one.
      sql: await openPostgres({ connectionString: url, idleTimeoutMillis: 1 }),
    });
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const ready = async () => {
      const res = await fetch(`${provider.origin}/readyz`);
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    try {
      assert.deepEqual(await ready(), { status: 200, body: { status: 'ready' } });
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await ready();
      assert.equal(down.status, 503);
      assert.deepEqual(down.body, {
        status: 'unavailable',
        reason: `PostgreSQL does not answer (database "${name}" is not currently accepting connections)`,
      });
      assert.equal((await fetch(`${provider.origin}/healthz`)).status, 200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      assert.deepEqual(await ready(), { status: 200, body: { status: 'ready' } });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await provider.close();
    }
  },
);
