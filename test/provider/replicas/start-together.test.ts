/**
 * Replicas started at once on a new PostgreSQL database (docs/scale.md): each must start, the migrations be
 * applied once, and the demo data be seeded once, by the replica that applied the first migration, before
 * it answers. PostgreSQL only (`npm run test:postgres`): a SQLite database has one process.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../../src/provider/clock.ts';
import { createProvider } from '../../../src/provider/server.ts';
import { openDatabase } from '../../../src/provider/store/db.ts';
import { sharedStoresUnderTest, POSTGRES_URL } from '../store-under-test.ts';

const skip = POSTGRES_URL === '' ? { skip: 'PostgreSQL only (npm run test:postgres)' } : {};

test(
  'three providers created at once on one new schema all start, and the demo data exists once',
  skip,
  async () => {
    const stores = (await sharedStoresUnderTest(3)) ?? [];
    const clock = new ManualClock();
    const providers = await Promise.all(
      stores.map((sql) =>
        createProvider({
          sql,
          clock,
          db: openDatabase(':memory:'),
          settings: { dbPath: ':memory:', demo: true },
        }),
      ),
    );
    try {
      const [first] = stores;
      assert.ok(first);
      const count = (table: string): Promise<number | undefined> =>
        first.prepare(`SELECT count(*) FROM ${table}`).value<number>();
      assert.equal(await count("oauth_users WHERE email = 'alice@example.com'"), 1);
      const calendars = await count('cal_calendars');
      assert.ok(calendars !== undefined && calendars > 0, 'the calendar demo data is there');
      const applied = await first.prepare('SELECT id FROM schema_migrations').column<string>();
      assert.equal(new Set(applied).size, applied.length, 'each migration recorded once');
      for (const provider of providers) {
        const res = await provider.app.request('/.well-known/openid-configuration');
        assert.equal(res.status, 200);
      }
    } finally {
      for (const provider of providers) provider.db.close();
      await Promise.all(stores.map((store) => store.close()));
    }
  },
);
