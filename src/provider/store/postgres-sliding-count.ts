/**
 * The sliding-window count (http/sliding-count.ts `SlidingCounter`; the device-code quota per client
 * address, docs/provider.md#limits) in PostgreSQL, one count for every replica. Each operation is one
 * statement; `take` counts and notes in one upsert under the row's lock, so two replicas cannot both take
 * the last event a window allows. Keys past `maxKeys` go at the next prune, the oldest first.
 */
import type { SlidingCounter } from '../http/sliding-count.ts';
import { checkCounterName, EventsPruner, timesLater } from './shared-events.ts';
import type { SqlAccess, SqlStatement } from './sql-access.ts';

export class PostgresSlidingCount implements SlidingCounter {
  readonly #count: SqlStatement;
  readonly #record: SqlStatement;
  readonly #take: SqlStatement;
  readonly #pruner: EventsPruner;
  readonly #counter: string;

  /** `counter` names this count among the others in the table (one name per use). */
  constructor(
    sql: SqlAccess,
    counter: string,
    private readonly windowMs: number,
    maxKeys: number,
  ) {
    this.#counter = checkCounterName(counter);
    const since = '@now::bigint - @windowMs::bigint';
    this.#count = sql.prepare(
      `SELECT cardinality(${timesLater('times', since)}) FROM shared_events
       WHERE counter = @counter AND key = @key`,
    );
    const upsert = `INSERT INTO shared_events AS e (counter, key, times, expires_at)
         VALUES (@counter, @key, ARRAY[@now::bigint], @now::bigint + @windowMs::bigint)
       ON CONFLICT (counter, key) DO UPDATE SET
         times = ${timesLater('e.times', since)} || excluded.times,
         expires_at = GREATEST(e.expires_at, excluded.expires_at)`;
    this.#record = sql.prepare(upsert);
    // A key's first event is always taken (the limit is at least 1, checked before the statement runs).
    this.#take = sql.prepare(
      `${upsert}
       WHERE cardinality(${timesLater('e.times', since)}) < @limit
       RETURNING 1`,
    );
    this.#pruner = new EventsPruner(sql, this.#counter, maxKeys);
  }

  async count(key: string, now: number): Promise<number> {
    return (await this.#count.value<number>(this.#params(key, now))) ?? 0;
  }

  async record(key: string, now: number): Promise<void> {
    await this.#record.run(this.#params(key, now));
  }

  async take(key: string, now: number, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    return (await this.#take.value({ ...this.#params(key, now), limit })) !== undefined;
  }

  /** Deletes rows whose events have all left the window by `now`, and the keys past `maxKeys`. */
  prune(now: number): Promise<number> {
    return this.#pruner.prune(now);
  }

  #params(key: string, now: number): Record<string, string | number> {
    return { counter: this.#counter, key, now, windowMs: this.windowMs };
  }
}
