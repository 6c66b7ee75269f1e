import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, harness, type Harness } from './harness.ts';
import { addPoints, aggregate, brief, iso, makeSource, MIN, T0 } from './aggregate-fixture.ts';

const STEPS = 'com.example.step_count.delta';
const SEGMENT = 'com.example.activity.segment';
const HOUR = 60 * MIN;

async function stepsAt(h: Harness, points: [string, string, number][]): Promise<void> {
  const id = await makeSource(h, STEPS, 'phone');
  await addPoints(
    h,
    id,
    STEPS,
    points.map(([a, b, n]) => [(Date.parse(a) - T0) / MIN, (Date.parse(b) - T0) / MIN, { intVal: n }]),
  );
}

test('day buckets follow local midnight across the spring change (a 23-hour day)', async () => {
  const h = await harness();
  // Paris moves from UTC+1 to UTC+2 on 2026-03-29 at 01:00Z.
  await stepsAt(h, [
    ['2026-03-29T21:30:00Z', '2026-03-29T22:30:00Z', 600], // 23:30–00:30 local: half on the 29th, half on the 30th
    ['2026-03-29T22:10:00Z', '2026-03-29T22:20:00Z', 100], // 00:10 local on the 30th
  ]);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByTime: { period: { type: 'day', value: 1, timeZoneId: 'Europe/Paris' } },
    startTimeMillis: Date.parse('2026-03-27T23:00:00Z'),
    endTimeMillis: Date.parse('2026-03-30T22:00:00Z'),
  });
  assert.deepEqual(
    buckets.map((b) => [
      iso(b.startTimeMillis),
      iso(b.endTimeMillis),
      b.dataset[0]?.point.map((p) => p.value),
    ]),
    [
      ['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', []],
      ['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', [[{ intVal: 300 }]]],
      ['2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z', [[{ intVal: 400 }]]],
    ],
  );
});

test('week buckets across the autumn change last 7 days and 1 hour', async () => {
  const h = await harness();
  await stepsAt(h, [['2026-10-25T22:30:00Z', '2026-10-25T22:40:00Z', 10]]); // 23:30 Sunday local (UTC+1)
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByTime: { period: { type: 'week', value: 1, timeZoneId: 'Europe/Paris' } },
    startTimeMillis: Date.parse('2026-10-18T22:00:00Z'), // Monday 19 October, 00:00 local (UTC+2)
    endTimeMillis: Date.parse('2026-11-01T23:00:00Z'),
  });
  assert.deepEqual(
    buckets.map((b) => [iso(b.startTimeMillis), iso(b.endTimeMillis), b.dataset[0]?.point.length]),
    [
      ['2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 1],
      ['2026-10-25T23:00:00.000Z', '2026-11-01T23:00:00.000Z', 0],
    ],
  );
});

test('month buckets step by calendar month in the zone', async () => {
  const h = await harness();
  await stepsAt(h, [['2026-03-31T12:00:00Z', '2026-03-31T13:00:00Z', 5]]);
  const buckets = await aggregate(h, {
    aggregateBy: [{ dataTypeName: STEPS }],
    bucketByTime: { period: { type: 'month', value: 1, timeZoneId: 'America/New_York' } },
    startTimeMillis: Date.parse('2026-01-01T05:00:00Z'),
    endTimeMillis: Date.parse('2026-04-01T04:00:00Z'),
  });
  assert.deepEqual(
    buckets.map((b) => [iso(b.startTimeMillis), iso(b.endTimeMillis)]),
    [
      ['2026-01-01T05:00:00.000Z', '2026-02-01T05:00:00.000Z'],
      ['2026-02-01T05:00:00.000Z', '2026-03-01T05:00:00.000Z'],
      ['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
    ],
  );
  assert.deepEqual(buckets[2]?.dataset[0]?.point[0]?.value, [{ intVal: 5 }]);
});

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

test('the request is checked before anything is read', async () => {
  const h = await harness();
  await makeSource(h, 'com.example.height');
  const base = { aggregateBy: [{ dataTypeName: STEPS }], startTimeMillis: T0, endTimeMillis: T0 + HOUR };
  const cases: [object, string][] = [
    [
      { ...base, bucketByTime: { durationMillis: 60000 }, bucketBySession: {} },
      'Exactly one bucket type is allowed per request (bucketByTime, bucketByActivityType, bucketByActivitySegment, bucketBySession).',
    ],
    [
      base,
      'Exactly one bucket type is allowed per request (bucketByTime, bucketByActivityType, bucketByActivitySegment, bucketBySession).',
    ],
    [{ ...base, bucketByTime: {} }, 'bucketByTime must give exactly one of durationMillis and period.'],
    [
      { ...base, bucketByTime: { period: { type: 'day', value: 1, timeZoneId: 'Mars/Olympus' } } },
      'bucketByTime.period.timeZoneId must be an IANA time zone such as "Europe/Paris".',
    ],
    [
      { ...base, bucketByTime: { period: { type: 'year', value: 1, timeZoneId: 'UTC' } } },
      'bucketByTime.period.type must be "day", "week" or "month".',
    ],
    [
      {
        ...base,
        aggregateBy: [{ dataTypeName: STEPS, dataSourceId: 'x' }],
        bucketByTime: { durationMillis: 1000 },
      },
      'aggregateBy[0] must give exactly one of dataTypeName and dataSourceId.',
    ],
    [
      { ...base, aggregateBy: [], bucketByTime: { durationMillis: 1000 } },
      'aggregateBy must list 1 to 20 data types or data sources.',
    ],
    [
      { ...base, endTimeMillis: T0, bucketByTime: { durationMillis: 1000 } },
      'startTimeMillis must be before endTimeMillis.',
    ],
    [{ ...base, bucketByTime: { durationMillis: 1 } }, 'The request would make more than 10000 buckets.'],
    [
      {
        ...base,
        aggregateBy: [{ dataTypeName: 'com.example.height' }],
        bucketByTime: { durationMillis: 1000 },
      },
      'Data of type "com.example.height" cannot be aggregated.',
    ],
    [
      { ...base, aggregateBy: [{ dataTypeName: 'org.acme.mood' }], bucketByTime: { durationMillis: 1000 } },
      'Data of type "org.acme.mood" cannot be aggregated.',
    ],
  ];
  for (const [body, message] of cases) {
    const res = await h.call('POST', '/me/dataset:aggregate', 'alice-app-all', body);
    assert.deepEqual(res.body, apiError(400, 'INVALID_ARGUMENT', 'invalid', message), message);
  }
  const scope = await h.call('POST', '/me/dataset:aggregate', 'alice-app-body', {
    ...base,
    bucketByTime: { durationMillis: 60000 },
  });
  assert.equal(scope.status, 403);
  const unknown = await h.call('POST', '/me/dataset:aggregate', 'alice-app-all', {
    ...base,
    aggregateBy: [{ dataSourceId: 'raw:nope' }],
    bucketByTime: { durationMillis: 60000 },
  });
  assert.deepEqual(unknown.body, apiError(404, 'NOT_FOUND', 'notFound', 'Data source not found: raw:nope'));
});
