/** Hand-made data for the aggregation tests: a phone and a watch of one developer, and helpers. */
import { enc, type Harness } from './harness.ts';

export const T0 = Date.UTC(2026, 0, 10, 8, 0, 0);
export const MIN = 60_000;
export const ns = (ms: number): string => `${BigInt(ms) * 1_000_000n}`;

const DEVICES = {
  phone: { manufacturer: 'Acme', model: 'P1', type: 'phone', uid: 'p' },
  watch: { manufacturer: 'Acme', model: 'W1', type: 'watch', uid: 'w' },
} as const;

export async function makeSource(
  h: Harness,
  typeName: string,
  device?: keyof typeof DEVICES,
): Promise<string> {
  const body = { type: 'raw', dataType: { name: typeName }, ...(device ? { device: DEVICES[device] } : {}) };
  const res = await h.call('POST', '/me/dataSources', 'alice-app-all', body);
  if (res.status !== 200) throw new Error(`source: ${JSON.stringify(res.body)}`);
  return (res.body as { dataStreamId: string }).dataStreamId;
}

export type Value = { intVal: number } | { fpVal: number };

/** Adds points given in milliseconds from T0: [fromMin, toMin, value]. */
export async function addPoints(
  h: Harness,
  id: string,
  typeName: string,
  points: [fromMin: number, toMin: number, value: Value][],
): Promise<void> {
  const res = await h.call('PATCH', `/me/dataSources/${enc(id)}/datasets/0-${ns(T0 * 2)}`, 'alice-app-all', {
    point: points.map(([a, b, value]) => ({
      startTimeNanos: ns(T0 + a * MIN),
      endTimeNanos: ns(T0 + b * MIN),
      dataTypeName: typeName,
      value: [value],
    })),
  });
  if (res.status !== 200) throw new Error(`patch: ${JSON.stringify(res.body)}`);
}

export interface Bucket {
  type: string;
  startTimeMillis: string;
  endTimeMillis: string;
  activity?: number;
  session?: { id: string };
  dataset: {
    dataSourceId: string;
    point: { startTimeNanos: string; endTimeNanos: string; value: Value[] }[];
  }[];
}

export async function aggregate(h: Harness, body: object, token = 'alice-app-all'): Promise<Bucket[]> {
  const res = await h.call('POST', '/me/dataset:aggregate', token, body);
  if (res.status !== 200) throw new Error(`aggregate ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { bucket: Bucket[] }).bucket;
}

/** Each bucket as [start, end, values of dataset 0's points]. */
export const brief = (buckets: Bucket[], dataset = 0): [string, string, Value[][]][] =>
  buckets.map((b) => [
    b.startTimeMillis,
    b.endTimeMillis,
    (b.dataset[dataset]?.point ?? []).map((p) => p.value),
  ]);

export const iso = (ms: string): string => new Date(Number(ms)).toISOString();
