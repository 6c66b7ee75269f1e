import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bidder, Endpoint } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, stored, TOKENS, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

describe('bidders and endpoints', () => {
  test('bidders.get answers the bidder resource', async () => {
    const res = await h.call<Bidder>('GET', '/bidders/12345');
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'bidders/12345');
    assert.equal(res.body.cookieMatchingNetworkId, 'demo_bidder');
  });

  test('endpoints.list and endpoints.get', async () => {
    const list = await h.call<{ endpoints: Endpoint[] }>('GET', '/bidders/12345/endpoints');
    assert.equal(list.body.endpoints.length, 2);
    const one = await h.call<Endpoint>('GET', '/bidders/12345/endpoints/1');
    assert.deepEqual(one.body, list.body.endpoints[0]);
    assert.equal(one.body.maximumQps, '5000');
  });

  test('patch with updateMask changes only the named fields; int64 accepted as text or number', async () => {
    const res = await h.call<Endpoint>(
      'PATCH',
      '/bidders/12345/endpoints/1?updateMask=maximumQps,bidProtocol',
      {
        body: { maximumQps: 800, bidProtocol: 'OPENRTB_PROTOBUF', tradingLocation: 'ASIA' },
      },
    );
    assert.equal(res.status, 200);
    assert.equal(res.body.maximumQps, '800');
    assert.equal(res.body.bidProtocol, 'OPENRTB_PROTOBUF');
    assert.equal(res.body.tradingLocation, 'US_WEST');
    assert.deepEqual((await h.call('GET', '/bidders/12345/endpoints/1')).body, res.body);
  });

  test('patch without a mask changes the updatable fields present and passes over the name', async () => {
    const res = await h.call<Endpoint>('PATCH', '/bidders/12345/endpoints/2', {
      body: {
        name: 'bidders/1/endpoints/9',
        url: 'https://bid.bidder.example/asia',
        tradingLocation: 'ASIA',
      },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'bidders/12345/endpoints/2');
    assert.equal(res.body.url, 'https://bid.bidder.example/asia');
    assert.equal(res.body.tradingLocation, 'ASIA');
  });

  test('bad patches are 400 INVALID_ARGUMENT and change nothing', async () => {
    const before = await stored(h);
    for (const [query, body] of [
      ['?updateMask=name', { name: 'x' }],
      ['?updateMask=url', {}],
      ['', { tradingLocation: 'MOON' }],
      ['', { maximumQps: -1 }],
      ['', { url: 'ftp://x' }],
      ['', '{"'],
      ['', '[]'],
    ] as const) {
      const res = await h.call('PATCH', `/bidders/12345/endpoints/1${query}`, { body });
      assert.equal(res.status, 400, `${query} ${JSON.stringify(body)}`);
      assert.equal(rpcError(res)?.status, 'INVALID_ARGUMENT');
    }
    assert.equal(await stored(h), before);
  });

  test("bob cannot patch alice's endpoint", async () => {
    const res = await h.call('PATCH', '/bidders/12345/endpoints/1', {
      token: TOKENS.bob,
      body: { maximumQps: 1 },
    });
    assert.equal(res.status, 404);
  });
});
