/** Custom data types are deprecated in the public API: every answer about one says so (docs/fitness.md). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enc, harness } from './harness.ts';
import { P1, stepsSource } from './source-fixture.ts';

test('answers about a custom data type carry a 299 Warning that the type is deprecated; standard ones none', async () => {
  const h = await harness();
  const custom = {
    type: 'raw',
    dataStreamName: 'mood',
    dataType: { name: 'org.acme.mood', field: [{ name: 'score', format: 'integer' }] },
  };
  const warning = '299 - "Custom data types are deprecated; use the standard data types."';
  const created = await h.call('POST', '/me/dataSources', 'alice-app-all', custom);
  assert.equal(created.headers.get('Warning'), warning);
  const id = `raw:org.acme.mood:${P1}:mood`;
  assert.equal(
    (await h.call('GET', `/me/dataSources/${enc(id)}`, 'alice-app-all')).headers.get('Warning'),
    warning,
  );
  assert.equal((await h.call('GET', '/me/dataSources', 'alice-app-all')).headers.get('Warning'), warning);
  const updated = await h.call('PUT', `/me/dataSources/${enc(id)}`, 'alice-app-all', custom);
  assert.equal(updated.status, 200);
  assert.equal(updated.headers.get('Warning'), warning);
  const dataset = await h.call('GET', `/me/dataSources/${enc(id)}/datasets/0-1000`, 'alice-app-all');
  assert.equal(dataset.status, 200);
  assert.equal(dataset.headers.get('Warning'), warning);
  const steps = await h.call('POST', '/me/dataSources', 'alice-app-all', stepsSource);
  assert.equal(steps.status, 200);
  assert.equal(steps.headers.get('Warning'), null);
});
