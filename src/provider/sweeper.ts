/**
 * Deletes what no request can use any more, so that abandoned device codes, sessions and channels do not
 * grow the database for ever (docs/security.md#bounded-growth):
 * - device grants whose code expired more than GRANT_GRACE_MS ago and that no token or live session names
 *   (within the grace a late poll still hears `expired_token`, RFC 8628 §3.5; afterwards `invalid_grant`);
 * - expired browser sessions of the pages, and wrong-code records older than the longest entry window;
 * - expired calendar watch channels.
 * `startSweeper` runs it on an interval; the time comes from the provider's clock, and tests call `sweep`.
 */
import type { Clock } from './clock.ts';
import type { Db } from './store/db.ts';

/** How long an expired device grant is kept, so that a device polling late still hears expired_token. */
export const GRANT_GRACE_MS = 24 * 60 * 60_000;

/** How often the interval runs the sweep. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** The longest window of the pages' entry limits (oauth/pages/entry-limit.ts). */
const ATTEMPT_WINDOW_MS = 60 * 60_000;

/** Rows deleted, per table. */
export type SweepReport = Record<string, number>;

interface Sweep {
  table: string;
  /** Parameter: the time before which rows are gone. */
  sql: string;
  before: (now: number) => number;
}

const SWEEPS: readonly Sweep[] = [
  {
    table: 'oauth_sessions',
    sql: 'DELETE FROM oauth_sessions WHERE expires_at <= ?',
    before: (now) => now,
  },
  {
    table: 'oauth_device_grants',
    sql: `DELETE FROM oauth_device_grants WHERE expires_at <= ?
            AND id NOT IN (SELECT grant_id FROM oauth_refresh_tokens WHERE grant_id IS NOT NULL)
            AND id NOT IN (SELECT grant_id FROM oauth_sessions WHERE grant_id IS NOT NULL)`,
    before: (now) => now - GRANT_GRACE_MS,
  },
  {
    table: 'oauth_failed_attempts',
    sql: 'DELETE FROM oauth_failed_attempts WHERE at <= ?',
    before: (now) => now - ATTEMPT_WINDOW_MS,
  },
  {
    table: 'cal_channels',
    sql: 'DELETE FROM cal_channels WHERE expiration <= ?',
    before: (now) => now,
  },
];

/** One sweep, in one transaction; a table whose module is not served is skipped. */
export function sweep(db: Db, now: number): SweepReport {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  const report: SweepReport = {};
  db.transaction(() => {
    for (const { table, sql, before } of SWEEPS) {
      if (exists.get(table) === undefined) continue;
      report[table] = db.prepare(sql).run(before(now)).changes;
    }
  })();
  return report;
}

/** Sweeps every SWEEP_INTERVAL_MS; the returned function stops it. The timer never keeps Node alive. */
export function startSweeper(db: Db, clock: Clock, onSwept: () => void = () => undefined): () => void {
  const timer = setInterval(() => {
    try {
      sweep(db, clock.now());
      onSwept();
    } catch (err) {
      // A sweep that fails leaves rows for the next one; the provider keeps serving.
      console.error(`provider: sweep failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
