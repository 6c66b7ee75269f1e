/** dataset:aggregate bucketed by activity segment, activity type and session. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness, type Harness } from './harness.ts';
import { addPoints, aggregate, brief, makeSource, MIN, T0 } from './aggregate-fixture.ts';

const STEPS = 'com.example.step_count.delta';
const SEGMENT = 'com.example.activity.segment';
const HOUR = 60 * MIN;

async function activityDay(h: Harness): Promise<void> {
  const watch = await makeSource(h, SEGMENT, 'watch');
  const phone = await makeSource(h, SEGMENT, 'phone');
  const steps = await makeSource(h, STEPS, 'phone');
  // Watch: walking 0–30, running 40–60. Phone: walking 20–50; only its 30–40 is not covered by the watch.
  await addPoints(h, watch, SEGMENT, [
    [0, 30, { intVal: 7 }],
    [40, 60, { intVal: 8 }],
  ]);
  await addPoints(h, phone, SEGMENT, [[20, 50, { intVal: 7 }]]);
  await addPoints(h, steps, STEPS, [[0, 120, { intVal: 1200 }]]);
}

test('bucketByActivitySegment: one bucket per merged segment, with the activity summary and the data inside it', async () => {
  const h = await harness();
  await activityDay(h);
  const body = {
    aggregateBy: [{ dataTypeName: SEGMENT }, { dataTypeName: STEPS }],
    bucketByActivitySegment: {},
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  };
  const buckets = await aggregate(h, body);
  const at = (m: number) => String(T0 + m * MIN);
  assert.deepEqual(
    buckets.map((b) => [b.type, b.startTimeMillis, b.endTimeMillis, b.activity]),
    [
      ['activitySegment', at(0), at(30), 7],
      ['activitySegment', at(30), at(40), 7],
      ['activitySegment', at(40), at(60), 8],
    ],
  );
  assert.deepEqual(
    brief(buckets, 0).map((b) => b[2]),
    [
      [[{ intVal: 7 }, { intVal: 30 * MIN }, { intVal: 1 }]],
      [[{ intVal: 7 }, { intVal: 10 * MIN }, { intVal: 1 }]],
      [[{ intVal: 8 }, { intVal: 20 * MIN }, { intVal: 1 }]],
    ],
  );
  assert.deepEqual(
    brief(buckets, 1).map((b) => b[2]),
    [[[{ intVal: 300 }]], [[{ intVal: 100 }]], [[{ intVal: 200 }]]],
  );
  const long = await aggregate(h, { ...body, bucketByActivitySegment: { minDurationMillis: 15 * MIN } });
  assert.deepEqual(
    long.map((b) => b.startTimeMillis),
    [at(0), at(40)],
  );
});

test('activityDataSourceId takes the segments of that source alone', async () => {
  const h = await harness();
  await activityDay(h);
  const list = await h.call('GET', `/me/dataSources?dataTypeName=${SEGMENT}`, 'alice-app-all');
  const sources = (list.body as { dataSource: { dataStreamId: string; device?: { type: string } }[] })
    .dataSource;
  const phone = sources.find((s) => s.device?.type === 'phone')?.dataStreamId;
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByActivitySegment: { activityDataSourceId: phone },
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  assert.deepEqual(
    buckets.map((b) => [b.startTimeMillis, b.endTimeMillis, b.activity, b.dataset[0]?.point[0]?.value]),
    [[String(T0 + 20 * MIN), String(T0 + 50 * MIN), 7, [{ intVal: 300 }]]],
  );
});

test('bucketByActivityType: one bucket per activity over all its segments', async () => {
  const h = await harness();
  await activityDay(h);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByActivityType: {},
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  assert.deepEqual(
    buckets.map((b) => [
      b.type,
      b.activity,
      b.startTimeMillis,
      b.endTimeMillis,
      b.dataset[0]?.point[0]?.value,
    ]),
    [
      ['activityType', 7, String(T0), String(T0 + 40 * MIN), [{ intVal: 400 }]],
      ['activityType', 8, String(T0 + 40 * MIN), String(T0 + 60 * MIN), [{ intVal: 200 }]],
    ],
  );
});

test('bucketBySession: one bucket per session overlapping the range, with the session', async () => {
  const h = await harness();
  await activityDay(h);
  const put = (id: string, name: string, from: number, to: number, activityType: number) =>
    h.call('PUT', `/me/sessions/${id}`, 'alice-app-all', {
      id,
      name,
      startTimeMillis: String(T0 + from * MIN),
      endTimeMillis: String(T0 + to * MIN),
      activityType,
    });
  await put('walk-1', 'Walk', 0, 30, 7);
  await put('run-1', 'Run', 40, 60, 8);
  await put('later', 'Later', 300, 330, 7);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketBySession: { minDurationMillis: 0 },
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  assert.deepEqual(
    buckets.map((b) => [b.type, b.session?.id, b.dataset[0]?.point[0]?.value]),
    [
      ['session', 'walk-1', [{ intVal: 300 }]],
      ['session', 'run-1', [{ intVal: 200 }]],
    ],
  );
  assert.deepEqual(buckets[1]?.session, {
    id: 'run-1',
    name: 'Run',
    startTimeMillis: String(T0 + 40 * MIN),
    endTimeMillis: String(T0 + 60 * MIN),
    modifiedTimeMillis: String(h.clock.now()),
    activityType: 8,
  });
});
