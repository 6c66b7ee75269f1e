/**
 * The API modules' store for a provider under test: with PROVIDER_DATABASE_URL set (`npm run test:postgres`)
 * a PostgreSQL schema of its own, fresh like an in-memory SQLite database; otherwise undefined, and the
 * provider keeps its modules on its SQLite database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type PostgresStore } from '../../src/provider/store/postgres-store.ts';

export const POSTGRES_URL = process.env.PROVIDER_DATABASE_URL ?? '';

export async function storeUnderTest(): Promise<PostgresStore | undefined> {
  return (await sharedStoresUnderTest(1))?.[0];
}

/**
 * `count` stores on one new PostgreSQL schema, each with a pool of its own, as replicas of the provider would
 * have; undefined on SQLite, whose database one process owns.
 */
export async function sharedStoresUnderTest(count: number): Promise<PostgresStore[] | undefined> {
  if (POSTGRES_URL === '') return undefined;
  const schema = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  // Small pools that let go quickly: a test file starts many providers, and not every test closes its own.
  const options = { connectionString: POSTGRES_URL, schema, max: 4, idleTimeoutMillis: 200 };
  return Promise.all(Array.from({ length: count }, () => openPostgres(options)));
}
