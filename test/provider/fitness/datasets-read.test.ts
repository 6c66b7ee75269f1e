/** datasets get: which points a range holds, exact nanosecond times, paging. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enc, harness } from './harness.ts';
import { STEPS, source, steps, stored } from './dataset-fixture.ts';

test('get returns every point with start ≤ dataset end and end ≥ dataset start, ends included', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const ds = (range: string) => `/me/dataSources/${enc(id)}/datasets/${range}`;
  const patch = await h.call('PATCH', ds('0-1000'), 'alice-app-all', {
    dataSourceId: id,
    minStartTimeNs: '0',
    maxEndTimeNs: '1000',
    point: [steps(100, 200, 1), steps(300, 400, 2), steps(500, 600, 3)],
  });
  assert.equal(patch.status, 200);
  const got = await h.call('GET', ds('200-500'), 'alice-app-all');
  assert.deepEqual(got.body, {
    dataSourceId: id,
    minStartTimeNs: '200',
    maxEndTimeNs: '500',
    point: [
      stored(100, 200, [{ intVal: 1 }], STEPS),
      stored(300, 400, [{ intVal: 2 }], STEPS),
      stored(500, 600, [{ intVal: 3 }], STEPS),
    ],
  });
  const inner = await h.call('GET', ds('201-499'), 'alice-app-all');
  assert.deepEqual(inner.body, {
    dataSourceId: id,
    minStartTimeNs: '201',
    maxEndTimeNs: '499',
    point: [stored(300, 400, [{ intVal: 2 }], STEPS)],
  });
});

test('nanosecond times beyond 2^53 survive exactly', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const start = '1768467600000000001';
  const end = '1768467600999999999';
  const path = `/me/dataSources/${enc(id)}/datasets/${start}-${end}`;
  await h.call('PATCH', path, 'alice-app-all', {
    point: [{ startTimeNanos: start, endTimeNanos: end, dataTypeName: STEPS, value: [{ intVal: 9 }] }],
  });
  const got = (await h.call('GET', path, 'alice-app-all')).body as {
    point: { startTimeNanos: string; endTimeNanos: string }[];
  };
  assert.deepEqual(
    got.point.map((p) => [p.startTimeNanos, p.endTimeNanos]),
    [[start, end]],
  );
});

test('a point belongs to every dataset whose range it overlaps', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  await h.call('PATCH', `/me/dataSources/${enc(id)}/datasets/0-1000`, 'alice-app-all', {
    point: [steps(400, 700, 4)],
  });
  for (const range of ['0-500', '600-1000', '450-650', '700-700']) {
    const got = await h.call('GET', `/me/dataSources/${enc(id)}/datasets/${range}`, 'alice-app-all');
    assert.deepEqual(
      (got.body as { point: unknown[] }).point,
      [stored(400, 700, [{ intVal: 4 }], STEPS)],
      range,
    );
  }
});

test('get pages with limit and pageToken', async () => {
  const h = await harness();
  const id = await source(h, STEPS);
  const path = `/me/dataSources/${enc(id)}/datasets/0-1000`;
  await h.call('PATCH', path, 'alice-app-all', { point: [steps(1, 2, 1), steps(3, 4, 2), steps(5, 6, 3)] });
  const first = (await h.call('GET', `${path}?limit=2`, 'alice-app-all')).body as {
    point: unknown[];
    nextPageToken: string;
  };
  assert.equal(first.point.length, 2);
  const second = (await h.call('GET', `${path}?limit=2&pageToken=${first.nextPageToken}`, 'alice-app-all'))
    .body;
  assert.deepEqual((second as { point: unknown[]; nextPageToken?: string }).point, [
    stored(5, 6, [{ intVal: 3 }], STEPS),
  ]);
  assert.equal((second as { nextPageToken?: string }).nextPageToken, undefined);
});
