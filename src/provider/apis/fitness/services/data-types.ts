/**
 * The standard data types: their fields, the scopes that read and write them (as the public fitness API maps
 * them), and how aggregation treats them. Custom types (names outside the vendor prefix) are governed by
 * the activity scopes and are never aggregated.
 */
import { SCOPES } from '#shared/scopes.ts';
import { DATA_TYPES, VENDOR_PREFIX, type DataTypeField } from '#shared/wire/fitness.ts';

export type ScopeGroup = 'activity' | 'body' | 'heartRate' | 'location';

/**
 * - cumulative: a value accumulated over [start, end] (steps); buckets get a prorated sum.
 * - sample: an instantaneous reading at the end time (heart rate); buckets get average, max, min.
 * - segment: a consistent value over [start, end] (activity); deletes cut it, buckets get a summary.
 * - none: stored and read back, not aggregated.
 */
export type AggregationKind = 'cumulative' | 'sample' | 'segment' | 'none';

export interface StandardType {
  fields: readonly DataTypeField[];
  group: ScopeGroup;
  kind: AggregationKind;
  /** The data type name of the aggregated points. */
  aggregate?: string;
  /** Aggregation-only types cannot have sources. */
  aggregateOnly?: boolean;
}

const int = (name: string): DataTypeField => ({ name, format: 'integer' });
const fp = (name: string): DataTypeField => ({ name, format: 'floatPoint' });

export const STANDARD_TYPES: Readonly<Record<string, StandardType>> = {
  [DATA_TYPES.stepCountDelta]: {
    fields: [int('steps')],
    group: 'activity',
    kind: 'cumulative',
    aggregate: DATA_TYPES.stepCountDelta,
  },
  [DATA_TYPES.caloriesExpended]: {
    fields: [fp('calories')],
    group: 'activity',
    kind: 'cumulative',
    aggregate: DATA_TYPES.caloriesExpended,
  },
  [DATA_TYPES.activeMinutes]: {
    fields: [int('duration')],
    group: 'activity',
    kind: 'cumulative',
    aggregate: DATA_TYPES.activeMinutes,
  },
  [DATA_TYPES.activitySegment]: {
    fields: [int('activity')],
    group: 'activity',
    kind: 'segment',
    aggregate: DATA_TYPES.activitySummary,
  },
  [DATA_TYPES.distanceDelta]: {
    fields: [fp('distance')],
    group: 'location',
    kind: 'cumulative',
    aggregate: DATA_TYPES.distanceDelta,
  },
  [DATA_TYPES.heartRateBpm]: {
    fields: [fp('bpm')],
    group: 'heartRate',
    kind: 'sample',
    aggregate: DATA_TYPES.heartRateSummary,
  },
  [DATA_TYPES.weight]: {
    fields: [fp('weight')],
    group: 'body',
    kind: 'sample',
    aggregate: DATA_TYPES.weightSummary,
  },
  [DATA_TYPES.height]: { fields: [fp('height')], group: 'body', kind: 'none' },
  [DATA_TYPES.locationSample]: {
    fields: [fp('latitude'), fp('longitude'), fp('accuracy'), { ...fp('altitude'), optional: true }],
    group: 'location',
    kind: 'none',
  },
  [DATA_TYPES.speed]: { fields: [fp('speed')], group: 'location', kind: 'none' },
  [DATA_TYPES.activitySummary]: {
    fields: [int('activity'), int('duration'), int('num_segments')],
    group: 'activity',
    kind: 'none',
    aggregateOnly: true,
  },
  [DATA_TYPES.heartRateSummary]: {
    fields: [fp('average'), fp('max'), fp('min')],
    group: 'heartRate',
    kind: 'none',
    aggregateOnly: true,
  },
  [DATA_TYPES.weightSummary]: {
    fields: [fp('average'), fp('max'), fp('min')],
    group: 'body',
    kind: 'none',
    aggregateOnly: true,
  },
};

export const isCustomType = (name: string): boolean => !name.startsWith(VENDOR_PREFIX);

export function standardType(name: string): StandardType | undefined {
  return Object.hasOwn(STANDARD_TYPES, name) ? STANDARD_TYPES[name] : undefined;
}

const READ: Record<ScopeGroup, readonly string[]> = {
  activity: [SCOPES.fitnessActivityRead, SCOPES.fitnessActivityWrite],
  body: [SCOPES.fitnessBodyRead, SCOPES.fitnessBodyWrite],
  heartRate: [SCOPES.fitnessHeartRateRead, SCOPES.fitnessHeartRateWrite],
  location: [SCOPES.fitnessLocationRead, SCOPES.fitnessLocationWrite],
};

const WRITE: Record<ScopeGroup, string> = {
  activity: SCOPES.fitnessActivityWrite,
  body: SCOPES.fitnessBodyWrite,
  heartRate: SCOPES.fitnessHeartRateWrite,
  location: SCOPES.fitnessLocationWrite,
};

/** Every fitness scope: a token needs at least one to reach the API at all. */
export const FITNESS_SCOPES: readonly string[] = [...Object.values(READ).flat()];

/** Custom types belong to the activity group (the public API leaves their scope to the creator's choice). */
export const groupOf = (typeName: string): ScopeGroup => standardType(typeName)?.group ?? 'activity';

/** A write scope includes reading (the public API's write scopes read "See and add to …"). */
export const canRead = (scopes: ReadonlySet<string>, typeName: string): boolean =>
  READ[groupOf(typeName)].some((s) => scopes.has(s));

export const canWrite = (scopes: ReadonlySet<string>, typeName: string): boolean =>
  scopes.has(WRITE[groupOf(typeName)]);

export const readScopesOf = (typeName: string): readonly string[] => READ[groupOf(typeName)];
export const writeScopeOf = (typeName: string): string => WRITE[groupOf(typeName)];
