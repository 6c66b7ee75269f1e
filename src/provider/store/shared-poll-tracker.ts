/**
 * When each pending device code was last polled, for the slow_down rule (RFC 8628 §3.5;
 * docs/provider.md#polling), for replicas sharing PostgreSQL: an UNLOGGED table every replica reads and
 * writes, so a device that polls one replica and then another too soon still hears slow_down. A provider
 * on SQLite keeps the times in its memory (poll-tracker.ts).
 */
import type { PollTracker } from './poll-tracker.ts';
import type { SqlAccess, SqlStatement } from './sql-access.ts';

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
    // A replay (the recorded poll's request id; NULL matches nothing) leaves the row as it is.
    this.#swap = sql.prepare(
      `INSERT INTO shared_poll_times AS p (grant_id, polled_at, previous_at, needed_until, request_id)
         VALUES (@grantId, @at, NULL, @neededUntil, @requestId)
       ON CONFLICT (grant_id) DO UPDATE SET
         previous_at = CASE WHEN p.request_id = excluded.request_id THEN p.previous_at ELSE p.polled_at END,
         polled_at = CASE WHEN p.request_id = excluded.request_id THEN p.polled_at ELSE excluded.polled_at END,
         needed_until = greatest(p.needed_until, excluded.needed_until),
         request_id = excluded.request_id
       RETURNING previous_at`,
    );
    this.#forget = sql.prepare('DELETE FROM shared_poll_times WHERE grant_id = ?');
    this.#prune = sql.prepare('DELETE FROM shared_poll_times WHERE needed_until <= ?');
  }

  async swap(grantId: number, at: number, intervalMs: number, requestId?: string): Promise<number | null> {
    const previous = await this.#swap.value<number | null>({
      grantId,
      at,
      neededUntil: at + intervalMs,
      requestId: requestId ?? null,
    });
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
