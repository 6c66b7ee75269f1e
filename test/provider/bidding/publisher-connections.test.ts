import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PublisherConnection } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, stored, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

const BASE = '/bidders/12345/publisherConnections';
const name = (n: number): string => `bidders/12345/publisherConnections/pub-${1000000000 + n}`;

describe('publisher connections', () => {
  test('six await a decision; get answers one', async () => {
    const list = await h.call<{ publisherConnections: PublisherConnection[] }>('GET', BASE);
    assert.equal(list.body.publisherConnections.length, 6);
    assert.ok(list.body.publisherConnections.every((p) => p.biddingState === 'PENDING'));
    const one = await h.call<PublisherConnection>('GET', `${BASE}/pub-1000000001`);
    assert.deepEqual(one.body, list.body.publisherConnections[0]);
  });

  test(':batchApprove and :batchReject move every named connection, from any state', async () => {
    const approved = await h.call<{ publisherConnections: PublisherConnection[] }>(
      'POST',
      `${BASE}:batchApprove`,
      {
        body: { names: [name(1), name(2)] },
      },
    );
    assert.equal(approved.status, 200);
    assert.deepEqual(
      approved.body.publisherConnections.map((p) => [p.name, p.biddingState]),
      [
        [name(1), 'APPROVED'],
        [name(2), 'APPROVED'],
      ],
    );
    const rejected = await h.call<{ publisherConnections: PublisherConnection[] }>(
      'POST',
      `${BASE}:batchReject`,
      {
        body: { names: [name(2), name(3)] },
      },
    );
    assert.deepEqual(
      rejected.body.publisherConnections.map((p) => p.biddingState),
      ['REJECTED', 'REJECTED'],
    );
  });

  test('one unknown name fails the batch with 400 and changes nothing', async () => {
    const before = await stored(h);
    for (const names of [
      [name(4), 'bidders/12345/publisherConnections/pub-nope'],
      [name(4), 'bidders/99999/publisherConnections/pub-1000000005'],
      [],
    ]) {
      const res = await h.call('POST', `${BASE}:batchApprove`, { body: { names } });
      assert.equal(res.status, 400, JSON.stringify(names));
      assert.equal(rpcError(res)?.status, 'INVALID_ARGUMENT');
    }
    assert.equal((await h.call('POST', `${BASE}:batchReject`, { body: { names: 'all' } })).status, 400);
    assert.equal(await stored(h), before);
  });

  test('filter by biddingState and publisherPlatform; unknown fields and orderBy are 400', async () => {
    const pending = await h.call<{ publisherConnections: PublisherConnection[] }>(
      'GET',
      `${BASE}?filter=${encodeURIComponent('biddingState = PENDING AND publisherPlatform = ADMOB')}`,
    );
    assert.ok(pending.body.publisherConnections.length > 0);
    assert.ok(
      pending.body.publisherConnections.every(
        (p) => p.biddingState === 'PENDING' && p.publisherPlatform === 'ADMOB',
      ),
    );
    assert.equal((await h.call('GET', `${BASE}?filter=color%3Dred`)).status, 400);
    assert.equal((await h.call('GET', `${BASE}?filter=constructor%3Dx`)).status, 400);
    assert.equal((await h.call('GET', `${BASE}?orderBy=createTime`)).status, 400);
  });
});
