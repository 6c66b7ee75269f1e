/**
 * Wire types of the fitness data API v1, with the public fitness REST API's field names. 64-bit integers
 * (nanoseconds, milliseconds) travel as decimal strings, as the public API writes them. Used by the
 * provider to write responses and by the app's client to read them (checked by fitness-decode.ts).
 */

/** Data types whose name begins with this are standard; others are custom (docs/fitness.md). */
export const VENDOR_PREFIX = 'com.example.';

/** The standard data types the provider knows (names as the public API's, under the vendor prefix). */
export const DATA_TYPES = {
  stepCountDelta: `${VENDOR_PREFIX}step_count.delta`,
  caloriesExpended: `${VENDOR_PREFIX}calories.expended`,
  distanceDelta: `${VENDOR_PREFIX}distance.delta`,
  activeMinutes: `${VENDOR_PREFIX}active_minutes`,
  activitySegment: `${VENDOR_PREFIX}activity.segment`,
  heartRateBpm: `${VENDOR_PREFIX}heart_rate.bpm`,
  weight: `${VENDOR_PREFIX}weight`,
  height: `${VENDOR_PREFIX}height`,
  locationSample: `${VENDOR_PREFIX}location.sample`,
  speed: `${VENDOR_PREFIX}speed`,
  // Written by aggregation only.
  activitySummary: `${VENDOR_PREFIX}activity.summary`,
  heartRateSummary: `${VENDOR_PREFIX}heart_rate.summary`,
  weightSummary: `${VENDOR_PREFIX}weight.summary`,
} as const;

/** Activity codes of the public API (a subset), with the words a screen shows. */
export const ACTIVITY_TYPES: Readonly<Record<number, string>> = {
  0: 'In a vehicle',
  1: 'Cycling',
  3: 'Still',
  4: 'Unknown',
  7: 'Walking',
  8: 'Running',
  72: 'Sleeping',
  100: 'Yoga',
};

export const ACTIVITY = { cycling: 1, still: 3, walking: 7, running: 8, sleeping: 72, yoga: 100 } as const;

export type DataSourceType = 'raw' | 'derived';
export type FieldFormat = 'integer' | 'floatPoint' | 'string' | 'map';
export const DEVICE_TYPES = [
  'unknown',
  'phone',
  'tablet',
  'watch',
  'chestStrap',
  'scale',
  'headMounted',
  'smartDisplay',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface DataTypeField {
  name: string;
  format: FieldFormat;
  optional?: boolean;
}

export interface DataType {
  name: string;
  field: DataTypeField[];
}

export interface Device {
  uid: string;
  type: DeviceType;
  manufacturer: string;
  model: string;
  version?: string;
}

export interface Application {
  packageName?: string;
  version?: string;
  name?: string;
  detailsUrl?: string;
}

export interface DataSource {
  dataStreamId: string;
  dataStreamName?: string;
  type: DataSourceType;
  dataType: DataType;
  device?: Device;
  application?: Application;
  dataQualityStandard: string[];
}

export interface ListDataSourcesResponse {
  dataSource: DataSource[];
}

export interface MapValue {
  key: string;
  value: { fpVal: number };
}

export interface Value {
  intVal?: number;
  fpVal?: number;
  stringVal?: string;
  mapVal?: MapValue[];
}

export interface DataPoint {
  startTimeNanos: string;
  endTimeNanos: string;
  dataTypeName: string;
  originDataSourceId?: string;
  value: Value[];
  modifiedTimeMillis?: string;
}

export interface Dataset {
  dataSourceId: string;
  minStartTimeNs: string;
  maxEndTimeNs: string;
  point: DataPoint[];
  nextPageToken?: string;
}

export interface ListDataPointChangesResponse {
  dataSourceId: string;
  insertedDataPoint: DataPoint[];
  deletedDataPoint: DataPoint[];
  nextPageToken?: string;
}

export interface Session {
  id: string;
  name: string;
  description?: string;
  startTimeMillis: string;
  endTimeMillis: string;
  modifiedTimeMillis: string;
  application?: Application;
  activityType: number;
  activeTimeMillis?: string;
}

export interface ListSessionsResponse {
  session: Session[];
  deletedSession: Session[];
  nextPageToken: string;
  hasMoreData: boolean;
}

export interface AggregateBy {
  dataTypeName?: string;
  dataSourceId?: string;
}

export interface BucketByTimePeriod {
  type: 'day' | 'week' | 'month';
  value: number;
  timeZoneId: string;
}

export interface AggregateRequest {
  aggregateBy: AggregateBy[];
  bucketByTime?: { durationMillis?: number | string; period?: BucketByTimePeriod };
  bucketByActivityType?: { minDurationMillis?: number | string; activityDataSourceId?: string };
  bucketByActivitySegment?: { minDurationMillis?: number | string; activityDataSourceId?: string };
  bucketBySession?: { minDurationMillis?: number | string };
  startTimeMillis: number | string;
  endTimeMillis: number | string;
}

export type BucketType = 'time' | 'activityType' | 'activitySegment' | 'session';

/** One aggregated dataset of a bucket: no time range of its own (the bucket has it). */
export interface AggregateDataset {
  dataSourceId: string;
  point: DataPoint[];
}

export interface AggregateBucket {
  type: BucketType;
  startTimeMillis: string;
  endTimeMillis: string;
  dataset: AggregateDataset[];
  activity?: number;
  session?: Session;
}

export interface AggregateResponse {
  bucket: AggregateBucket[];
}
