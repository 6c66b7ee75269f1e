/**
 * Merging overlapping streams of one data type (a phone and a watch both counting steps) so that aggregation
 * never counts the same moment twice. Streams are taken in priority order; a point of a lower stream keeps
 * only the parts of its interval that no higher stream's points cover, and a cumulative value keeps the
 * matching fraction (prorated by time). Within one stream nothing is merged.
 */

export interface Span {
  /** Milliseconds, end ≥ start. */
  start: number;
  end: number;
}

export interface Stream<T> {
  points: readonly (Span & { value: T })[];
}

export interface Piece<T> extends Span {
  value: T;
  /** The share of the original point's interval this piece keeps (1 for a whole point). */
  fraction: number;
}

/** Sorted, disjoint union of spans. */
export function union(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last !== undefined && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/** First index of a sorted, disjoint list whose span ends after `t`. */
function firstEndingAfter(covered: readonly Span[], t: number): number {
  let lo = 0;
  let hi = covered.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((covered[mid]?.end ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The parts of `span` outside the sorted, disjoint `covered` spans. */
export function uncovered(span: Span, covered: readonly Span[]): Span[] {
  if (span.end === span.start) {
    const c = covered[firstEndingAfter(covered, span.start)];
    return c !== undefined && c.start < span.start ? [] : [span];
  }
  const out: Span[] = [];
  let cursor = span.start;
  for (let i = firstEndingAfter(covered, span.start); i < covered.length; i++) {
    const c = covered[i];
    if (c === undefined || c.start >= span.end) break;
    if (c.start > cursor) out.push({ start: cursor, end: c.start });
    cursor = Math.max(cursor, c.end);
    if (cursor >= span.end) break;
  }
  if (cursor < span.end) out.push({ start: cursor, end: span.end });
  return out;
}

/** Streams in priority order, highest first. */
export function mergeStreams<T>(streams: readonly Stream<T>[]): Piece<T>[] {
  let covered: Span[] = [];
  const out: Piece<T>[] = [];
  for (const stream of streams) {
    for (const p of stream.points) {
      const length = p.end - p.start;
      for (const part of uncovered(p, covered)) {
        out.push({ ...part, value: p.value, fraction: length === 0 ? 1 : (part.end - part.start) / length });
      }
    }
    covered = union([...covered, ...stream.points]);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
