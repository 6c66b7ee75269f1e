import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, enc, harness } from './harness.ts';
import { P1, STEPS_ID, stepsResource, stepsSource } from './source-fixture.ts';

test('create builds dataStreamId as type:dataType:project:manufacturer:model:uid:streamName', async () => {
  const h = await harness();
  const res = await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, stepsResource);
  const got = await h.call('GET', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-app-all');
  assert.deepEqual(got.body, stepsResource);
});

test('without a device or a name, those parts are left out of the ID', async () => {
  const h = await harness();
  const res = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    type: 'derived',
    dataType: { name: 'com.example.weight' },
  });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, {
    dataStreamId: `derived:com.example.weight:${P1}`,
    type: 'derived',
    dataType: { name: 'com.example.weight', field: [{ name: 'weight', format: 'floatPoint' }] },
    dataQualityStandard: [],
  });
});

test('a supplied dataStreamId that matches is accepted; one that does not fails and stores nothing', async () => {
  const h = await harness();
  const ok = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    ...stepsSource,
    dataStreamId: STEPS_ID,
  });
  assert.equal(ok.status, 200);
  const wrong = `raw:com.example.step_count.delta:${P1}:Acme:Band:1000001:Other`;
  const bad = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    ...stepsSource,
    dataStreamName: 'Second',
    dataStreamId: wrong,
  });
  assert.equal(bad.status, 400);
  assert.deepEqual(
    bad.body,
    apiError(
      400,
      'INVALID_ARGUMENT',
      'invalid',
      `dataStreamId "${wrong}" does not match the server's format for this source: "raw:com.example.step_count.delta:${P1}:Acme:Band:1000001:Second".`,
    ),
  );
  const list = await h.call('GET', '/me/dataSources', 'alice-app-all');
  assert.deepEqual(list.body, { dataSource: [stepsResource] });
});

test('creating the same source twice is a conflict', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  const again = await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  assert.equal(again.status, 409);
  assert.deepEqual(
    again.body,
    apiError(409, 'ALREADY_EXISTS', 'conflict', `Data source already exists: ${STEPS_ID}`),
  );
});

test('another developer reading a public-type source sees an obfuscated project number', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  const list = await h.call('GET', '/me/dataSources', 'alice-other-read');
  const [seen] = (list.body as { dataSource: { dataStreamId: string }[] }).dataSource;
  assert.ok(seen);
  const parts = seen.dataStreamId.split(':');
  assert.equal(parts.length, 7);
  assert.match(parts[2] ?? '', /^\d{12}$/);
  assert.notEqual(parts[2], P1);
  assert.equal(seen.dataStreamId, STEPS_ID.replace(P1, parts[2] ?? ''));
  assert.deepEqual(seen, { ...stepsResource, dataStreamId: seen.dataStreamId });
  const byMasked = await h.call('GET', `/me/dataSources/${enc(seen.dataStreamId)}`, 'alice-other-read');
  assert.equal(byMasked.status, 200);
  const again = await h.call('GET', '/me/dataSources', 'alice-other-all');
  assert.equal(
    (again.body as { dataSource: { dataStreamId: string }[] }).dataSource[0]?.dataStreamId,
    seen.dataStreamId,
  );
  const tv = await h.call('GET', '/me/dataSources', 'alice-tv-read');
  const tvId = (tv.body as { dataSource: { dataStreamId: string }[] }).dataSource[0]?.dataStreamId ?? '';
  assert.notEqual(tvId.split(':')[2], parts[2], 'each reader gets its own stand-in number');
  assert.notEqual(tvId.split(':')[2], P1);
  const byReal = await h.call('GET', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-other-read');
  assert.equal(byReal.status, 404);
  assert.deepEqual(byReal.body, apiError(404, 'NOT_FOUND', 'notFound', `Data source not found: ${STEPS_ID}`));
});

test('a custom data type is readable only by the app that created it', async () => {
  const h = await harness();
  const custom = {
    type: 'raw',
    dataStreamName: 'mood',
    dataType: { name: 'org.acme.mood', field: [{ name: 'score', format: 'integer' }] },
  };
  const created = await h.call('POST', '/me/dataSources', 'alice-app-all', custom);
  assert.equal(created.status, 200);
  const id = `raw:org.acme.mood:${P1}:mood`;
  assert.deepEqual(created.body, { dataStreamId: id, ...custom, dataQualityStandard: [] });
  const mine = await h.call('GET', '/me/dataSources', 'alice-app-all');
  assert.equal((mine.body as { dataSource: unknown[] }).dataSource.length, 1);
  const theirs = await h.call('GET', '/me/dataSources', 'alice-other-all');
  assert.deepEqual(theirs.body, { dataSource: [] });
  const get = await h.call('GET', `/me/dataSources/${enc(id)}`, 'alice-other-all');
  assert.equal(get.status, 404);
});

