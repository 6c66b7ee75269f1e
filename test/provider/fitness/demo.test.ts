import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness, NOW } from './harness.ts';

const DAY = 86_400_000;

test("Alice's demo data: two devices, 120 days, merged so that a day counts less than both devices added up", async () => {
  // How long seeding takes is a figure of npm run bench demo, not a check here.
  const h = await harness({ seed: true });
  const list = (await h.call('GET', '/me/dataSources', 'alice-tv-read')).body as {
    dataSource: { dataStreamId: string; dataType: { name: string }; device?: { type: string } }[];
  };
  const steps = list.dataSource.filter((s) => s.dataType.name === 'com.example.step_count.delta');
  assert.deepEqual(steps.map((s) => s.device?.type).sort(), ['phone', 'watch']);
  assert.equal(list.dataSource.length, 13);
  const sum = async (by: object, day: number) => {
    const res = await h.call('POST', '/me/dataset:aggregate', 'alice-tv-read', {
      aggregateBy: [by],
      bucketByTime: { durationMillis: DAY },
      startTimeMillis: day,
      endTimeMillis: day + DAY,
    });
    const value = (res.body as { bucket: { dataset: { point: { value: { intVal: number }[] }[] }[] }[] })
      .bucket[0]?.dataset[0]?.point[0]?.value[0]?.intVal;
    return value ?? 0;
  };
  const watchId = steps.find((s) => s.device?.type === 'watch')?.dataStreamId;
  const phoneId = steps.find((s) => s.device?.type === 'phone')?.dataStreamId;
  let both = 0;
  // Whole days back from yesterday; on most of them the watch was worn too.
  for (let day = Math.floor(NOW / DAY) * DAY - DAY; day > NOW - 15 * DAY; day -= DAY) {
    const watch = await sum({ dataSourceId: watchId }, day);
    const phone = await sum({ dataSourceId: phoneId }, day);
    const merged = await sum({ dataTypeName: 'com.example.step_count.delta' }, day);
    assert.ok(phone > 0, 'the phone reports every day');
    if (watch === 0) {
      assert.equal(merged, phone);
      continue;
    }
    both += 1;
    assert.ok(merged >= Math.max(phone, watch) && merged < phone + watch, `${merged} vs ${phone} + ${watch}`);
  }
  assert.ok(both >= 10, `the watch was worn on ${both} of 14 days`);

  const first = (
    await h.call('POST', '/me/dataset:aggregate', 'alice-tv-read', {
      aggregateBy: [{ dataTypeName: 'com.example.step_count.delta' }],
      bucketByTime: { durationMillis: DAY },
      startTimeMillis: Math.floor(NOW / DAY) * DAY - 119 * DAY,
      endTimeMillis: Math.floor(NOW / DAY) * DAY - 118 * DAY,
    })
  ).body as { bucket: { dataset: { point: unknown[] }[] }[] };
  assert.equal(first.bucket[0]?.dataset[0]?.point.length, 1, 'the 120th day back has data');

  const sessions = (
    await h.call(
      'GET',
      `/me/sessions?startTime=${new Date(NOW - 30 * DAY).toISOString()}&endTime=${new Date(NOW).toISOString()}`,
      'alice-tv-read',
    )
  ).body as {
    session: { name: string; activityType: number; endTimeMillis: string }[];
  };
  const names = new Set(sessions.session.map((s) => s.name));
  assert.deepEqual([...names].sort(), ['Evening run', 'Lunch walk', 'Sunday walk', 'Yoga class']);
  assert.ok(sessions.session.every((s) => Number(s.endTimeMillis) <= NOW));
});
