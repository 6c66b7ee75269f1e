/**
 * The provider's fast-changing counters, where each store keeps them (docs/provider.md#shared-state-across-replicas):
 * on SQLite one process owns the database, so they live in its memory; on PostgreSQL several replicas
 * serve one origin, so they live in the UNLOGGED tables of store/shared-state-schema.ts, where a device or
 * a guesser moving between replicas meets the same counts.
 */
import type { Clock } from '../clock.ts';
import { SlidingCount, type SlidingCounter } from '../http/sliding-count.ts';
import { MemoryCounters, type AttemptCounters, type MemoryCounterBounds } from './limiter.ts';
import { migrateStore } from './migrate-store.ts';
import { PostgresCounters } from './postgres-counters.ts';
import { PostgresSketch } from './postgres-sketch.ts';
import { PostgresSlidingCount } from './postgres-sliding-count.ts';
import { MemoryPollTracker, type PollTracker } from './poll-tracker.ts';
import { PostgresPollTracker } from './shared-poll-tracker.ts';
import { checkCounterName } from './shared-events.ts';
import { sharedStateMigrations } from './shared-state-schema.ts';
import type { SqlAccess } from './sql-access.ts';
import { MemorySketch, type SketchBounds, type WindowCounts } from './window-sketch.ts';

/** Devices whose last poll the in-memory tracker keeps at most (beyond it only entries past their interval go). */
const TRACKED_POLLS = 100_000;

export interface SharedState {
  /** Last-poll times of pending device codes (the slow_down rule). */
  pollTracker: PollTracker;
  /**
   * Counters of events per key for a guessing limit. `name` tells this counter's rows from the others'
   * in the shared table: one name per use, refused if given twice.
   */
  attemptCounters(name: string, bounds: MemoryCounterBounds): AttemptCounters;
  /** A sliding-window count per key (a quota); `name` as for `attemptCounters`. */
  slidingCount(name: string, windowMs: number, maxKeys: number): SlidingCounter;
  /** Counts per key over a sliding window in fixed memory (a count-min sketch); `name` as for `attemptCounters`. */
  windowSketch(name: string, bounds: SketchBounds): WindowCounts;
  /**
   * Deletes the rows that count nothing any more at `now`, and keys past each counter's bound; the
   * sweeper calls it. Nothing to do in memory, where the bounds hold as entries are written. Rows deleted.
   */
  prune(now: number): Promise<number>;
}

/** Anything that deletes its own stale rows. */
interface Prunable {
  prune(now: number): Promise<number>;
}

/** Creates the shared tables on PostgreSQL (once, under the migrations' lock); nothing on SQLite. */
export async function migrateSharedState(sql: SqlAccess, now: number): Promise<string[]> {
  return sql.dialect === 'postgres' ? migrateStore(sql, sharedStateMigrations, now) : [];
}

/**
 * The counters for a provider whose store is `sql`; on PostgreSQL its tables must exist
 * (`migrateSharedState`). The clock bounds the in-memory poll tracker.
 */
export function sharedStateFor(sql: SqlAccess, clock: Clock): SharedState {
  const shared = sql.dialect === 'postgres';
  const names = new Set<string>();
  const prunable: Prunable[] = [];
  const claim = (name: string): void => {
    if (names.has(checkCounterName(name))) throw new Error(`shared counter "${name}" is already in use`);
    names.add(name);
  };
  /** Keeps a PostgreSQL counter for the sweeper, and hands it back. */
  const kept = <T extends Prunable>(counter: T): T => {
    prunable.push(counter);
    return counter;
  };

  const pollTracker = shared
    ? kept(new PostgresPollTracker(sql))
    : new MemoryPollTracker(TRACKED_POLLS, () => clock.now());
  return {
    pollTracker,
    attemptCounters(name, bounds) {
      claim(name);
      return shared ? kept(new PostgresCounters(sql, name, bounds)) : new MemoryCounters(bounds);
    },
    slidingCount(name, windowMs, maxKeys) {
      claim(name);
      return shared
        ? kept(new PostgresSlidingCount(sql, name, windowMs, maxKeys))
        : new SlidingCount(windowMs, maxKeys);
    },
    windowSketch(name, bounds) {
      claim(name);
      return shared ? kept(new PostgresSketch(sql, name, bounds)) : new MemorySketch(bounds);
    },
    async prune(now) {
      let deleted = 0;
      for (const counter of prunable) deleted += await counter.prune(now);
      return deleted;
    },
  };
}
