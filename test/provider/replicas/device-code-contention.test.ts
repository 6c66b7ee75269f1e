/**
 * Many device-code requests at once on PostgreSQL (docs/scale.md): none conflicts with another (the user
 * code is claimed by one INSERT ... ON CONFLICT, the quotas by single statements), so none is answered 5xx.
 * PostgreSQL only (`npm run test:postgres`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../../src/provider/clock.ts';
import { createProvider } from '../../../src/provider/server.ts';
import { openDatabase } from '../../../src/provider/store/db.ts';
import { openPostgres } from '../../../src/provider/store/postgres-store.ts';
import { POSTGRES_URL, storeUnderTest } from '../store-under-test.ts';

const skip = POSTGRES_URL === '' ? { skip: 'PostgreSQL only (npm run test:postgres)' } : {};
const REQUESTS = 200;

test('200 device-code requests at once, over 32 connections, are all answered 200', skip, async () => {
  const fresh = await storeUnderTest();
  assert.ok(fresh);
  const schema = await fresh.prepare('SELECT current_schema()').value<string>();
  await fresh.close();
  const sql = await openPostgres({ connectionString: POSTGRES_URL, schema, max: 32 });
  const provider = await createProvider({
    sql,
    clock: new ManualClock(),
    db: openDatabase(':memory:'),
    settings: { dbPath: ':memory:', deviceCodeQuota: 4 * REQUESTS, demo: true },
  });
  try {
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async () =>
        provider.app.request('/device/code', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'client_id=demo-tv&scope=openid',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
    );
    const codes = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { user_code: string }).user_code),
    );
    assert.equal(new Set(codes).size, REQUESTS, 'every user code distinct');
  } finally {
    provider.db.close();
    await sql.close();
  }
});
