import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, enc, harness } from './harness.ts';
import { P1, STEPS_ID, stepsSource } from './source-fixture.ts';

test('the list holds only the types the scopes cover, and can be filtered by type', async () => {
  const h = await harness();
  await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  await h.call('POST', '/me/dataSources', 'alice-app-all', {
    type: 'raw',
    dataType: { name: 'com.example.weight' },
  });
  const body = await h.call('GET', '/me/dataSources', 'alice-app-body');
  assert.deepEqual(
    (body.body as { dataSource: { dataStreamId: string }[] }).dataSource.map((s) => s.dataStreamId),
    [`raw:com.example.weight:${P1}`],
  );
  const filtered = await h.call('GET', '/me/dataSources?dataTypeName=com.example.weight', 'alice-app-all');
  assert.equal((filtered.body as { dataSource: unknown[] }).dataSource.length, 1);
  const hidden = await h.call('GET', `/me/dataSources/${enc(STEPS_ID)}`, 'alice-app-body');
  assert.equal(hidden.status, 403);
});

test('authorization: no token 401, no fitness scope 403, no write scope 403, another user 403', async () => {
  const h = await harness();
  const none = await h.call('GET', '/me/dataSources');
  assert.equal(none.status, 401);
  assert.equal(none.headers.get('WWW-Authenticate'), 'Bearer realm="provider"');
  const noScope = await h.call('GET', '/me/dataSources', 'alice-app-none');
  assert.equal(noScope.status, 403);
  const readOnly = await h.call('POST', '/me/dataSources', 'alice-app-activityread', stepsSource);
  assert.equal(readOnly.status, 403);
  assert.deepEqual(
    readOnly.body,
    apiError(
      403,
      'PERMISSION_DENIED',
      'insufficientPermissions',
      'Request had insufficient authentication scopes.',
    ),
  );
  const other = await h.call('GET', '/1002/dataSources', 'alice-app-all');
  assert.deepEqual(
    other.body,
    apiError(
      403,
      'PERMISSION_DENIED',
      'forbidden',
      'Only the user the access token speaks for ("me") can be reached.',
    ),
  );
  assert.equal((await h.call('GET', '/1001/dataSources', 'alice-app-all')).status, 200);
});

test('bad bodies are 400 with the field named, never 5xx', async () => {
  const h = await harness();
  const cases: [unknown, string][] = [
    ['{not json', 'The request body must be JSON.'],
    [[], 'The request body must be a JSON object.'],
    [{ ...stepsSource, type: 'cooked' }, 'type must be "raw" or "derived".'],
    [{ ...stepsSource, extra: 1 }, 'Invalid JSON payload received. Unknown name "extra": Cannot find field.'],
    [
      { ...stepsSource, device: { ...stepsSource.device, uid: 'a:b' } },
      'device.uid is required and must not contain ":".',
    ],
    [{ ...stepsSource, dataStreamName: 'x:y' }, 'dataStreamName must not contain ":".'],
    [
      {
        ...stepsSource,
        dataType: { name: 'com.example.step_count.delta', field: [{ name: 'steps', format: 'floatPoint' }] },
      },
      'dataType.field does not match the fields of the standard type "com.example.step_count.delta".',
    ],
    [{ type: 'raw', dataType: { name: 'org.acme.x' } }, 'dataType.field must be a list of 1 to 20 fields.'],
  ];
  for (const [body, message] of cases) {
    const res = await h.call('POST', '/me/dataSources', 'alice-app-all', body);
    const reason = message.startsWith('The request body must be JSON') ? 'parseError' : 'invalid';
    assert.deepEqual(res.body, apiError(400, 'INVALID_ARGUMENT', reason, message), message);
  }
  assert.deepEqual((await h.call('GET', '/me/dataSources', 'alice-app-all')).body, { dataSource: [] });
});
