/**
 * Events per key in a sliding window (docs/provider.md#limits): the device-code quota per client address.
 * Asynchronous, so that replicas sharing PostgreSQL can keep one count between them
 * (store/postgres-sliding-count.ts) where one process on SQLite keeps it in memory (`SlidingCount`).
 */
export interface SlidingCounter {
  /** Events of `key` within the window ending at `now`. */
  count(key: string, now: number): Promise<number>;
  /** Notes an event of `key` at `now`. */
  record(key: string, now: number): Promise<void>;
  /**
   * Notes an event of `key` at `now` only if fewer than `limit` are within the window; whether it did.
   * Counting and noting at once, so two requests at the same moment cannot both take the last one.
   */
  take(key: string, now: number, limit: number): Promise<boolean>;
}

/**
 * In one process's memory (one process owns the database). Keys whose events all left the window are
 * dropped as they are met, and past `maxKeys` the key whose latest event is oldest goes first, so a caller
 * inventing keys cannot grow it without bound.
 */
export class SlidingCount implements SlidingCounter {
  readonly #times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  count(key: string, now: number): Promise<number> {
    return Promise.resolve(this.#count(key, now));
  }

  record(key: string, now: number): Promise<void> {
    this.#record(key, now);
    return Promise.resolve();
  }

  take(key: string, now: number, limit: number): Promise<boolean> {
    const taken = this.#count(key, now) < limit;
    if (taken) this.#record(key, now);
    return Promise.resolve(taken);
  }

  #count(key: string, now: number): number {
    const times = this.#times.get(key);
    if (times === undefined) return 0;
    const since = now - this.windowMs;
    let first = 0;
    while (first < times.length && (times[first] ?? 0) <= since) first++;
    if (first > 0) times.splice(0, first);
    if (times.length === 0) this.#times.delete(key);
    return times.length;
  }

  #record(key: string, now: number): void {
    const times = this.#times.get(key);
    if (times !== undefined) {
      // Re-inserted, so the Map's order stays oldest-used first.
      this.#times.delete(key);
      times.push(now);
      this.#times.set(key, times);
      return;
    }
    this.#times.set(key, [now]);
    if (this.#times.size > this.maxKeys) {
      const oldest = this.#times.keys().next().value;
      if (oldest !== undefined) this.#times.delete(oldest);
    }
  }
}
