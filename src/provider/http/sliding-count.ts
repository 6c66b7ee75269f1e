/**
 * Events per key in a sliding window, in memory (one process owns the database; docs/provider.md#limits).
 * Keys whose events all left the window are dropped as they are met, and past `maxKeys` the key whose
 * latest event is oldest goes first, so a caller inventing keys cannot grow it without bound.
 */
export class SlidingCount {
  readonly #times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Events of `key` within the window ending at `now`. */
  count(key: string, now: number): number {
    const times = this.#times.get(key);
    if (times === undefined) return 0;
    const since = now - this.windowMs;
    let first = 0;
    while (first < times.length && (times[first] ?? 0) <= since) first++;
    if (first > 0) times.splice(0, first);
    if (times.length === 0) this.#times.delete(key);
    return times.length;
  }

  record(key: string, now: number): void {
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
