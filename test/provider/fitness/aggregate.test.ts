import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from './harness.ts';
import { addPoints, aggregate, brief, makeSource, MIN, ns, T0 } from './aggregate-fixture.ts';

const STEPS = 'com.example.step_count.delta';
const DISTANCE = 'com.example.distance.delta';
const HEART = 'com.example.heart_rate.bpm';
const WEIGHT = 'com.example.weight';
const HOUR = 60 * MIN;

test('two devices overlapping: the watch wins where both report, the phone fills the rest, prorated', async () => {
  const h = await harness();
  const phone = await makeSource(h, STEPS, 'phone');
  const watch = await makeSource(h, STEPS, 'watch');
  // Phone: 1200 steps over 0–120 min. Watch: 900 over 30–90 min. Phone keeps 0–30 and 90–120: 300 each.
  await addPoints(h, phone, STEPS, [[0, 120, { intVal: 1200 }]]);
  await addPoints(h, watch, STEPS, [[30, 90, { intVal: 900 }]]);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByTime: { durationMillis: HOUR },
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  assert.deepEqual(buckets, [
    {
      type: 'time',
      startTimeMillis: String(T0),
      endTimeMillis: String(T0 + HOUR),
      dataset: [
        {
          dataSourceId: 'derived:com.example.step_count.delta:com.example.fitness:aggregated',
          point: [
            {
              startTimeNanos: ns(T0),
              endTimeNanos: ns(T0 + HOUR),
              dataTypeName: STEPS,
              originDataSourceId: '',
              value: [{ intVal: 750 }],
            },
          ],
        },
      ],
    },
    {
      type: 'time',
      startTimeMillis: String(T0 + HOUR),
      endTimeMillis: String(T0 + 2 * HOUR),
      dataset: [
        {
          dataSourceId: 'derived:com.example.step_count.delta:com.example.fitness:aggregated',
          point: [
            {
              startTimeNanos: ns(T0 + HOUR),
              endTimeNanos: ns(T0 + 2 * HOUR),
              dataTypeName: STEPS,
              originDataSourceId: '',
              value: [{ intVal: 750 }],
            },
          ],
        },
      ],
    },
  ]);
  // By one source there is no merging: the phone alone.
  const phoneOnly = await aggregate(h, {
    aggregateBy: [{ dataSourceId: phone }],
    bucketByTime: { durationMillis: HOUR },
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  assert.deepEqual(brief(phoneOnly), [
    [String(T0), String(T0 + HOUR), [[{ intVal: 600 }]]],
    [String(T0 + HOUR), String(T0 + 2 * HOUR), [[{ intVal: 600 }]]],
  ]);
});

test('sums of distance, calories and active minutes; empty buckets have no point; the last bucket is cut at the end', async () => {
  const h = await harness();
  const d = await makeSource(h, DISTANCE, 'phone');
  const c = await makeSource(h, 'com.example.calories.expended', 'phone');
  const a = await makeSource(h, 'com.example.active_minutes', 'phone');
  await addPoints(h, d, DISTANCE, [[0, 60, { fpVal: 1000.5 }]]);
  await addPoints(h, c, 'com.example.calories.expended', [
    [0, 30, { fpVal: 90 }],
    [30, 40, { fpVal: 12.5 }],
  ]);
  await addPoints(h, a, 'com.example.active_minutes', [[10, 40, { intVal: 30 }]]);
  const buckets = await aggregate(h, {
    aggregateBy: [
      { dataTypeName: DISTANCE },
      { dataTypeName: 'com.example.calories.expended' },
      { dataTypeName: 'com.example.active_minutes' },
    ],
    bucketByTime: { durationMillis: 40 * MIN },
    startTimeMillis: T0,
    endTimeMillis: T0 + 100 * MIN,
  });
  const end = (i: number) => String(T0 + Math.min(100, (i + 1) * 40) * MIN);
  assert.deepEqual(
    buckets.map((b) => [b.endTimeMillis, b.dataset.map((ds) => ds.point.map((p) => p.value))]),
    [
      [end(0), [[[{ fpVal: 667 }]], [[{ fpVal: 102.5 }]], [[{ intVal: 30 }]]]],
      [end(1), [[[{ fpVal: 333.5 }]], [], []]],
      [end(2), [[], [], []]],
    ],
  );
});

test('heart rate and weight: average, max and min of the samples in each bucket, from every device', async () => {
  const h = await harness();
  const watch = await makeSource(h, HEART, 'watch');
  const phone = await makeSource(h, HEART, 'phone');
  const scale = await makeSource(h, WEIGHT);
  await addPoints(h, watch, HEART, [
    [10, 10, { fpVal: 60 }],
    [20, 20, { fpVal: 90 }],
    [80, 80, { fpVal: 81 }],
  ]);
  await addPoints(h, phone, HEART, [[70, 70, { fpVal: 75 }]]);
  await addPoints(h, scale, WEIGHT, [
    [5, 5, { fpVal: 64.2 }],
    [65, 65, { fpVal: 63.8 }],
    [66, 66, { fpVal: 63.9 }],
  ]);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: HEART }, { dataTypeName: WEIGHT }],
    bucketByTime: { durationMillis: HOUR },
    startTimeMillis: T0,
    endTimeMillis: T0 + 2 * HOUR,
  });
  const fp = (...v: number[]) => v.map((fpVal) => ({ fpVal }));
  assert.deepEqual(brief(buckets, 0), [
    [String(T0), String(T0 + HOUR), [fp(75, 90, 60)]],
    [String(T0 + HOUR), String(T0 + 2 * HOUR), [fp(78, 81, 75)]],
  ]);
  assert.deepEqual(brief(buckets, 1), [
    [String(T0), String(T0 + HOUR), [fp(64.2, 64.2, 64.2)]],
    [String(T0 + HOUR), String(T0 + 2 * HOUR), [fp(63.85, 63.9, 63.8)]],
  ]);
  assert.equal(
    buckets[0]?.dataset[0]?.dataSourceId,
    'derived:com.example.heart_rate.summary:com.example.fitness:aggregated',
  );
  assert.deepEqual(
    [buckets[1]?.dataset[0]?.point[0]?.startTimeNanos, buckets[1]?.dataset[0]?.point[0]?.endTimeNanos],
    [ns(T0 + 70 * MIN), ns(T0 + 80 * MIN)],
  );
});
