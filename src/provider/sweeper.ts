/**
 * Deletes what no request can use any more, so that abandoned device codes, sessions and channels do not
 * grow the database for ever (docs/security.md#bounded-growth):
 * - device grants whose code expired more than GRANT_GRACE_MS ago and that no token or live session names
 *   (within the grace a late poll still hears `expired_token`, RFC 8628 §3.5; afterwards `invalid_grant`);
 * - expired browser sessions of the pages (the pages' wrong-code counters bound themselves, store/limiter.ts);
 * - expired calendar watch channels, and channels whose grant was revoked (http/watch-channels.ts).
 * `startSweeper` runs it on an interval; the time comes from the provider's clock, and tests call `sweep`.
 */
import type { Clock } from './clock.ts';
import type { Db } from './store/db.ts';

/** How long an expired device grant is kept, so that a device polling late still hears expired_token. */
export const GRANT_GRACE_MS = 24 * 60 * 60_000;

/** How often the interval runs the sweep. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Rows deleted, per sweep. */
export type SweepReport = Record<string, number>;

interface Sweep {
  /** The report's name for it. */
  name: string;
  /** Tables it needs; a module not served has none. */
  tables: readonly string[];
  /** Parameter: the time before which rows are gone. */
  sql: string;
  before: (now: number) => number;
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
    tables: ['oauth_device_grants'],
    sql: `DELETE FROM oauth_device_grants WHERE expires_at <= ?
            AND id NOT IN (SELECT grant_id FROM oauth_refresh_tokens WHERE grant_id IS NOT NULL)
            AND id NOT IN (SELECT grant_id FROM oauth_sessions WHERE grant_id IS NOT NULL)`,
    before: (now) => now - GRANT_GRACE_MS,
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
    sql: `DELETE FROM cal_channels WHERE ? IS NOT NULL
            AND id IN (SELECT id FROM watch_channels WHERE kind = 'calendar' AND revoked_at IS NOT NULL)`,
    before: (now) => now,
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
    sql: `DELETE FROM watch_channels WHERE ? IS NOT NULL
            AND kind = 'calendar' AND id NOT IN (SELECT id FROM cal_channels)`,
    before: (now) => now,
  },
];

/** One sweep, in one transaction; a table whose module is not served is skipped. */
export function sweep(db: Db, now: number): SweepReport {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  const report: SweepReport = {};
  db.transaction(() => {
    for (const { name, tables, sql, before } of SWEEPS) {
      if (tables.some((table) => exists.get(table) === undefined)) continue;
      report[name] = db.prepare(sql).run(before(now)).changes;
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
