/**
 * The buckets of an aggregate request, each with the spans of time its data is taken from: one span for a
 * time bucket, a segment or a session; every segment of the activity for an activity-type bucket.
 */
import type { BucketType, Session } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';
import { MAX_TIME_BUCKETS, type BucketSpec } from '../routes/aggregate-request.ts';
import type { Piece, Span } from './overlap-merge.ts';
import { stepLocal, toLocal } from './time-zone.ts';

export interface Bucket {
  type: BucketType;
  startMs: number;
  endMs: number;
  spans: Span[];
  activity?: number;
  session?: Session;
}

const timeBucket = (startMs: number, endMs: number): Bucket => ({
  type: 'time',
  startMs,
  endMs,
  spans: [{ start: startMs, end: endMs }],
});

/**
 * Time buckets from the request's start: fixed durations, or calendar periods stepped in local time of the
 * period's zone (day N starts at the same local time as day 0). The last bucket ends at the request's end.
 */
export function timeBuckets(
  spec: Extract<BucketSpec, { kind: 'time' | 'period' }>,
  startMs: number,
  endMs: number,
): Bucket[] {
  const out: Bucket[] = [];
  const origin = toLocal(startMs, spec.kind === 'period' ? spec.timeZone : 'UTC');
  let from = startMs;
  for (let k = 1; from < endMs; k++) {
    if (k > MAX_TIME_BUCKETS)
      throw badRequest(`The request would make more than ${MAX_TIME_BUCKETS} buckets.`);
    const next =
      spec.kind === 'time'
        ? startMs + k * spec.durationMs
        : stepLocal(origin, spec.unit, spec.value, k, spec.timeZone);
    const to = Math.min(next, endMs);
    out.push(timeBucket(from, to));
    from = to;
  }
  return out;
}

const clip = (s: Span, startMs: number, endMs: number): Span | undefined => {
  const start = Math.max(s.start, startMs);
  const end = Math.min(s.end, endMs);
  return end > start ? { start, end } : undefined;
};

/** One bucket per activity segment (merged across sources), clipped to the range. */
export function segmentBuckets(
  segments: readonly Piece<number>[],
  startMs: number,
  endMs: number,
  minMs: number,
): Bucket[] {
  return segments.flatMap((seg) => {
    const s = clip(seg, startMs, endMs);
    if (s === undefined || s.end - s.start < minMs) return [];
    return [
      { type: 'activitySegment' as const, startMs: s.start, endMs: s.end, spans: [s], activity: seg.value },
    ];
  });
}

/** One bucket per activity: its segments' spans, from the first start to the last end. */
export function activityTypeBuckets(
  segments: readonly Piece<number>[],
  startMs: number,
  endMs: number,
  minMs: number,
): Bucket[] {
  const byActivity = new Map<number, Span[]>();
  for (const seg of segments) {
    const s = clip(seg, startMs, endMs);
    if (s === undefined || s.end - s.start < minMs) continue;
    byActivity.set(seg.value, [...(byActivity.get(seg.value) ?? []), s]);
  }
  return [...byActivity.entries()]
    .sort(([a], [b]) => a - b)
    .map(([activity, spans]) => ({
      type: 'activityType' as const,
      startMs: Math.min(...spans.map((s) => s.start)),
      endMs: Math.max(...spans.map((s) => s.end)),
      spans,
      activity,
    }));
}

/** One bucket per session overlapping the range, clipped to it. */
export function sessionBuckets(
  sessions: readonly Session[],
  startMs: number,
  endMs: number,
  minMs: number,
): Bucket[] {
  return sessions.flatMap((session) => {
    const s = clip(
      { start: Number(session.startTimeMillis), end: Number(session.endTimeMillis) },
      startMs,
      endMs,
    );
    if (s === undefined || Number(session.endTimeMillis) - Number(session.startTimeMillis) < minMs) return [];
    return [{ type: 'session' as const, startMs: s.start, endMs: s.end, spans: [s], session }];
  });
}