test('a standard-prefixed type the server does not know, or an aggregate type, is refused', async () => {
  const h = await harness();
  const unknown = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    type: 'raw',
    dataType: { name: 'com.example.nope' },
  });
  assert.deepEqual(
    unknown.body,
    apiError(
      400,
      'INVALID_ARGUMENT',
      'invalid',
      'dataType.name "com.example.nope" is not a known standard data type.',
    ),
  );
  const summary = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    type: 'derived',
    dataType: { name: 'com.example.heart_rate.summary' },
  });
  assert.equal(summary.status, 400);
});

test('update may change the versions only; any other field is a 400 and nothing changes', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  const path = `/me/dataSources/${enc(STEPS_ID)}`;
  const newer = {
    ...stepsSource,
    device: { ...stepsSource.device, version: '2.0' },
    application: { ...stepsSource.application, version: '7' },
  };
  const ok = await h.call('PUT', path, 'alice-app-all', newer);
  assert.equal(ok.status, 200);
  const updated = {
    ...stepsResource,
    device: { ...stepsResource.device, version: '2.0' },
    application: { version: '7', name: 'App One' },
  };
  assert.deepEqual(ok.body, updated);
  const attempts: [string, object][] = [
    ['dataStreamName', { ...newer, dataStreamName: 'Renamed' }],
    ['type', { ...newer, type: 'derived' }],
    ['device', { ...newer, device: { ...newer.device, model: 'Band 2' } }],
    ['dataType', { ...newer, dataType: { name: 'com.example.calories.expended' } }],
  ];
  for (const [field, body] of attempts) {
    const res = await h.call('PUT', path, 'alice-app-all', body);
    assert.deepEqual(
      res.body,
      apiError(
        400,
        'INVALID_ARGUMENT',
        'invalid',
        `${field} cannot be changed; only the device's and the application's version can.`,
      ),
      field,
    );
  }
  const moved = await h.call('PUT', path, 'alice-app-all', { ...newer, dataStreamId: `${STEPS_ID}x` });
  assert.deepEqual(
    moved.body,
    apiError(400, 'INVALID_ARGUMENT', 'invalid', 'dataStreamId cannot be changed.'),
  );
  assert.deepEqual((await h.call('GET', path, 'alice-app-all')).body, updated);
});

test('only the creating developer may update or delete a source', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  const list = await h.call('GET', '/me/dataSources', 'alice-other-all');
  const masked = (list.body as { dataSource: { dataStreamId: string }[] }).dataSource[0]?.dataStreamId ?? '';
  const del = await h.call('DELETE', `/me/dataSources/${enc(masked)}`, 'alice-other-all');
  assert.equal(del.status, 403);
  assert.deepEqual(
    del.body,
    apiError(
      403,
      'PERMISSION_DENIED',
      'forbidden',
      `Only the developer that created ${masked} may change it.`,
    ),
  );
});

test('delete fails while the source holds data points, and succeeds once they are deleted', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  const ds = `/me/dataSources/${enc(STEPS_ID)}/datasets/1000-2000`;
  await h.call('PATCH', ds, 'alice-app-all', {
    point: [
      {
        startTimeNanos: '1000',
        endTimeNanos: '2000',
        dataTypeName: stepsSource.dataType.name,
        value: [{ intVal: 5 }],
      },
    ],
  });
  const refused = await h.call('DELETE', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-app-all');
  assert.equal(refused.status, 400);
  assert.deepEqual(
    refused.body,
    apiError(
      400,
      'INVALID_ARGUMENT',
      'failedPrecondition',
      `Data source ${STEPS_ID} holds 1 data point(s); delete its datasets first.`,
    ),
  );
  assert.equal((await h.call('DELETE', ds, 'alice-app-all')).status, 204);
  const deleted = await h.call('DELETE', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-app-all');
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.body, stepsResource);
  assert.equal((await h.call('GET', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-app-all')).status, 404);
});
