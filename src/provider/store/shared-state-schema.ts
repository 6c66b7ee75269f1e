/**
 * The tables replicas on PostgreSQL share their fast-changing counters in (docs/provider.md#shared-state-across-replicas):
 * the last poll of each pending device code, and events per key in sliding windows (guessing limits, the
 * device-code quota per address). On SQLite one process owns the database and keeps them in memory, so
 * these migrations are PostgreSQL's alone (store/db.ts `Migration`).
 *
 * UNLOGGED: written without the write-ahead log, so a poll or a wrong guess costs no log flush, and emptied
 * by PostgreSQL after a crash. Losing them costs at most one missed slow_down per pending code and windows
 * that start again (docs/provider.md#what-a-power-loss-may-lose); nothing durable lives here.
 */
import type { Migration } from './db.ts';

export const sharedStateMigrations: readonly Migration[] = [
  {
    id: 'shared-001-counters',
    up: {
      postgres: `
        CREATE UNLOGGED TABLE shared_poll_times (
          grant_id BIGINT PRIMARY KEY,
          polled_at BIGINT NOT NULL,
          -- the poll before polled_at, handed back by the swap that replaced it
          previous_at BIGINT,
          -- polled_at plus the grant's interval: afterwards the row decides nothing and may go
          needed_until BIGINT NOT NULL
        );
        CREATE INDEX shared_poll_times_by_need ON shared_poll_times (needed_until);
        CREATE UNLOGGED TABLE shared_events (
          -- which counter: one name per use (store/shared-state.ts)
          counter TEXT NOT NULL,
          key TEXT NOT NULL,
          -- the times of the key's events still kept, oldest first
          times BIGINT[] NOT NULL,
          -- when the newest of them leaves the counter's window: afterwards the row counts nothing
          expires_at BIGINT NOT NULL,
          PRIMARY KEY (counter, key)
        );
        CREATE INDEX shared_events_by_expiry ON shared_events (counter, expires_at);
      `,
    },
  },
  {
    id: 'shared-002-sketch',
    up: {
      postgres: `
        -- the per-address counts of the pages' limits (store/postgres-sketch.ts): a row per counted cell
        CREATE UNLOGGED TABLE shared_sketch (
          counter TEXT NOT NULL,
          slice BIGINT NOT NULL,
          cell INTEGER NOT NULL,
          n INTEGER NOT NULL,
          PRIMARY KEY (counter, slice, cell)
        );
      `,
    },
  },
  {
    // A poll sent again by the proxy in front carries the recorded poll's request id (shared-poll-tracker.ts).
    id: 'shared-003-poll-request',
    up: { postgres: 'ALTER TABLE shared_poll_times ADD COLUMN request_id TEXT;' },
  },
];
