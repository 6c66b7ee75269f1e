/** dataset:aggregate over calendar periods in a time zone, and the checks made before anything is read. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, harness, type Harness } from './harness.ts';
import { addPoints, aggregate, iso, makeSource, MIN, T0 } from './aggregate-fixture.ts';

const STEPS = 'com.example.step_count.delta';
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
