/**
 * Decoders of the fitness API v1 answers the TV app reads: dataset:aggregate and the sessions list. Only
 * the fields the app reads are checked and kept.
 */
import {
  integer,
  listOf,
  number,
  oneOf,
  optional,
  shape,
  string,
  WireError,
  withDefault,
  type Decoder,
} from './decode.ts';
import type { AggregateBucket, AggregateResponse, DataPoint, Session, Value } from './fitness.ts';

/** A 64-bit integer as the public API writes it: decimal text (a JSON whole number is accepted too). */
export const int64: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new WireError(path, 'a whole number', value === undefined ? 'required' : 'invalid');
};

const pointValue = shape<Pick<Value, 'intVal' | 'fpVal' | 'stringVal'>>({
  intVal: optional(integer()),
  fpVal: optional(number),
  stringVal: optional(string),
});

const dataPoint = shape<Pick<DataPoint, 'startTimeNanos' | 'endTimeNanos' | 'dataTypeName' | 'value'>>({
  startTimeNanos: int64,
  endTimeNanos: int64,
  dataTypeName: string,
  value: listOf<Value>(pointValue),
});

export const fitnessSession = shape<Omit<Session, 'description' | 'application'>>({
  id: string,
  name: string,
  startTimeMillis: int64,
  endTimeMillis: int64,
  modifiedTimeMillis: withDefault(int64, '0'),
  activityType: integer(),
  activeTimeMillis: optional(int64),
});

const bucket = shape<Omit<AggregateBucket, 'activity'>>({
  type: oneOf(['time', 'activityType', 'activitySegment', 'session']),
  startTimeMillis: int64,
  endTimeMillis: int64,
  dataset: listOf(shape({ dataSourceId: withDefault(string, ''), point: listOf<DataPoint>(dataPoint) })),
  session: optional(fitnessSession),
});

export const aggregateResponse: Decoder<AggregateResponse> = shape<AggregateResponse>({
  bucket: listOf<AggregateBucket>(bucket),
});

/** The sessions of a sessions-list answer (the rest of its envelope is not read). */
export const sessionList: Decoder<Session[]> = (value, path) =>
  shape<{ session: Session[] }>({ session: listOf<Session>(fitnessSession) })(value, path).session;
