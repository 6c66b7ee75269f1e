/**
 * The aggregated points of one bucket: sums of cumulative types (prorated by the share of each point's
 * interval inside the bucket), average/max/min of samples (taken at their end time), and per-activity
 * summaries of segments (milliseconds and number of segments).
 */
import type { DataPoint, Value } from '#shared/wire/fitness.ts';
import { msToNs } from './ids.ts';
import type { Piece, Span } from './overlap-merge.ts';

export type Prepared =
  | { kind: 'cumulative'; integer: boolean; pieces: Piece<number>[]; maxLength: number }
  | { kind: 'sample'; samples: { t: number; v: number }[] }
  | { kind: 'segment'; pieces: Piece<number>[]; maxLength: number };

/** Floating sums are rounded to 6 decimals so that equal inputs give equal bodies. */
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** First index of pieces (sorted by start) that may overlap a span starting at `t`. */
function firstCandidate(pieces: readonly Span[], t: number, maxLength: number): number {
  let lo = 0;
  let hi = pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pieces[mid]?.start ?? 0) < t - maxLength) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Overlap<T> {
  piece: Piece<T>;
  start: number;
  end: number;
}

function* overlaps<T>(
  pieces: readonly Piece<T>[],
  maxLength: number,
  spans: readonly Span[],
): Generator<Overlap<T>> {
  for (const span of spans) {
    for (let i = firstCandidate(pieces, span.start, maxLength); i < pieces.length; i++) {
      const p = pieces[i];
      if (p === undefined || p.start >= span.end) break;
      if (p.end === p.start) {
        if (p.start >= span.start) yield { piece: p, start: p.start, end: p.end };
        continue;
      }
      const start = Math.max(p.start, span.start);
      const end = Math.min(p.end, span.end);
      if (end > start) yield { piece: p, start, end };
    }
  }
}

const point = (typeName: string, start: number, end: number, value: Value[]): DataPoint => ({
  startTimeNanos: String(msToNs(start)),
  endTimeNanos: String(msToNs(end)),
  dataTypeName: typeName,
  originDataSourceId: '',
  value,
});

export function summarize(prepared: Prepared, typeName: string, spans: readonly Span[]): DataPoint[] {
  if (prepared.kind === 'sample') {
    const values: number[] = [];
    let first = Infinity;
    let last = -Infinity;
    const samples = prepared.samples;
    for (const span of spans) {
      let lo = 0;
      let hi = samples.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((samples[mid]?.t ?? 0) < span.start) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < samples.length; i++) {
        const s = samples[i];
        if (s === undefined || s.t >= span.end) break;
        values.push(s.v);
        first = Math.min(first, s.t);
        last = Math.max(last, s.t);
      }
    }
    if (values.length === 0) return [];
    const avg = values.reduce((a, b) => a + b, 0) / values.length;
    const fp = (x: number): Value => ({ fpVal: round6(x) });
    return [point(typeName, first, last, [fp(avg), fp(Math.max(...values)), fp(Math.min(...values))])];
  }
  let first = Infinity;
  let last = -Infinity;
  if (prepared.kind === 'cumulative') {
    let sum = 0;
    let any = false;
    for (const o of overlaps(prepared.pieces, prepared.maxLength, spans)) {
      const p = o.piece;
      const share = p.end === p.start ? 1 : (o.end - o.start) / (p.end - p.start);
      sum += p.value * p.fraction * share;
      any = true;
      first = Math.min(first, o.start);
      last = Math.max(last, o.end);
    }
    if (!any) return [];
    return [
      point(typeName, first, last, [prepared.integer ? { intVal: Math.round(sum) } : { fpVal: round6(sum) }]),
    ];
  }
  type Entry = { duration: number; segments: Set<Piece<number>>; first: number; last: number };
  const byActivity = new Map<number, Entry>();
  for (const o of overlaps(prepared.pieces, prepared.maxLength, spans)) {
    const entry = byActivity.get(o.piece.value) ?? { duration: 0, segments: new Set(), first, last };
    entry.duration += o.end - o.start;
    entry.segments.add(o.piece);
    entry.first = Math.min(entry.first, o.start);
    entry.last = Math.max(entry.last, o.end);
    byActivity.set(o.piece.value, entry);
  }
  return [...byActivity.entries()]
    .sort(([a], [b]) => a - b)
    .map(([activity, e]) =>
      point(typeName, e.first, e.last, [
        { intVal: activity },
        { intVal: Math.round(e.duration) },
        { intVal: e.segments.size },
      ]),
    );
}
