/**
 * The objects inside the fitness API's request bodies (the public Fitness API v1 resources): a data
 * source's data type, fields, device and application, a session's application, an aggregate request's
 * targets and buckets, and a dataset's points down to the entries of a map value.
 */
import { BOGUS, type Inner } from './inner.ts';

const USER = '/fitness/v1/users/me';

/** A custom data type with a map field, so that a point can hold every kind of object there is. */
export const MIXED_SOURCE = {
  type: 'raw',
  dataStreamName: 'mixed',
  dataType: {
    name: 'org.example.mixed',
    field: [
      { name: 'count', format: 'integer' },
      { name: 'scores', format: 'map' },
    ],
  },
};

const source = (at: string, fields: Record<string, unknown>): Inner => ({
  at,
  method: 'POST',
  path: `${USER}/dataSources`,
  body: { ...MIXED_SOURCE, dataStreamName: 'nested', ...fields },
});

const aggregate = (at: string, fields: Record<string, unknown>): Inner => ({
  at,
  method: 'POST',
  path: `${USER}/dataset:aggregate`,
  body: {
    aggregateBy: [{ dataTypeName: 'com.google.step_count.delta' }],
    startTimeMillis: '0',
    endTimeMillis: '86400000',
    ...fields,
  },
});

const ENTRY = { key: 'a', value: { fpVal: 1 } };

/** The cases of a dataset of `sourceId` (a source of MIXED_SOURCE). */
export function fitnessCases(sourceId: string): Inner[] {
  const point = (at: string, fields: Record<string, unknown>): Inner => ({
    at,
    method: 'PATCH',
    path: `${USER}/dataSources/${encodeURIComponent(sourceId)}/datasets/0-1000000`,
    body: {
      point: [
        {
          startTimeNanos: '0',
          endTimeNanos: '1000',
          dataTypeName: MIXED_SOURCE.dataType.name,
          value: [{ intVal: 1 }, { mapVal: [ENTRY] }],
          ...fields,
        },
      ],
    },
  });
  return [
    source('dataType', { dataType: { ...MIXED_SOURCE.dataType, ...BOGUS } }),
    source('dataType.field[0]', {
      dataType: { name: 'org.example.mixed', field: [{ name: 'count', format: 'integer', ...BOGUS }] },
    }),
    source('device', { device: { uid: '1', type: 'watch', manufacturer: 'Acme', model: 'Band', ...BOGUS } }),
    source('application', { application: { name: 'App', ...BOGUS } }),
    {
      at: 'application',
      resource: 'Session',
      method: 'PUT',
      path: `${USER}/sessions/nested-1`,
      body: {
        name: 'Run',
        startTimeMillis: '1',
        endTimeMillis: '2',
        activityType: 8,
        application: { name: 'App', ...BOGUS },
      },
    },
    aggregate('aggregateBy[0]', { aggregateBy: [{ dataTypeName: 'com.google.step_count.delta', ...BOGUS }] }),
    aggregate('bucketByTime', { bucketByTime: { durationMillis: '3600000', ...BOGUS } }),
    aggregate('bucketByTime.period', {
      bucketByTime: { period: { type: 'day', value: 1, timeZoneId: 'UTC', ...BOGUS } },
    }),
    aggregate('bucketBySession', { bucketBySession: { minDurationMillis: '0', ...BOGUS } }),
    aggregate('bucketByActivityType', { bucketByActivityType: { ...BOGUS } }),
    aggregate('bucketByActivitySegment', { bucketByActivitySegment: { ...BOGUS } }),
    point('point[0]', { ...BOGUS }),
    point('point[0].value[0]', { value: [{ intVal: 1, ...BOGUS }, { mapVal: [ENTRY] }] }),
    point('point[0].value[1].mapVal[0]', { value: [{ intVal: 1 }, { mapVal: [{ ...ENTRY, ...BOGUS }] }] }),
    point('point[0].value[1].mapVal[0].value', {
      value: [{ intVal: 1 }, { mapVal: [{ key: 'a', value: { fpVal: 1, ...BOGUS } }] }],
    }),
  ];
}
