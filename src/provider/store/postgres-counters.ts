/**
 * The pages' guessing counters (store/limiter.ts `AttemptCounters`; docs/provider.md#limits) in PostgreSQL,
 * shared by every replica, so that spreading wrong guesses over replicas gains nothing. Same bounds as
 * `MemoryCounters`: a record drops the key's events older than `keepMs` and keeps its newest `maxPerKey`;
 * past `maxKeys` keys the least recently recorded go, at the next prune rather than at once.
 */
import { checkCounterName, EventsPruner, timesLater } from './shared-events.ts';
import type { AttemptCounters, MemoryCounterBounds } from './limiter.ts';
import type { SqlAccess, SqlStatement } from './sql-access.ts';

export class PostgresCounters implements AttemptCounters {
  readonly #record: SqlStatement;
  readonly #take: SqlStatement;
  readonly #since: SqlStatement;
  readonly #forget: SqlStatement;
  readonly #giveBack: SqlStatement;
  readonly #pruner: EventsPruner;
  readonly #counter: string;

  /** `counter` names this one among the others in the table (one name per use). */
  constructor(
    sql: SqlAccess,
    counter: string,
    private readonly bounds: MemoryCounterBounds,
  ) {
    this.#counter = checkCounterName(counter);
    // One upsert: the row is locked while its events are trimmed, so records from several replicas at
    // once all land and the cap holds exactly.
    const kept = `SELECT t FROM unnest(e.times || excluded.times) AS t
                  WHERE t > @at::bigint - @keepMs::bigint ORDER BY t DESC LIMIT @maxPerKey`;
    const upsert = `INSERT INTO shared_events AS e (counter, key, times, expires_at)
         VALUES (@counter, @key, ARRAY[@at::bigint], @at::bigint + @keepMs::bigint)
       ON CONFLICT (counter, key) DO UPDATE SET
         times = ARRAY(SELECT t FROM (${kept}) AS newest ORDER BY t),
         expires_at = GREATEST(e.expires_at, excluded.expires_at)`;
    this.#record = sql.prepare(upsert);
    // A key's first event is always taken (`max` is at least 1, checked before the statement runs).
    this.#take = sql.prepare(
      `${upsert}
       WHERE cardinality(${timesLater('e.times', '@at::bigint - @windowMs::bigint')}) < @max
       RETURNING 1`,
    );
    this.#since = sql.prepare(
      `SELECT unnest(${timesLater('times', '@since::bigint')}) FROM shared_events
       WHERE counter = @counter AND key = @key`,
    );
    this.#forget = sql.prepare('DELETE FROM shared_events WHERE counter = ? AND key = ?');
    // One element out, the others kept in order (array_remove would take every equal time).
    this.#giveBack = sql.prepare(
      `UPDATE shared_events
       SET times = times[:array_position(times, @at::bigint) - 1] || times[array_position(times, @at::bigint) + 1:]
       WHERE counter = @counter AND key = @key AND array_position(times, @at::bigint) IS NOT NULL`,
    );
    this.#pruner = new EventsPruner(sql, this.#counter, bounds.maxKeys);
  }

  async record(key: string, at: number): Promise<void> {
    const { keepMs, maxPerKey } = this.bounds;
    await this.#record.run({ counter: this.#counter, key, at, keepMs, maxPerKey });
  }

  async take(key: string, at: number, max: number, windowMs: number): Promise<boolean> {
    if (max < 1) return false;
    const { keepMs, maxPerKey } = this.bounds;
    const params = { counter: this.#counter, key, at, keepMs, maxPerKey, max, windowMs };
    return (await this.#take.value(params)) !== undefined;
  }

  since(key: string, since: number): Promise<readonly number[]> {
    return this.#since.column<number>({ counter: this.#counter, key, since });
  }

  async forget(key: string): Promise<void> {
    await this.#forget.run(this.#counter, key);
  }

  async giveBack(key: string, at: number): Promise<void> {
    await this.#giveBack.run({ counter: this.#counter, key, at });
  }

  /** Deletes rows whose events have all left `keepMs` by `now`, and the keys past `maxKeys`. */
  prune(now: number): Promise<number> {
    return this.#pruner.prune(now);
  }
}
