/**
 * Deletes what no request can use any more, so that abandoned device codes, sessions and channels do not
 * grow the database for ever (docs/security.md#bounded-growth):
 * - device grants whose code expired more than GRANT_GRACE_MS ago and that no token or live session names
 *   (within the grace a late poll still hears `expired_token`, RFC 8628 §3.5; afterwards `invalid_grant`);
 * - access tokens ACCESS_GRACE_MS past their expiry (within it, revoking one still revokes its refresh token,
 *   docs/provider.md#revoke), service accounts' too, and the assertion ids whose assertions have expired;
 * - expired browser sessions of the pages (the pages' wrong-code counters bound themselves, store/limiter.ts),
 *   expired set-password links and upstream sign-ins under way, and audit log entries past AUDIT_RETENTION_MS;
 * - expired calendar watch channels, and channels whose grant was revoked
 *   (apis/calendar/store/watch-channels.ts);
 * - search-ads reports REPORT_RETENTION_MS after their request;
 * - the shared counters' rows that count nothing any more (store/shared-state.ts `prune`).
 * `startSweeper` runs it on an interval; the time comes from the provider's clock, and tests call `sweep`.
 * It runs on each store the provider keeps tables in (store/sql-access.ts), SQLite or PostgreSQL; a table
 * is named only in SQL, and one a store does not hold is skipped. With several replicas on one PostgreSQL,
 * each sweeps on its own timer: the DELETEs only remove rows past a time, so two sweeps at once remove each
 * row once and the later finds nothing (a serialization conflict between them is retried).
 */
import { logFailure } from './http/errors.ts';
import { REPORT_RETENTION_MS } from './apis/searchads/services/reports.ts';
import { AUDIT_RETENTION_MS } from './oauth/module.ts';
import type { SharedState } from './store/shared-state.ts';
import type { SqlAccess, SqlStatement } from './store/sql-access.ts';

/** How long an expired device grant is kept, so that a device polling late still hears expired_token. */
export const GRANT_GRACE_MS = 24 * 60 * 60_000;

/** How long an expired access token is kept, so that revoking it still finds its grant. */
export const ACCESS_GRACE_MS = 24 * 60 * 60_000;

/** How often the interval runs the sweep. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Rows deleted, per sweep. */
export type SweepReport = Record<string, number>;

interface Sweep {
  /** The report's name for it. */
  name: string;
  /** Tables it needs; a module not served has none. */
  tables: readonly string[];
  sql: string;
  /** The parameter, if the statement has one: the time before which rows are gone. */
  before?: (now: number) => number;
}

