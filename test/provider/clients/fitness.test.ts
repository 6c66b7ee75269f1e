/**
 * The fitness data API v1 through Google's generated client (googleapis 178), as a fitness app writes and a TV
 * reads: sources, points, changes, aggregates and sessions.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fitness, type fitness_v1 } from 'googleapis/build/src/apis/fitness/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const MS_NS = 1_000_000n;

describe('fitness v1 through the generated client', () => {
  let h: ClientHarness;
  let api: fitness_v1.Fitness;
  before(async () => {
    h = await ClientHarness.start([SCOPES.fitnessActivityWrite, SCOPES.fitnessBodyRead]);
    api = fitness({ version: 'v1', ...h.options });
  });
  after(() => h.close());

  test('the demo sources are listed and filtered by data type', async () => {
    const all = await api.users.dataSources.list({ userId: 'me' });
    assert.ok((all.data.dataSource?.length ?? 0) > 0);
    const steps = await api.users.dataSources.list({
      userId: 'me',
      dataTypeName: ['com.example.step_count.delta'],
    });
    assert.ok((steps.data.dataSource?.length ?? 0) > 0);
    for (const source of steps.data.dataSource ?? []) {
      assert.equal(source.dataType?.name, 'com.example.step_count.delta');
    }
  });

  test("a daily step aggregate over a week, and the week's sessions", async () => {
    const week = await api.users.dataset.aggregate({
      userId: 'me',
      requestBody: {
        aggregateBy: [{ dataTypeName: 'com.example.step_count.delta' }],
        bucketByTime: { durationMillis: String(DAY_MS) },
        startTimeMillis: String(NOW - 7 * DAY_MS),
        endTimeMillis: String(NOW),
      },
    });
    assert.equal(week.data.bucket?.length, 7);
    const firstDay = week.data.bucket[0]?.dataset?.[0]?.point?.[0];
    assert.ok((firstDay?.value?.[0]?.intVal ?? 0) > 0);

    const sessions = await api.users.sessions.list({
      userId: 'me',
      startTime: new Date(NOW - 7 * DAY_MS).toISOString(),
      endTime: new Date(NOW).toISOString(),
    });
    assert.ok((sessions.data.session?.length ?? 0) > 0);
    assert.equal(sessions.data.hasMoreData, false);
  });

  test("a source of the app's own: created, read, renamed, given points, changed and removed", async () => {
    const made = await api.users.dataSources.create({
      userId: 'me',
      requestBody: {
        type: 'raw',
        dataStreamName: 'Treadmill',
        application: { name: 'Gym', version: '1' },
        dataType: { name: 'com.example.step_count.delta', field: [{ name: 'steps', format: 'integer' }] },
        device: { manufacturer: 'Acme', model: 'Tread', type: 'unknown', uid: '42', version: '1' },
      },
    });
    const id = made.data.dataStreamId ?? '';
    assert.match(id, /^raw:com\.example\.step_count\.delta:\d{12}:Acme:Tread:42:Treadmill$/);
    const got = await api.users.dataSources.get({ userId: 'me', dataSourceId: id });
    assert.equal(got.data.dataStreamName, 'Treadmill');
    const renamed = await api.users.dataSources.update({
      userId: 'me',
      dataSourceId: id,
      requestBody: { ...made.data, application: { name: 'Gym', version: '2' } },
    });
    assert.equal(renamed.data.application?.version, '2');

    const start = BigInt(NOW - 2 * 3_600_000) * MS_NS;
    const end = BigInt(NOW - 3_600_000) * MS_NS;
    const datasetId = `${String(start)}-${String(end)}`;
    const patched = await api.users.dataSources.datasets.patch({
      userId: 'me',
      dataSourceId: id,
      datasetId,
      requestBody: {
        dataSourceId: id,
        minStartTimeNs: String(start),
        maxEndTimeNs: String(end),
        point: [
          {
            dataTypeName: 'com.example.step_count.delta',
            startTimeNanos: String(start),
            endTimeNanos: String(end),
            value: [{ intVal: 2400 }],
          },
        ],
      },
    });
    assert.equal(patched.status, 200);
    const read = await api.users.dataSources.datasets.get({ userId: 'me', dataSourceId: id, datasetId });
    assert.equal(read.data.point?.length, 1);
    assert.equal(read.data.point[0]?.value?.[0]?.intVal, 2400);
    const changes = await api.users.dataSources.dataPointChanges.list({ userId: 'me', dataSourceId: id });
    assert.equal(changes.data.insertedDataPoint?.length, 1);
    const cleared = await api.users.dataSources.datasets.delete({
      userId: 'me',
      dataSourceId: id,
      datasetId,
    });
    assert.equal(cleared.status, 204);
    const removed = await api.users.dataSources.delete({ userId: 'me', dataSourceId: id });
    assert.equal(removed.data.dataStreamId, id);
  });

  test('a session written, listed and deleted', async () => {
    const startTimeMillis = String(NOW - 5 * 3_600_000);
    const endTimeMillis = String(NOW - 4 * 3_600_000);
    const put = await api.users.sessions.update({
      userId: 'me',
      sessionId: 'climbing-1',
      requestBody: {
        id: 'climbing-1',
        name: 'Climbing',
        activityType: 9,
        startTimeMillis,
        endTimeMillis,
        application: { name: 'Gym' },
      },
    });
    assert.equal(put.data.name, 'Climbing');
    const listed = await api.users.sessions.list({
      userId: 'me',
      startTime: new Date(NOW - DAY_MS).toISOString(),
      endTime: new Date(NOW).toISOString(),
      activityType: [9],
    });
    assert.deepEqual(
      listed.data.session?.map((s) => s.id),
      ['climbing-1'],
    );
    assert.equal((await api.users.sessions.delete({ userId: 'me', sessionId: 'climbing-1' })).status, 204);
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 15);
  });
});
