/**
 * The authorization server's rows as tests read and change them: through the provider's store, so the same
 * test runs on SQLite and on PostgreSQL (`npm run test:postgres`).
 */
import type { SqlValue } from '../../../src/provider/store/sql-access.ts';
import { storedRows } from '../stored-rows.ts';
import type { Harness } from './harness.ts';

const OAUTH_TABLES = [
  'oauth_clients',
  'oauth_users',
  'oauth_device_grants',
  'oauth_refresh_tokens',
  'oauth_access_tokens',
  'oauth_sessions',
  'oauth_signing_keys',
];

/** Every row of the authorization server's tables, as one string to compare before and after. */
export const oauthRows = (h: Harness): Promise<string> => storedRows(h.provider.sql, OAUTH_TABLES);

/** The first row `query` finds. */
export const rowOf = <Row>(h: Harness, query: string, ...params: SqlValue[]): Promise<Row | undefined> =>
  h.provider.sql.prepare(query).get<Row>(...params);

/** Runs a change; returns how many rows it changed. */
export async function change(h: Harness, query: string, ...params: SqlValue[]): Promise<number> {
  return (await h.provider.sql.prepare(query).run(...params)).changes;
}

/** The device grant's state, as JSON, by its user code. */
export async function grantState(h: Harness, userCode: string): Promise<{ kind: string }> {
  const row = await rowOf<{ state: string }>(
    h,
    'SELECT state FROM oauth_device_grants WHERE user_code = ?',
    userCode,
  );
  if (row === undefined) throw new Error(`no grant with user code ${userCode}`);
  return JSON.parse(row.state) as { kind: string };
}
