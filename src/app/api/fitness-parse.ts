/**
 * Run-time checks of the fitness API's answers (aggregate and sessions list), so the view only ever sees
 * checked values. Only the fields the app reads are checked; anything else is ignored.
 */
import type { AggregateBucket, AggregateResponse, DataPoint, Session, Value } from '#shared/wire/fitness.ts';

export class FitnessWireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FitnessWireError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FitnessWireError(`${what}: expected a JSON object`);
  }
  return value as Json;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new FitnessWireError(`${what}: expected a list`);
  return value as unknown[];
}

/** A 64-bit integer as the API writes it (a decimal string; a number is accepted too). */
function int64(value: unknown, what: string): string {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new FitnessWireError(`${what}: expected a whole number`);
}

function parseValue(raw: unknown, what: string): Value {
  const v = object(raw, what);
  const out: Value = {};
  if (typeof v.intVal === 'number') out.intVal = v.intVal;
  if (typeof v.fpVal === 'number') out.fpVal = v.fpVal;
  if (typeof v.stringVal === 'string') out.stringVal = v.stringVal;
  return out;
}

function parsePoint(raw: unknown, what: string): DataPoint {
  const p = object(raw, what);
  if (typeof p.dataTypeName !== 'string') throw new FitnessWireError(`${what}: dataTypeName missing`);
  return {
    startTimeNanos: int64(p.startTimeNanos, `${what}.startTimeNanos`),
    endTimeNanos: int64(p.endTimeNanos, `${what}.endTimeNanos`),
    dataTypeName: p.dataTypeName,
    value: list(p.value, `${what}.value`).map((v, i) => parseValue(v, `${what}.value[${String(i)}]`)),
  };
}

export function parseSession(raw: unknown, what = 'session'): Session {
  const s = object(raw, what);
  if (typeof s.id !== 'string' || typeof s.name !== 'string') {
    throw new FitnessWireError(`${what}: id and name must be text`);
  }
  if (typeof s.activityType !== 'number') throw new FitnessWireError(`${what}: activityType missing`);
  const session: Session = {
    id: s.id,
    name: s.name,
    startTimeMillis: int64(s.startTimeMillis, `${what}.startTimeMillis`),
    endTimeMillis: int64(s.endTimeMillis, `${what}.endTimeMillis`),
    modifiedTimeMillis: int64(s.modifiedTimeMillis ?? '0', `${what}.modifiedTimeMillis`),
    activityType: s.activityType,
  };
  if (s.activeTimeMillis !== undefined) {
    session.activeTimeMillis = int64(s.activeTimeMillis, `${what}.activeTimeMillis`);
  }
  return session;
}

function parseBucket(raw: unknown, i: number): AggregateBucket {
  const what = `bucket[${String(i)}]`;
  const b = object(raw, what);
  const type = b.type;
  if (type !== 'time' && type !== 'activityType' && type !== 'activitySegment' && type !== 'session') {
    throw new FitnessWireError(`${what}: unknown type`);
  }
  const bucket: AggregateBucket = {
    type,
    startTimeMillis: int64(b.startTimeMillis, `${what}.startTimeMillis`),
    endTimeMillis: int64(b.endTimeMillis, `${what}.endTimeMillis`),
    dataset: list(b.dataset, `${what}.dataset`).map((d, j) => {
      const ds = object(d, `${what}.dataset[${String(j)}]`);
      return {
        dataSourceId: typeof ds.dataSourceId === 'string' ? ds.dataSourceId : '',
        point: list(ds.point, `${what}.dataset[${String(j)}].point`).map((p, k) =>
          parsePoint(p, `${what}.dataset[${String(j)}].point[${String(k)}]`),
        ),
      };
    }),
  };
  if (b.session !== undefined) bucket.session = parseSession(b.session, `${what}.session`);
  return bucket;
}

export function parseAggregateResponse(value: unknown): AggregateResponse {
  const body = object(value, 'aggregate response');
  return { bucket: list(body.bucket, 'bucket').map(parseBucket) };
}

export function parseSessionList(value: unknown): Session[] {
  const body = object(value, 'sessions response');
  return list(body.session, 'session').map((s, i) => parseSession(s, `session[${String(i)}]`));
}
