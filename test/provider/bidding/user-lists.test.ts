import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserList } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, stored, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

const BASE = '/buyers/12345/userLists';

describe('user lists', () => {
  test('four in the demo, one closed', async () => {
    const list = await h.call<{ userLists: UserList[] }>('GET', BASE);
    assert.deepEqual(
      list.body.userLists.map((l) => l.status),
      ['OPEN', 'OPEN', 'OPEN', 'CLOSED'],
    );
    assert.deepEqual((await h.call('GET', `${BASE}/1`)).body, list.body.userLists[0]);
  });

  test('create is OPEN; update replaces the fields and keeps the state', async () => {
    const created = await h.call<UserList>('POST', BASE, {
      body: { displayName: 'Winter coats', membershipDurationDays: '60', status: 'CLOSED' },
    });
    assert.equal(created.status, 200);
    assert.equal(created.body.status, 'OPEN');
    assert.equal(created.body.membershipDurationDays, '60');
    const path = `/${created.body.name}`;
    await h.call('POST', `${path}:close`, { body: {} });
    const updated = await h.call<UserList>('PUT', path, {
      body: { displayName: 'Winter boots', description: 'Boots', membershipDurationDays: 90 },
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.body, {
      name: created.body.name,
      displayName: 'Winter boots',
      description: 'Boots',
      status: 'CLOSED',
      membershipDurationDays: '90',
    });
  });

  test(':close and :open from any state', async () => {
    for (const [verb, status] of [
      ['close', 'CLOSED'],
      ['close', 'CLOSED'],
      ['open', 'OPEN'],
      ['open', 'OPEN'],
    ] as const) {
      const res = await h.call<UserList>('POST', `${BASE}/2:${verb}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.status, status);
    }
    assert.equal((await h.call<UserList>('POST', `${BASE}/4:open`)).body.status, 'OPEN');
  });

  test('bad bodies are 400 and change nothing', async () => {
    const before = await stored(h);
    for (const [method, path, body] of [
      ['POST', BASE, { displayName: 'x' }],
      ['POST', BASE, { displayName: ' ', membershipDurationDays: 1 }],
      ['POST', BASE, { displayName: 'x', membershipDurationDays: 541 }],
      ['PUT', `${BASE}/1`, { displayName: 'x', membershipDurationDays: 'soon' }],
      ['POST', `${BASE}/1:close`, '[1]'],
    ] as const) {
      const res = await h.call(method, path, { body });
      assert.equal(res.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      assert.equal(rpcError(res)?.status, 'INVALID_ARGUMENT');
    }
    assert.equal(await stored(h), before);
  });
});
