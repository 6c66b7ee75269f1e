/**
 * Counts per key over a sliding window in fixed memory, for the pages' per-address limits
 * (docs/provider.md#limits): a count-min sketch (Cormode and Muthukrishnan, 2005) per slice of the window.
 * A map of keys must drop some once full, so a flood of new addresses would push out the counts of the
 * addresses it was meant to hold; a sketch drops nothing. Its counts are never below the truth, and above it
 * only where other keys share every one of a key's cells, which with `depth` rows of `width` cells and the
 * few thousand events a window holds happens with a chance too small to matter (docs/security.md#bounded-growth).
 */
import { createHash } from 'node:crypto';

export interface SketchBounds {
  windowMs: number;
  /** The window is counted in this many equal slices: an event counts for between window − slice and window. */
  slices: number;
  /** Cells per row. */
  width: number;
  /** Rows, each with its own hash of the key (at most 8). */
  depth: number;
}

/** One slice's count of a key, and when that slice leaves the window. */
export interface SliceCount {
  count: number;
  leavesAt: number;
}

export interface WindowCounts {
  /** Notes one event of `key` at `at`. */
  add(key: string, at: number): Promise<void>;
  /** Takes back one event of `key` added at `at`, while its slice is kept (never below 0). */
  remove(key: string, at: number): Promise<void>;
  /** The key's count in each slice still in the window at `now`, oldest first (slices without events left out). */
  slices(key: string, now: number): Promise<readonly SliceCount[]>;
}

/** The cell of each row for `key`: row × width + column, the columns from SHA-256 of the key. */
export function sketchCells(key: string, bounds: Pick<SketchBounds, 'width' | 'depth'>): number[] {
  const hash = createHash('sha256').update(key).digest();
  return Array.from(
    { length: bounds.depth },
    (_, row) => row * bounds.width + (hash.readUInt32BE(row * 4) % bounds.width),
  );
}

/** The slice `at` falls in, counted from the epoch. */
export const sliceOf = (at: number, bounds: SketchBounds): number =>
  Math.floor(at / (bounds.windowMs / bounds.slices));

/** When the events of slice `slice` stop counting. */
export const sliceLeavesAt = (slice: number, bounds: SketchBounds): number =>
  (slice + bounds.slices) * (bounds.windowMs / bounds.slices);

/**
 * When `max` or more events are counted: how long until enough slices leave the window that fewer remain;
 * undefined when fewer than `max` are counted now.
 */
export function sketchRetryAfter(
  slices: readonly SliceCount[],
  max: number,
  now: number,
): number | undefined {
  let remaining = slices.reduce((sum, s) => sum + s.count, 0);
  if (remaining < max) return undefined;
  for (const slice of slices) {
    remaining -= slice.count;
    if (remaining < max) return Math.max(1000, slice.leavesAt - now);
  }
  return undefined;
}

/** One process's sketch (beside SQLite): `slices` arrays of depth × width counts, reused as slices pass. */
export class MemorySketch implements WindowCounts {
  readonly #counts: Uint32Array[];
  readonly #sliceAt: number[];

  constructor(private readonly bounds: SketchBounds) {
    this.#counts = Array.from({ length: bounds.slices }, () => new Uint32Array(bounds.depth * bounds.width));
    this.#sliceAt = Array<number>(bounds.slices).fill(-1);
  }

  /** Bytes the counts take, whatever was added: the bound the tests check. */
  get bytes(): number {
    return this.#counts.reduce((sum, counts) => sum + counts.byteLength, 0);
  }

  add(key: string, at: number): Promise<void> {
    const slice = sliceOf(at, this.bounds);
    const ring = slice % this.bounds.slices;
    const counts = this.#counts[ring];
    if (counts === undefined) return Promise.resolve();
    if (this.#sliceAt[ring] !== slice) {
      counts.fill(0);
      this.#sliceAt[ring] = slice;
    }
    for (const cell of sketchCells(key, this.bounds)) counts[cell] = (counts[cell] ?? 0) + 1;
    return Promise.resolve();
  }

  remove(key: string, at: number): Promise<void> {
    const slice = sliceOf(at, this.bounds);
    const ring = slice % this.bounds.slices;
    const counts = this.#counts[ring];
    if (counts === undefined || this.#sliceAt[ring] !== slice) return Promise.resolve();
    for (const cell of sketchCells(key, this.bounds)) counts[cell] = Math.max(0, (counts[cell] ?? 0) - 1);
    return Promise.resolve();
  }

  slices(key: string, now: number): Promise<readonly SliceCount[]> {
    const cells = sketchCells(key, this.bounds);
    const current = sliceOf(now, this.bounds);
    const found: SliceCount[] = [];
    for (let slice = current - this.bounds.slices + 1; slice <= current; slice++) {
      const ring = slice % this.bounds.slices;
      const counts = this.#counts[ring];
      if (counts === undefined || this.#sliceAt[ring] !== slice) continue;
      const count = Math.min(...cells.map((cell) => counts[cell] ?? 0));
      if (count > 0) found.push({ count, leavesAt: sliceLeavesAt(slice, this.bounds) });
    }
    return Promise.resolve(found);
  }
}
