/** datasets patch and delete, dataPointChanges, and what a write is refused for. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, enc, harness } from './harness.ts';
import { STEPS, SEGMENT, source, steps, stored } from './dataset-fixture.ts';

test('patch only inserts: a point at the same time with another value is kept beside the first', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const path = `/me/dataSources/${enc(id)}/datasets/0-1000`;
  await h.call('PATCH', path, 'alice-app-all', { point: [steps(100, 200, 1)] });
  h.clock.advance(1000);
  await h.call('PATCH', path, 'alice-app-all', { point: [steps(100, 200, 7), steps(100, 200, 1)] });
  const got = await h.call('GET', path, 'alice-app-all');
  assert.deepEqual((got.body as { point: unknown[] }).point, [
    stored(100, 200, [{ intVal: 1 }], STEPS),
    stored(100, 200, [{ intVal: 7 }], STEPS, '1768467601000'),
  ]);
});

test('delete removes overlapping points whole for most types', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const base = `/me/dataSources/${enc(id)}/datasets/`;
  await h.call('PATCH', `${base}0-1000`, 'alice-app-all', {
    point: [steps(100, 300, 1), steps(400, 500, 2), steps(600, 900, 3)],
  });
  assert.equal((await h.call('DELETE', `${base}250-650`, 'alice-app-all')).status, 204);
  const got = await h.call('GET', `${base}0-1000`, 'alice-app-all');
  assert.deepEqual((got.body as { point: unknown[] }).point, []);
});

test('delete cuts only the overlapping part of activity segments that straddle the range', async () => {
  const h = await harness();
  const id = await source(h, SEGMENT);
  const base = `/me/dataSources/${enc(id)}/datasets/`;
  const seg = (s: number, e: number, a: number) => ({
    startTimeNanos: String(s),
    endTimeNanos: String(e),
    dataTypeName: SEGMENT,
    value: [{ intVal: a }],
  });
  await h.call('PATCH', `${base}0-1000`, 'alice-app-all', {
    point: [seg(100, 300, 7), seg(400, 500, 8), seg(600, 900, 1)],
  });
  h.clock.advance(5000);
  await h.call('DELETE', `${base}250-650`, 'alice-app-all');
  const got = await h.call('GET', `${base}0-1000`, 'alice-app-all');
  assert.deepEqual((got.body as { point: unknown[] }).point, [
    stored(100, 249, [{ intVal: 7 }], SEGMENT, '1768467605000'),
    stored(651, 900, [{ intVal: 1 }], SEGMENT, '1768467605000'),
  ]);
  // A segment covering the whole range keeps both ends.
  await h.call('PATCH', `${base}2000-3000`, 'alice-app-all', { point: [seg(2000, 3000, 3)] });
  await h.call('DELETE', `${base}2400-2600`, 'alice-app-all');
  const both = await h.call('GET', `${base}2000-3000`, 'alice-app-all');
  const times = (both.body as { point: { startTimeNanos: string; endTimeNanos: string }[] }).point.map(
    (p) => [p.startTimeNanos, p.endTimeNanos],
  );
  assert.deepEqual(times, [
    ['2000', '2399'],
    ['2601', '3000'],
  ]);
});

test('dataPointChanges lists inserted and deleted points, in pages', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const base = `/me/dataSources/${enc(id)}`;
  await h.call('PATCH', `${base}/datasets/0-1000`, 'alice-app-all', {
    point: [steps(100, 200, 1), steps(300, 400, 2)],
  });
  await h.call('DELETE', `${base}/datasets/100-200`, 'alice-app-all');
  const all = await h.call('GET', `${base}/dataPointChanges`, 'alice-app-all');
  assert.deepEqual(all.body, {
    dataSourceId: id,
    insertedDataPoint: [stored(100, 200, [{ intVal: 1 }], STEPS), stored(300, 400, [{ intVal: 2 }], STEPS)],
    deletedDataPoint: [stored(100, 200, [{ intVal: 1 }], STEPS)],
  });
  const first = (await h.call('GET', `${base}/dataPointChanges?limit=2`, 'alice-app-all')).body as {
    nextPageToken: string;
    deletedDataPoint: unknown[];
  };
  assert.equal(first.deletedDataPoint.length, 0);
  const rest = await h.call(
    'GET',
    `${base}/dataPointChanges?limit=2&pageToken=${first.nextPageToken}`,
    'alice-app-all',
  );
  assert.deepEqual(rest.body, {
    dataSourceId: id,
    insertedDataPoint: [],
    deletedDataPoint: [stored(100, 200, [{ intVal: 1 }], STEPS)],
  });
});

test('a bad dataset ID or point is a 400 and nothing of the patch is stored', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const base = `/me/dataSources/${enc(id)}/datasets/`;
  const badId = await h.call('GET', `${base}10-abc`, 'alice-app-all');
  assert.deepEqual(
    badId.body,
    apiError(
      400,
      'INVALID_ARGUMENT',
      'invalid',
      'Dataset ID "10-abc" must be "<startNanos>-<endNanos>", two non-negative integers of nanoseconds.',
    ),
  );
  const reversed = await h.call('GET', `${base}20-10`, 'alice-app-all');
  assert.deepEqual(
    reversed.body,
    apiError(400, 'INVALID_ARGUMENT', 'invalid', 'Dataset ID "20-10" starts after it ends.'),
  );
  const cases: [object, string][] = [
    [{ point: [steps(100, 200, 1), steps(900, 1100, 2)] }, "point[1] lies outside the dataset's time range."],
    [
      { point: [steps(100, 200, 1), { ...steps(1, 2, 3), dataTypeName: 'com.example.weight' }] },
      `point[1].dataTypeName must be "${STEPS}", the data source's type.`,
    ],
    [
      { point: [{ ...steps(1, 2, 3), value: [{ fpVal: 1.5 }] }] },
      'point[0].value[0] (steps) must be {"intVal": <32-bit integer>}.',
    ],
    [
      { point: [{ ...steps(1, 2, 3), value: [] }] },
      `point[0].value must hold 1 value(s), one per field of ${STEPS}.`,
    ],
    [{ point: [steps(5, 2, 1)] }, 'point[0] starts after it ends.'],
    [
      { point: [{ ...steps(1, 2, 3), startTimeNanos: 1.5 }] },
      'point[0].startTimeNanos must be a non-negative 64-bit integer (a decimal string or a number).',
    ],
    [{ minStartTimeNs: '5', point: [] }, "minStartTimeNs must be the start of the dataset's ID."],
  ];
  for (const [body, message] of cases) {
    const res = await h.call('PATCH', `${base}0-1000`, 'alice-app-all', body);
    assert.deepEqual(res.body, apiError(400, 'INVALID_ARGUMENT', 'invalid', message), message);
  }
  const got = await h.call('GET', `${base}0-100000`, 'alice-app-all');
  assert.deepEqual((got.body as { point: unknown[] }).point, []);
});

test('writing needs the write scope of the type; another developer cannot write to a source', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const path = `/me/dataSources/${enc(id)}/datasets/0-1000`;
  const readOnly = await h.call('PATCH', path, 'alice-app-activityread', { point: [steps(1, 2, 3)] });
  assert.equal(readOnly.status, 403);
  const list = await h.call('GET', '/me/dataSources', 'alice-other-all');
  const masked = (list.body as { dataSource: { dataStreamId: string }[] }).dataSource[0]?.dataStreamId ?? '';
  const other = await h.call('PATCH', `/me/dataSources/${enc(masked)}/datasets/0-1000`, 'alice-other-all', {
    point: [steps(1, 2, 3)],
  });
  assert.equal(other.status, 403);
  const read = await h.call('GET', `/me/dataSources/${enc(masked)}/datasets/0-1000`, 'alice-other-read');
  assert.equal(read.status, 200);
});
