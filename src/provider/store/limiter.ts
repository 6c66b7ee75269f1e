/**
 * Counters of events per key (wrong codes, wrong passwords, code entries) for the pages' guessing limits
 * (docs/provider.md#limits). The interface is asynchronous so that a store shared by several provider
 * processes (a PostgreSQL table) can take this one's place without changing its callers.
 */
export interface AttemptCounters {
  /** Notes one event of `key` at `at`. */
  record(key: string, at: number): Promise<void>;
  /**
   * Notes one event of `key` at `at` only if fewer than `max` are later than `at - windowMs`; whether it
   * did. Counting and noting at once, so requests at the same moment cannot all take the last try.
   */
  take(key: string, at: number, max: number, windowMs: number): Promise<boolean>;
  /** The times of the events of `key` later than `since`, oldest first. */
  since(key: string, since: number): Promise<readonly number[]>;
  /** Drops every event of `key` (a right password ends an account's back-off). */
  forget(key: string): Promise<void>;
  /** Drops one event of `key` noted at `at`, if it is still there (a right code gives its entry back). */
  giveBack(key: string, at: number): Promise<void>;
}

export interface MemoryCounterBounds {
  /** Events older than this are dropped: the longest window any caller asks about. */
  keepMs: number;
  /** Keys kept at most; past it the key recorded least recently goes first. */
  maxKeys: number;
  /** Events kept per key at most (the newest); a count never needs to reach past the largest limit. */
  maxPerKey: number;
}

/**
 * The counters of one provider process, in memory: bounded in keys and in events per key, so a caller who
 * invents sessions or addresses cannot grow it without bound. A restart forgets them; the limits they serve
 * are windows of minutes to hours, so that gives an attacker nothing they could not get by waiting.
 */
export class MemoryCounters implements AttemptCounters {
  readonly #times = new Map<string, number[]>();

  constructor(private readonly bounds: MemoryCounterBounds) {}

  /** Keys held, for tests of the bound. */
  get size(): number {
    return this.#times.size;
  }

  record(key: string, at: number): Promise<void> {
    const times = this.#fresh(key, at) ?? [];
    times.push(at);
    if (times.length > this.bounds.maxPerKey) times.splice(0, times.length - this.bounds.maxPerKey);
    // Deleted and set again, so the Map's order stays least recently recorded first.
    this.#times.delete(key);
    this.#times.set(key, times);
    if (this.#times.size > this.bounds.maxKeys) {
      const oldest = this.#times.keys().next().value;
      if (oldest !== undefined) this.#times.delete(oldest);
    }
    return Promise.resolve();
  }

  async take(key: string, at: number, max: number, windowMs: number): Promise<boolean> {
    const times = this.#fresh(key, at) ?? [];
    if (times.filter((t) => t > at - windowMs).length >= max) return false;
    await this.record(key, at);
    return true;
  }

  since(key: string, since: number): Promise<readonly number[]> {
    const times = this.#times.get(key) ?? [];
    return Promise.resolve(times.filter((t) => t > since));
  }

  forget(key: string): Promise<void> {
    this.#times.delete(key);
    return Promise.resolve();
  }

  giveBack(key: string, at: number): Promise<void> {
    const times = this.#times.get(key);
    const i = times?.lastIndexOf(at) ?? -1;
    if (times !== undefined && i >= 0) times.splice(i, 1);
    return Promise.resolve();
  }

  /** The events of `key` still within `keepMs` of `now`; drops the key when none are. */
  #fresh(key: string, now: number): number[] | undefined {
    const times = this.#times.get(key);
    if (times === undefined) return undefined;
    const since = now - this.bounds.keepMs;
    const first = times.findIndex((t) => t > since);
    if (first === -1) {
      this.#times.delete(key);
      return undefined;
    }
    if (first > 0) times.splice(0, first);
    return times;
  }
}
