import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Creative } from '../../../src/shared/wire/bidding.ts';
import { HOUR, rpcError, startBidding, stored, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

const BASE = '/buyers/12345/creatives';
const html = (landing: string): Record<string, unknown> => ({
  advertiserName: 'Example Hats',
  declaredClickThroughUrls: [landing],
  html: { snippet: '<b>Hats</b>', width: 300, height: 250 },
});
const status = (c: Creative): string => c.creativeServingDecision.networkPolicyCompliance.status;

describe('buyers.creatives', () => {
  test('the demo holds 30 creatives in mixed review states', async () => {
    const all = await h.call<{ creatives: Creative[] }>('GET', '/bidders/12345/creatives?pageSize=50');
    assert.equal(all.body.creatives.length, 30);
    const states = new Set(all.body.creatives.map(status));
    assert.deepEqual([...states].sort(), ['APPROVED', 'DISAPPROVED', 'PENDING_REVIEW']);
  });

  test('create is PENDING_REVIEW; an hour later the reviewer approves an https creative', async () => {
    const created = await h.call<Creative>('POST', BASE, {
      body: { creativeId: 'hats-1', ...html('https://hats.example/') },
    });
    assert.equal(created.status, 200);
    assert.equal(created.body.name, 'buyers/12345/creatives/hats-1');
    assert.equal(created.body.creativeFormat, 'HTML');
    assert.equal(status(created.body), 'PENDING_REVIEW');
    h.clock.advance(HOUR - 1);
    assert.equal(status((await h.call<Creative>('GET', `${BASE}/hats-1`)).body), 'PENDING_REVIEW');
    h.clock.advance(1);
    const decided = (await h.call<Creative>('GET', `${BASE}/hats-1`)).body;
    assert.equal(status(decided), 'APPROVED');
    assert.equal(
      decided.creativeServingDecision.lastStatusUpdate,
      new Date(Date.parse(created.body.apiUpdateTime) + HOUR).toISOString(),
    );
  });

  test('an http landing page is disapproved; a patch sends it back to review with a new version', async () => {
    await h.call('POST', BASE, { body: { creativeId: 'hats-2', ...html('http://hats.example/') } });
    h.clock.advance(HOUR);
    const disapproved = (await h.call<Creative>('GET', `${BASE}/hats-2`)).body;
    assert.equal(status(disapproved), 'DISAPPROVED');
    assert.equal(
      disapproved.creativeServingDecision.networkPolicyCompliance.topics?.[0]?.policyTopic,
      'DESTINATION_NOT_SECURE',
    );
    const patched = await h.call<Creative>('PATCH', `${BASE}/hats-2?updateMask=declaredClickThroughUrls`, {
      body: { declaredClickThroughUrls: ['https://hats.example/'], advertiserName: 'ignored' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.version, 2);
    assert.equal(patched.body.advertiserName, 'Example Hats');
    assert.equal(status(patched.body), 'PENDING_REVIEW');
    h.clock.advance(HOUR);
    assert.equal(status((await h.call<Creative>('GET', `${BASE}/hats-2`)).body), 'APPROVED');
  });

  test('a patch that sets another kind of content replaces the content', async () => {
    const res = await h.call<Creative>('PATCH', `${BASE}/hats-1`, {
      body: { video: { videoUrl: 'https://cdn.hats.example/a.mp4' } },
    });
    assert.equal(res.body.creativeFormat, 'VIDEO');
    assert.equal(res.body.html, undefined);
  });

  test('an id the buyer already uses is 409 ALREADY_EXISTS', async () => {
    const res = await h.call('POST', BASE, {
      body: { creativeId: 'demo-creative-01', ...html('https://x.example/') },
    });
    assert.equal(res.status, 409);
    assert.equal(rpcError(res)?.status, 'ALREADY_EXISTS');
  });

  test('malformed creatives are 400 and change nothing', async () => {
    const before = await stored(h);
    for (const body of [
      { ...html('https://x.example/') },
      { creativeId: 'has space', ...html('https://x.example/') },
      { creativeId: 'two', ...html('https://x.example/'), native: { headline: 'x' } },
      { creativeId: 'none' },
      { creativeId: 'v', video: {} },
      { creativeId: 'u', ...html('javascript:alert(1)') },
      '{"creativeId":',
    ]) {
      const res = await h.call('POST', BASE, { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(rpcError(res)?.status, 'INVALID_ARGUMENT');
    }
    const patch = await h.call('PATCH', `${BASE}/demo-creative-01?updateMask=creativeId`, {
      body: { creativeId: 'x' },
    });
    assert.equal(patch.status, 400);
    assert.equal(await stored(h), before);
  });

  test('list filters and the serving-decision view', async () => {
    const res = await h.call<{ creatives: Creative[] }>(
      'GET',
      `${BASE}?view=SERVING_DECISION_ONLY&filter=${encodeURIComponent('status=DISAPPROVED AND creativeFormat=HTML')}`,
    );
    assert.equal(res.status, 200);
    assert.ok(res.body.creatives.length > 0);
    for (const c of res.body.creatives) {
      assert.equal(status(c), 'DISAPPROVED');
      assert.equal(c.creativeFormat, 'HTML');
      assert.equal(c.html, undefined);
    }
    const attr = await h.call<{ creatives: Creative[] }>(
      'GET',
      `${BASE}?filter=declaredAttributes%3AIS_COOKIE_TARGETED`,
    );
    assert.ok(attr.body.creatives.every((c) => c.declaredAttributes?.includes('IS_COOKIE_TARGETED')));
    assert.equal((await h.call('GET', `${BASE}?view=PARTIAL`)).status, 400);
    assert.equal((await h.call('GET', `${BASE}?filter=OR`)).status, 400);
  });
});
