/**
 * When each pending device code was last polled, for the slow_down rule (RFC 8628 §3.5;
 * docs/provider.md#polling), kept apart from the grant's durable row so that a still-pending poll writes
 * nothing durable. On SQLite in the process's memory; on PostgreSQL in an UNLOGGED table every replica
 * reads and writes, so a device that polls one replica and then another too soon still hears slow_down.
 */
import type { Clock } from '../clock.ts';
import type { SqlAccess, SqlStatement } from './sql-access.ts';

// The interface the authorization server's token endpoint polls through; it is to move to
// oauth/poll-tracker.ts, beside the grant that uses it.
export interface PollTracker {
  /** Records a poll of `grantId` at `at` and returns the time of the poll before it (ms), or null. One round trip. */
  swap(grantId: number, at: number, intervalMs: number): Promise<number | null>;
  /** Forgets a grant whose state left pending. */
  forget(grantId: number): Promise<void>;
}

interface Polled {
  at: number;
  /** `at` plus the grant's interval: until then the entry can turn a poll into slow_down. */
  neededUntil: number;
}

/**
 * One process's tracker, for a provider on SQLite. At most `capacity` entries, the least recently polled
 * going first, but never one still inside its interval: the bound is exceeded rather than a too-fast poll
 * let through. The Map's order is the order of the polls (a poll moves its grant to the end).
 */
export class MemoryPollTracker implements PollTracker {
  readonly #polls = new Map<number, Polled>();

  constructor(
    private readonly clock: Clock,
    readonly capacity = 100_000,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError('capacity must be a positive integer');
    }
  }

  get size(): number {
    return this.#polls.size;
  }

  swap(grantId: number, at: number, intervalMs: number): Promise<number | null> {
    const before = this.#polls.get(grantId);
    this.#polls.delete(grantId);
    this.#polls.set(grantId, { at, neededUntil: at + intervalMs });
    this.#trim();
    return Promise.resolve(before === undefined ? null : before.at);
  }

  forget(grantId: number): Promise<void> {
    this.#polls.delete(grantId);
    return Promise.resolve();
  }

  #trim(): void {
    const now = this.clock.now();
    let excess = this.#polls.size - this.capacity;
    for (const [grantId, polled] of this.#polls) {
      // Oldest first: the first entry still needed means every later one is needed too.
      if (excess <= 0 || polled.neededUntil > now) break;
      this.#polls.delete(grantId);
      excess--;
    }
  }
}

/**
 * The replicas' tracker in `shared_poll_times` (store/shared-state-schema.ts). A swap is one upsert whose
 * update moves the stored time to `previous_at` and returns it. PostgreSQL runs ON CONFLICT DO UPDATE on the
 * row's latest committed version under a row lock, so two swaps of one grant at once, from any replicas,
 * are ordered: one inserts and returns null, the other waits for it and returns its time. (Reading the old
 * time with a sub-select would not do: its snapshot predates the other's insert, and both would read null.)
 */
export class PostgresPollTracker implements PollTracker {
  readonly #swap: SqlStatement;
  readonly #forget: SqlStatement;
  readonly #prune: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#swap = sql.prepare(
      `INSERT INTO shared_poll_times AS p (grant_id, polled_at, previous_at, needed_until)
         VALUES (@grantId, @at, NULL, @neededUntil)
       ON CONFLICT (grant_id) DO UPDATE SET previous_at = p.polled_at, polled_at = excluded.polled_at,
         needed_until = excluded.needed_until
       RETURNING previous_at`,
    );
    this.#forget = sql.prepare('DELETE FROM shared_poll_times WHERE grant_id = ?');
    this.#prune = sql.prepare('DELETE FROM shared_poll_times WHERE needed_until <= ?');
  }

  async swap(grantId: number, at: number, intervalMs: number): Promise<number | null> {
    const previous = await this.#swap.value<number | null>({ grantId, at, neededUntil: at + intervalMs });
    return previous ?? null;
  }

  async forget(grantId: number): Promise<void> {
    await this.#forget.run(grantId);
  }

  /**
   * Deletes the rows whose interval has passed by `now`: they can no longer make a poll too fast. One
   * indexed statement, for the sweeper; returns the rows deleted.
   */
  async prune(now: number): Promise<number> {
    return (await this.#prune.run(now)).changes;
  }
}
