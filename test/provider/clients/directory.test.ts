/**
 * The API directory through Google's generated Discovery client (googleapis 178): every API the provider
 * serves, listed as the public Discovery Service lists its own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { discovery, type discovery_v1 } from 'googleapis/build/src/apis/discovery/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

describe('the API directory through the generated Discovery client', () => {
  let h: ClientHarness;
  let api: discovery_v1.Discovery;
  before(async () => {
    h = await ClientHarness.start([SCOPES.books]);
    api = discovery({ version: 'v1', ...h.options });
  });
  after(() => h.close());

  test('every served API is listed, and a name filter picks one', async () => {
    const all = await api.apis.list();
    assert.equal(all.data.kind, 'discovery#directoryList');
    assert.deepEqual(
      all.data.items?.map((item) => item.id),
      [
        'calendar:v3',
        'fitness:v1',
        'books:v1',
        'video:v3',
        'realtimebidding:v1',
        'searchads:v2',
        'compute:v1',
      ],
    );
    for (const item of all.data.items ?? []) {
      assert.equal(item.discoveryRestUrl, `${h.origin}/explorey/v1/apis/${item.name}/${item.version}/rest`);
    }
    const books = await api.apis.list({ name: 'books', preferred: true });
    assert.deepEqual(
      books.data.items?.map((item) => item.title),
      ['Books API'],
    );
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 2);
  });
});
