import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from './harness.ts';
import { storedRows } from '../stored-rows.ts';

test('odd input never gives a 5xx, and a refused request changes no data', async () => {
  const h = await harness({ seed: true });
  const huge = '9223372036854775807';
  const requests: [string, string, unknown?][] = [
    [
      'POST',
      '/me/dataset:aggregate',
      {
        aggregateBy: [{ dataTypeName: 'com.example.step_count.delta' }],
        bucketByTime: { durationMillis: huge },
        startTimeMillis: 0,
        endTimeMillis: huge,
      },
    ],
    [
      'POST',
      '/me/dataset:aggregate',
      {
        aggregateBy: [{ dataTypeName: 'com.example.step_count.delta' }],
        bucketByTime: { period: { type: 'month', value: 1000, timeZoneId: 'UTC' } },
        startTimeMillis: 0,
        endTimeMillis: '9223372036854',
      },
    ],
    [
      'POST',
      '/me/dataset:aggregate',
      {
        aggregateBy: [{ dataTypeName: 'com.example.step_count.delta' }],
        bucketBySession: { minDurationMillis: -1 },
        startTimeMillis: 0,
        endTimeMillis: 1,
      },
    ],
    ['POST', '/me/dataset:aggregate', 'null'],
    [
      'POST',
      '/me/dataset:aggregate',
      { aggregateBy: [null], bucketByTime: { durationMillis: 1 }, startTimeMillis: 0, endTimeMillis: 1 },
    ],
    ['GET', `/me/dataSources/x/datasets/0-${huge}`],
    ['GET', `/me/dataSources/x/datasets/0-99999999999999999999`],
    ['GET', '/me/dataSources/%E0%A4%A/datasets/0-1'],
    ['PATCH', '/me/dataSources/x/datasets/0-1', { point: 'many' }],
    ['GET', `/me/sessions?startTime=9999-12-31T23:59:59Z&endTime=0001-01-01T00:00:00Z`],
    ['GET', `/me/sessions?pageToken=${Buffer.from('"x"').toString('base64url')}`],
    ['GET', '/me/dataSources/x/dataPointChanges?limit=0'],
    [
      'PUT',
      '/me/sessions/s',
      { id: 's', name: 'n', startTimeMillis: huge, endTimeMillis: huge, activityType: 1 },
    ],
    [
      'POST',
      '/me/dataSources',
      {
        type: 'raw',
        dataType: {
          name: 'org.acme.x',
          field: [
            { name: 'a', format: 'map' },
            { name: 'a', format: 'map' },
          ],
        },
      },
    ],
  ];
  const stored = (): Promise<string> =>
    storedRows(h.ctx.sql, ['fitness_sources', 'fitness_points', 'fitness_point_changes', 'fitness_sessions']);
  for (const [method, path, body] of requests) {
    const before = await stored();
    const res = await h.call(method, path, 'alice-app-all', body);
    assert.ok(res.status < 500, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.status >= 400)
      assert.equal(await stored(), before, `${method} ${path} was refused but changed data`);
  }
});
