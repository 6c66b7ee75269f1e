import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Buyer } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, TOKENS, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

describe('buyers', () => {
  test('buyers.get counts the creatives', async () => {
    const res = await h.call<Buyer>('GET', '/buyers/67890');
    assert.equal(res.status, 200);
    assert.equal(res.body.bidder, 'bidders/12345');
    assert.equal(res.body.activeCreativeCount, '10');
  });

  test('both getRemarketingTag methods are sunset: 400 FAILED_PRECONDITION, never 200 or 5xx', async () => {
    for (const path of ['/buyers/12345:getRemarketingTag', '/buyers/12345/userLists/1:getRemarketingTag']) {
      const res = await h.call('GET', path);
      assert.equal(res.status, 400, path);
      const error = rpcError(res);
      assert.ok(error);
      assert.equal(error.status, 'FAILED_PRECONDITION');
      assert.match(error.message, /sunset in October 2023/);
    }
  });

  test('getRemarketingTag still checks scope and name first', async () => {
    assert.equal(
      (await h.call('GET', '/buyers/12345:getRemarketingTag', { token: TOKENS.aliceOther })).status,
      403,
    );
    const foreign = await h.call('GET', '/buyers/12345:getRemarketingTag', { token: TOKENS.bob });
    const unknown = await h.call('GET', '/buyers/99999:getRemarketingTag');
    assert.equal(foreign.status, 404);
    assert.deepEqual(foreign.body, unknown.body);
    assert.equal((await h.call('GET', '/buyers/12345/userLists/99:getRemarketingTag')).status, 404);
    assert.equal((await h.call('GET', '/buyers/12345:getSomethingElse')).status, 404);
  });
});
