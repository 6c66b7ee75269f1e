/**
 * Whether this database holds the README's demo data (`oauth_demo_data`): written when a new database is
 * seeded with it (PROVIDER_DEMO=1), read at every start so that the provider says so (docs/operating.md).
 */
import type { SqlAccess } from '../../store/sql-access.ts';

export async function markDemoData(sql: SqlAccess, now: number): Promise<void> {
  // Once per database: prepared here rather than kept.
  await sql.prepare('INSERT INTO oauth_demo_data (seeded_at) VALUES (?)').run(now);
}

export async function holdsDemoData(sql: SqlAccess): Promise<boolean> {
  return (await sql.prepare('SELECT 1 FROM oauth_demo_data LIMIT 1').get()) !== undefined;
}
