import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Creative } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

interface CreativePage {
  creatives: Creative[];
  nextPageToken?: string;
}

describe('paging', () => {
  test('the bidder list is a snapshot of the first request: writes between pages shift nothing', async () => {
    const names: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const query = `pageSize=7${token === undefined ? '' : `&pageToken=${token}`}`;
      const res = await h.call<CreativePage>('GET', `/bidders/12345/creatives?${query}`);
      assert.equal(res.status, 200);
      names.push(...res.body.creatives.map((c) => c.name));
      token = res.body.nextPageToken;
      pages++;
      // A new creative for each buyer after every page.
      for (const buyer of ['12345', '67890']) {
        const created = await h.call('POST', `/buyers/${buyer}/creatives`, {
          body: { creativeId: `late-${pages}`, html: { snippet: 'late' } },
        });
        assert.equal(created.status, 200);
      }
    } while (token !== undefined);
    assert.equal(pages, 5);
    assert.equal(names.length, 30);
    assert.equal(new Set(names).size, 30);
    assert.ok(names.every((n) => n.includes('demo-creative')));
    // A new first page sees the creatives made meanwhile.
    const fresh = await h.call<CreativePage>('GET', '/bidders/12345/creatives?pageSize=1000');
    assert.equal(fresh.body.creatives.length, 40);
  });

  test('deleting between pages does not shift the next page', async () => {
    const first = await h.call<{ pretargetingConfigs: { name: string }[]; nextPageToken?: string }>(
      'GET',
      '/bidders/12345/pretargetingConfigs?pageSize=1',
    );
    assert.deepEqual(
      first.body.pretargetingConfigs.map((c) => c.name),
      ['bidders/12345/pretargetingConfigs/1'],
    );
    assert.equal((await h.call('DELETE', '/bidders/12345/pretargetingConfigs/1')).status, 200);
    const second = await h.call<{ pretargetingConfigs: { name: string }[] }>(
      'GET',
      `/bidders/12345/pretargetingConfigs?pageSize=1&pageToken=${first.body.nextPageToken ?? ''}`,
    );
    assert.deepEqual(
      second.body.pretargetingConfigs.map((c) => c.name),
      ['bidders/12345/pretargetingConfigs/2'],
    );
  });

  test('pageSize: 0 is the default, negative is 400; a token from another list or filter is 400', async () => {
    const all = await h.call<CreativePage>('GET', '/buyers/12345/creatives?pageSize=0');
    assert.ok(all.body.creatives.length > 20);
    const negative = await h.call('GET', '/buyers/12345/creatives?pageSize=-1');
    assert.equal(negative.status, 400);
    assert.equal(rpcError(negative)?.status, 'INVALID_ARGUMENT');
    const first = await h.call<CreativePage>('GET', '/buyers/12345/creatives?pageSize=2');
    const token = first.body.nextPageToken ?? '';
    assert.equal((await h.call('GET', `/buyers/67890/creatives?pageToken=${token}`)).status, 400);
    assert.equal(
      (await h.call('GET', `/buyers/12345/creatives?filter=status%3DAPPROVED&pageToken=${token}`)).status,
      400,
    );
    assert.equal((await h.call('GET', '/buyers/12345/creatives?pageToken=garbage')).status, 400);
    assert.equal((await h.call('GET', `/buyers/12345/creatives?pageSize=2&pageToken=${token}`)).status, 200);
  });
});