const SWEEPS: readonly Sweep[] = [
  {
    name: 'oauth_sessions',
    tables: ['oauth_sessions'],
    sql: 'DELETE FROM oauth_sessions WHERE expires_at <= ?',
    before: (now) => now,
  },
  {
    name: 'oauth_device_grants',
    tables: ['oauth_device_grants', 'oauth_refresh_tokens', 'oauth_sessions'],
    sql: `DELETE FROM oauth_device_grants WHERE expires_at <= ?
            AND id NOT IN (SELECT grant_id FROM oauth_refresh_tokens WHERE grant_id IS NOT NULL)
            AND id NOT IN (SELECT grant_id FROM oauth_sessions WHERE grant_id IS NOT NULL)`,
    before: (now) => now - GRANT_GRACE_MS,
  },
  {
    name: 'oauth_access_tokens',
    tables: ['oauth_access_tokens'],
    sql: 'DELETE FROM oauth_access_tokens WHERE expires_at <= ?',
    before: (now) => now - ACCESS_GRACE_MS,
  },
  {
    name: 'oauth_service_tokens',
    tables: ['oauth_service_tokens'],
    sql: 'DELETE FROM oauth_service_tokens WHERE expires_at <= ?',
    before: (now) => now - ACCESS_GRACE_MS,
  },
  {
    name: 'oauth_assertion_ids',
    tables: ['oauth_assertion_ids'],
    sql: 'DELETE FROM oauth_assertion_ids WHERE expires_at <= ?',
    before: (now) => now,
  },
  {
    name: 'oauth_password_links',
    tables: ['oauth_password_links'],
    sql: 'DELETE FROM oauth_password_links WHERE expires_at <= ?',
    before: (now) => now,
  },
  {
    name: 'oauth_upstream_logins',
    tables: ['oauth_upstream_logins'],
    sql: 'DELETE FROM oauth_upstream_logins WHERE expires_at <= ?',
    before: (now) => now,
  },
  {
    name: 'oauth_audit_log',
    tables: ['oauth_audit_log'],
    sql: 'DELETE FROM oauth_audit_log WHERE at <= ?',
    before: (now) => now - AUDIT_RETENTION_MS,
  },
  {
    name: 'cal_channels',
    tables: ['cal_channels'],
    sql: 'DELETE FROM cal_channels WHERE expiration <= ?',
    before: (now) => now,
  },
  {
    name: 'cal_channels_revoked',
    tables: ['cal_channels', 'watch_channels'],
    // A calendar channel's binding is named by its owner and id (apis/calendar/services/watch.ts).
    sql: `DELETE FROM cal_channels WHERE user_id || ':' || id IN
            (SELECT id FROM watch_channels WHERE kind = 'calendar' AND revoked_at IS NOT NULL)`,
  },
  {
    name: 'sa_reports',
    tables: ['sa_reports'],
    sql: 'DELETE FROM sa_reports WHERE created_at <= ?',
    before: (now) => now - REPORT_RETENTION_MS,
  },
  {
    name: 'watch_channels',
    tables: ['watch_channels'],
    sql: 'DELETE FROM watch_channels WHERE revoked_at <= ?',
    before: (now) => now,
  },
  {
    name: 'watch_channels_orphaned',
    tables: ['cal_channels', 'watch_channels'],
    sql: `DELETE FROM watch_channels WHERE kind = 'calendar'
            AND id NOT IN (SELECT user_id || ':' || id FROM cal_channels)`,
  },
];

/** Each store's statements, prepared on its first sweep. */
const prepared = new WeakMap<SqlAccess, Map<string, SqlStatement>>();

function statement(store: SqlAccess, sweep: Sweep): SqlStatement {
  let statements = prepared.get(store);
  if (statements === undefined) {
    statements = new Map();
    prepared.set(store, statements);
  }
  let found = statements.get(sweep.name);
  if (found === undefined) {
    found = store.prepare(sweep.sql);
    statements.set(sweep.name, found);
  }
  return found;
}

/**
 * One sweep of each store, in one transaction per store; a table a store does not hold is skipped. The
 * report adds up the rows each store deleted; `counters`' rows are reported as `shared_state`.
 */
export async function sweep(
  stores: readonly SqlAccess[],
  now: number,
  counters?: Pick<SharedState, 'prune'>,
): Promise<SweepReport> {
  const report: SweepReport = {};
  for (const store of new Set(stores)) {
    const due: Sweep[] = [];
    for (const one of SWEEPS) {
      const held = await Promise.all(one.tables.map((table) => store.hasTable(table)));
      if (held.every(Boolean)) due.push(one);
    }
    // Counted per try: a transaction PostgreSQL retries starts its count again.
    const deleted = await store.withTransaction(async () => {
      const counts: [string, number][] = [];
      for (const one of due) {
        const params = one.before === undefined ? [] : [one.before(now)];
        counts.push([one.name, (await statement(store, one).run(...params)).changes]);
      }
      return counts;
    });
    for (const [name, changes] of deleted) report[name] = (report[name] ?? 0) + changes;
  }
  if (counters !== undefined) report.shared_state = await counters.prune(now);
  return report;
}

/** Runs `sweepNow` (the provider's `sweep`) every SWEEP_INTERVAL_MS; the returned function stops it. The timer never keeps Node alive. */
export function startSweeper(
  sweepNow: () => Promise<SweepReport>,
  onSwept: () => void = () => undefined,
): () => void {
  const timer = setInterval(() => {
    sweepNow().then(onSwept, (err: unknown) => {
      // A sweep that fails leaves rows for the next one; the provider keeps serving.
      logFailure('sweep failed', err);
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
