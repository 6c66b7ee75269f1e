/**
 * When each device last polled, kept apart from the grant's durable row so that a still-pending poll
 * writes nothing durable (docs/provider.md#what-a-power-loss-may-lose). The only reader is the slow_down
 * rule (the authorization server's grant lifecycle, `poll`), for which a lost time costs at most one
 * missed slow_down.
 *
 * An interface, so the replicas' tracker (shared-poll-tracker.ts) can take the in-memory one's place
 * without the token endpoint knowing. It lives with the store seam, which makes one or the other
 * (shared-state.ts), so that the authorization server reaches it and the seam imports nothing above it.
 */

export interface PollTracker {
  /**
   * Records a poll of `grantId` at `at` and returns the time of the poll before it (ms), or null. One round
   * trip. A poll whose `requestId` is the recorded poll's own is that request sent again (by a proxy, after
   * the replica carrying it closed without answering): nothing changes, and the time before the recorded
   * poll is returned, so that the replay is judged as the request itself was.
   */
  swap(grantId: number, at: number, intervalMs: number, requestId?: string): Promise<number | null>;
  /** Forgets a grant whose state left pending. */
  forget(grantId: number): Promise<void>;
}

interface Entry {
  at: number;
  /** The poll before `at`, handed back to a replay of the poll at `at`. */
  previous: number | null;
  requestId: string | undefined;
  /** `at` plus the grant's interval: until then, the entry decides whether a poll is too fast. */
  neededUntil: number;
}

/**
 * In one process's memory, for a provider on SQLite (one process owns the file). Bounded: past `capacity`
 * entries, the oldest is dropped only if its interval has passed (it can no longer turn a poll into
 * slow_down); an entry still inside its interval is never dropped, so the bound is exceeded rather than a
 * too-fast poll let through. Entries are kept in insertion order, which is the order of `at` when time
 * only moves forward, so the oldest is always first.
 */
export class MemoryPollTracker implements PollTracker {
  private readonly entries = new Map<number, Entry>();

  constructor(
    readonly capacity = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
  }

  get size(): number {
    return this.entries.size;
  }

  /** `intervalMs` is the grant's interval, the time the entry must outlive to be of any use. */
  swap(grantId: number, at: number, intervalMs: number, requestId?: string): Promise<number | null> {
    const entry = this.entries.get(grantId);
    if (entry !== undefined && requestId !== undefined && entry.requestId === requestId) {
      return Promise.resolve(entry.previous);
    }
    const before = entry?.at ?? null;
    // Deleting first moves the entry to the end of the Map's order: it is now the youngest.
    this.entries.delete(grantId);
    this.entries.set(grantId, { at, previous: before, requestId, neededUntil: at + intervalMs });
    if (this.entries.size > this.capacity) this.evict();
    return Promise.resolve(before);
  }

  forget(grantId: number): Promise<void> {
    this.entries.delete(grantId);
    return Promise.resolve();
  }

  /** Drops the oldest entries whose interval has passed, down to the capacity. */
  private evict(): void {
    const now = this.now();
    for (const [grantId, entry] of this.entries) {
      if (this.entries.size <= this.capacity) return;
      // Insertion order is age order: once one entry is still needed, every later one is too.
      if (entry.neededUntil > now) return;
      this.entries.delete(grantId);
    }
  }
}
