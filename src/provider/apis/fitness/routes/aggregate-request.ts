/**
 * The dataset:aggregate request, checked before anything is read: what to aggregate (data type names or
 * data source IDs), exactly one kind of bucket, and the time range.
 */
import { badRequest } from '../../../http/errors.ts';
import { parseInt64 } from '../services/ids.ts';
import { isTimeZone } from '../services/time-zone.ts';
import { asObject, onlyKeys, type JsonObject } from './validate-source.ts';

export type AggregateTarget = { dataTypeName: string } | { dataSourceId: string };

export type BucketSpec =
  | { kind: 'time'; durationMs: number }
  | { kind: 'period'; unit: 'day' | 'week' | 'month'; value: number; timeZone: string }
  | { kind: 'activityType' | 'activitySegment'; minDurationMs: number; activitySourceId?: string }
  | { kind: 'session'; minDurationMs: number };

export interface AggregateSpec {
  targets: AggregateTarget[];
  bucket: BucketSpec;
  startMs: number;
  endMs: number;
}

const BUCKET_KEYS = [
  'bucketByTime',
  'bucketByActivityType',
  'bucketByActivitySegment',
  'bucketBySession',
] as const;
/** At most this many time buckets per request. */
export const MAX_TIME_BUCKETS = 10000;

/** The last millisecond whose nanoseconds still fit in 64 bits. */
const MAX_MILLIS = 9_223_372_036_854n;

function millis(value: unknown, field: string): number {
  const n = parseInt64(value);
  if (n === undefined || n > MAX_MILLIS) {
    throw badRequest(`${field} must be a non-negative whole number of milliseconds.`);
  }
  return Number(n);
}

function parseTarget(raw: unknown, i: number): AggregateTarget {
  const t = asObject(raw, `aggregateBy[${i}]`);
  onlyKeys(t, ['dataTypeName', 'dataSourceId'], `aggregateBy[${i}]`);
  const byType = typeof t.dataTypeName === 'string' && t.dataTypeName !== '';
  const bySource = typeof t.dataSourceId === 'string' && t.dataSourceId !== '';
  if (byType === bySource || Object.keys(t).length !== 1) {
    throw badRequest(`aggregateBy[${i}] must give exactly one of dataTypeName and dataSourceId.`);
  }
  return byType ? { dataTypeName: t.dataTypeName as string } : { dataSourceId: t.dataSourceId as string };
}

function parseTime(o: JsonObject): BucketSpec {
  onlyKeys(o, ['durationMillis', 'period'], 'bucketByTime');
  if ((o.durationMillis === undefined) === (o.period === undefined)) {
    throw badRequest('bucketByTime must give exactly one of durationMillis and period.');
  }
  if (o.durationMillis !== undefined) {
    const durationMs = millis(o.durationMillis, 'bucketByTime.durationMillis');
    if (durationMs < 1) throw badRequest('bucketByTime.durationMillis must be at least 1.');
    return { kind: 'time', durationMs };
  }
  const p = asObject(o.period, 'bucketByTime.period');
  onlyKeys(p, ['type', 'value', 'timeZoneId'], 'bucketByTime.period');
  if (p.type !== 'day' && p.type !== 'week' && p.type !== 'month') {
    throw badRequest('bucketByTime.period.type must be "day", "week" or "month".');
  }
  if (!Number.isInteger(p.value) || (p.value as number) < 1 || (p.value as number) > 1000) {
    throw badRequest('bucketByTime.period.value must be a whole number from 1 to 1000.');
  }
  if (typeof p.timeZoneId !== 'string' || !isTimeZone(p.timeZoneId)) {
    throw badRequest('bucketByTime.period.timeZoneId must be an IANA time zone such as "Europe/Paris".');
  }
  return { kind: 'period', unit: p.type, value: p.value as number, timeZone: p.timeZoneId };
}

function minDuration(o: JsonObject, where: string): number {
  return o.minDurationMillis === undefined ? 0 : millis(o.minDurationMillis, `${where}.minDurationMillis`);
}

function parseActivity(o: JsonObject, kind: 'activityType' | 'activitySegment', where: string): BucketSpec {
  onlyKeys(o, ['minDurationMillis', 'activityDataSourceId'], where);
  const spec: BucketSpec = { kind, minDurationMs: minDuration(o, where) };
  if (o.activityDataSourceId !== undefined) {
    if (typeof o.activityDataSourceId !== 'string' || o.activityDataSourceId === '') {
      throw badRequest(`${where}.activityDataSourceId must be a data source ID.`);
    }
    spec.activitySourceId = o.activityDataSourceId;
  }
  return spec;
}

export function parseAggregateRequest(body: unknown): AggregateSpec {
  const b = asObject(body, 'The request body');
  onlyKeys(
    b,
    ['aggregateBy', 'startTimeMillis', 'endTimeMillis', 'filteredDataQualityStandard', ...BUCKET_KEYS],
    '',
  );
  if (!Array.isArray(b.aggregateBy) || b.aggregateBy.length === 0 || b.aggregateBy.length > 20) {
    throw badRequest('aggregateBy must list 1 to 20 data types or data sources.');
  }
  const targets = b.aggregateBy.map(parseTarget);
  const given = BUCKET_KEYS.filter((k) => b[k] !== undefined);
  // The public reference: exactly one bucket type per request.
  if (given.length !== 1) {
    throw badRequest(`Exactly one bucket type is allowed per request (${BUCKET_KEYS.join(', ')}).`);
  }
  const key = given[0] ?? 'bucketByTime';
  const o = asObject(b[key], key);
  const bucket =
    key === 'bucketByTime'
      ? parseTime(o)
      : key === 'bucketBySession'
        ? (onlyKeys(o, ['minDurationMillis'], key),
          { kind: 'session' as const, minDurationMs: minDuration(o, key) })
        : parseActivity(o, key === 'bucketByActivityType' ? 'activityType' : 'activitySegment', key);
  const startMs = millis(b.startTimeMillis, 'startTimeMillis');
  const endMs = millis(b.endTimeMillis, 'endTimeMillis');
  if (startMs >= endMs) throw badRequest('startTimeMillis must be before endTimeMillis.');
  if (bucket.kind === 'time' && Math.ceil((endMs - startMs) / bucket.durationMs) > MAX_TIME_BUCKETS) {
    throw badRequest(`The request would make more than ${MAX_TIME_BUCKETS} buckets.`);
  }
  if (b.filteredDataQualityStandard !== undefined && !Array.isArray(b.filteredDataQualityStandard)) {
    throw badRequest('filteredDataQualityStandard must be a list.');
  }
  return { targets, bucket, startMs, endMs };
}
