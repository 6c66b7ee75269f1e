import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bidder, Buyer } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, TOKENS, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

describe('scope and who sees what', () => {
  test('a token without the realtime-bidding scope gets 403 PERMISSION_DENIED; none gets 401', async () => {
    const res = await h.call('GET', '/bidders/12345', { token: TOKENS.aliceOther });
    assert.equal(res.status, 403);
    assert.equal(rpcError(res)?.status, 'PERMISSION_DENIED');
    const none = await h.call('GET', '/bidders', { token: null });
    assert.equal(none.status, 401);
    assert.equal(rpcError(none)?.status, 'UNAUTHENTICATED');
  });

  test('alice lists her one bidder and her two buyers', async () => {
    const bidders = await h.call<{ bidders: Bidder[] }>('GET', '/bidders');
    assert.deepEqual(
      bidders.body.bidders.map((b) => b.name),
      ['bidders/12345'],
    );
    const buyers = await h.call<{ buyers: Buyer[] }>('GET', '/buyers');
    assert.deepEqual(
      buyers.body.buyers.map((b) => b.name),
      ['buyers/12345', 'buyers/67890'],
    );
  });

  test('bob is linked to nothing: empty lists', async () => {
    assert.deepEqual((await h.call('GET', '/bidders', { token: TOKENS.bob })).body, { bidders: [] });
    assert.deepEqual((await h.call('GET', '/buyers', { token: TOKENS.bob })).body, { buyers: [] });
  });

  test("someone else's name and a name that does not exist get the same 404, word for word", async () => {
    const paths = [
      '/bidders/12345',
      '/bidders/12345/endpoints',
      '/bidders/12345/pretargetingConfigs/1',
      '/bidders/12345/publisherConnections',
      '/bidders/12345/creatives',
      '/buyers/12345',
      '/buyers/67890/creatives',
      '/buyers/12345/userLists/1',
    ];
    for (const path of paths) {
      const foreign = await h.call('GET', path, { token: TOKENS.bob });
      const unknown = await h.call('GET', path.replace(/12345|67890/, '99999'), { token: TOKENS.alice });
      assert.equal(foreign.status, 404, path);
      assert.equal(rpcError(foreign)?.status, 'NOT_FOUND', path);
      assert.deepEqual(foreign.body, unknown.body, path);
    }
    const write = await h.call('POST', '/bidders/12345/pretargetingConfigs/1:suspend', {
      token: TOKENS.bob,
      body: {},
    });
    assert.equal(write.status, 404);
    const config = await h.call<{ state: string }>('GET', '/bidders/12345/pretargetingConfigs/1');
    assert.equal(config.body.state, 'ACTIVE');
  });
});
