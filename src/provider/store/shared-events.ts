/**
 * What the counters kept in `shared_events` (store/shared-state-schema.ts) have in common: one row per
 * counter and key holding the times of its events, oldest first, and how old rows go. Used by the
 * attempt counters (store/postgres-counters.ts) and the sliding-window quota
 * (store/postgres-sliding-count.ts) when replicas share PostgreSQL.
 */
import type { SqlAccess, SqlStatement } from './sql-access.ts';

/** A name refused for a counter: it is part of every row's key, and one name must mean one counter. */
export function checkCounterName(name: string): string {
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(name)) {
    throw new RangeError(`counter name must be lower-case letters, digits and dashes: "${name}"`);
  }
  return name;
}

/** SQL for the times in `column` later than `since` (SQL too), oldest first, as an array. */
export function timesLater(column: string, since: string): string {
  return `ARRAY(SELECT t FROM unnest(${column}) AS t WHERE t > ${since} ORDER BY t)`;
}

/**
 * Deletes one counter's rows that count nothing at `now`, and past `maxKeys` those whose events are
 * oldest: the bound the in-memory counters keep in keys. One statement, run by the sweeper.
 */
export class EventsPruner {
  readonly #prune: SqlStatement;

  constructor(
    sql: SqlAccess,
    private readonly counter: string,
    private readonly maxKeys: number,
  ) {
    this.#prune = sql.prepare(
      `DELETE FROM shared_events WHERE counter = @counter AND (expires_at <= @now OR key IN (
         SELECT key FROM shared_events WHERE counter = @counter
         ORDER BY expires_at DESC OFFSET @maxKeys))`,
    );
  }

  /** Rows deleted. */
  async prune(now: number): Promise<number> {
    const { counter, maxKeys } = this;
    return (await this.#prune.run({ counter, now, maxKeys })).changes;
  }
}
