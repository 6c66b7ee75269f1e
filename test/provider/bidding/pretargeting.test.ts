import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PretargetingConfig } from '../../../src/shared/wire/bidding.ts';
import { rpcError, startBidding, stored, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

const BASE = '/bidders/12345/pretargetingConfigs';

describe('pretargeting configurations', () => {
  test('the demo has three, one suspended', async () => {
    const list = await h.call<{ pretargetingConfigs: PretargetingConfig[] }>('GET', BASE);
    assert.deepEqual(
      list.body.pretargetingConfigs.map((c) => c.state),
      ['ACTIVE', 'ACTIVE', 'SUSPENDED'],
    );
  });

  test('create, get, patch, delete', async () => {
    const created = await h.call<PretargetingConfig>('POST', BASE, {
      body: { displayName: 'Tablets', includedPlatforms: ['TABLET'], maximumQps: '100', state: 'SUSPENDED' },
    });
    assert.equal(created.status, 200);
    assert.match(created.body.name, /^bidders\/12345\/pretargetingConfigs\/\d+$/);
    assert.equal(created.body.state, 'ACTIVE');
    const path = `/${created.body.name}`;
    assert.deepEqual((await h.call('GET', path)).body, created.body);
    const patched = await h.call<PretargetingConfig>('PATCH', `${path}?updateMask=displayName`, {
      body: { displayName: 'Tablets only', includedPlatforms: ['PHONE'] },
    });
    assert.equal(patched.body.displayName, 'Tablets only');
    assert.deepEqual(patched.body.includedPlatforms, ['TABLET']);
    assert.equal(
      (await h.call('PATCH', `${path}?updateMask=state`, { body: { state: 'SUSPENDED' } })).status,
      400,
    );
    assert.deepEqual((await h.call('DELETE', path)).body, {});
    assert.equal((await h.call('GET', path)).status, 404);
    assert.equal((await h.call('DELETE', path)).status, 404);
  });

  test(':suspend and :activate move the state from either state', async () => {
    for (const [verb, state] of [
      ['suspend', 'SUSPENDED'],
      ['suspend', 'SUSPENDED'],
      ['activate', 'ACTIVE'],
      ['activate', 'ACTIVE'],
    ] as const) {
      const res = await h.call<PretargetingConfig>('POST', `${BASE}/2:${verb}`, { body: {} });
      assert.equal(res.status, 200);
      assert.equal(res.body.state, state);
    }
    assert.equal((await h.call('POST', `${BASE}/2:explode`, { body: {} })).status, 404);
    assert.equal((await h.call('POST', `${BASE}/99:activate`, { body: {} })).status, 404);
  });

  test('targeted apps, publishers and sites are sets; removing what is absent is no error', async () => {
    const add = await h.call<PretargetingConfig>('POST', `${BASE}/2:addTargetedApps`, {
      body: {
        appTargetingMode: 'INCLUSIVE',
        appIds: ['com.example.game', 'com.example.news', 'com.example.news'],
      },
    });
    assert.equal(add.status, 200);
    assert.deepEqual(add.body.appTargeting?.mobileAppTargeting, {
      targetingMode: 'INCLUSIVE',
      values: ['com.example.game', 'com.example.news'],
    });
    const remove = await h.call<PretargetingConfig>('POST', `${BASE}/2:removeTargetedApps`, {
      body: { appIds: ['com.example.game', 'com.absent'] },
    });
    assert.deepEqual(remove.body.appTargeting?.mobileAppTargeting?.values, ['com.example.news']);

    const pubs = await h.call<PretargetingConfig>('POST', `${BASE}/3:addTargetedPublishers`, {
      body: { publisherTargetingMode: 'EXCLUSIVE', publisherIds: ['pub-1'] },
    });
    assert.deepEqual(pubs.body.publisherTargeting, { targetingMode: 'EXCLUSIVE', values: ['pub-1'] });
    const noop = await h.call<PretargetingConfig>('POST', `${BASE}/1:removeTargetedPublishers`, {
      body: { publisherIds: ['pub-9'] },
    });
    assert.equal(noop.status, 200);
    assert.equal(noop.body.publisherTargeting, undefined);

    const sites = await h.call<PretargetingConfig>('POST', `${BASE}/1:addTargetedSites`, {
      body: { targetingMode: 'EXCLUSIVE', sites: ['spam.example'] },
    });
    assert.deepEqual(sites.body.webTargeting?.values, ['blocked.example', 'spam.example']);
    const removed = await h.call<PretargetingConfig>('POST', `${BASE}/1:removeTargetedSites`, {
      body: { sites: ['blocked.example', 'spam.example'] },
    });
    assert.deepEqual(removed.body.webTargeting, { targetingMode: 'EXCLUSIVE', values: [] });
    // An emptied list takes the next add's mode.
    const switched = await h.call<PretargetingConfig>('POST', `${BASE}/1:addTargetedSites`, {
      body: { targetingMode: 'INCLUSIVE', sites: ['good.example'] },
    });
    assert.deepEqual(switched.body.webTargeting, { targetingMode: 'INCLUSIVE', values: ['good.example'] });
  });

  test('a mode other than the current one, or none, is 400 and changes nothing', async () => {
    const before = await stored(h);
    for (const body of [
      { appTargetingMode: 'EXCLUSIVE', appIds: ['x'] },
      { appIds: ['x'] },
      { appTargetingMode: 'SOMETIMES', appIds: ['x'] },
      { appTargetingMode: 'INCLUSIVE', appIds: 'x' },
    ]) {
      const res = await h.call('POST', `${BASE}/2:addTargetedApps`, { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(rpcError(res)?.status, 'INVALID_ARGUMENT');
    }
    assert.equal(await stored(h), before);
  });

  test('at most 10 configurations per bidder: the 11th is 400 and stores nothing', async () => {
    const count = async (): Promise<number> =>
      (await h.call<{ pretargetingConfigs: unknown[] }>('GET', BASE)).body.pretargetingConfigs.length;
    while ((await count()) < 10) {
      assert.equal((await h.call('POST', BASE, { body: { displayName: 'Filler' } })).status, 200);
    }
    const before = await stored(h);
    const res = await h.call('POST', BASE, { body: { displayName: 'Eleventh' } });
    assert.equal(res.status, 400);
    assert.match(rpcError(res)?.message ?? '', /at most 10/);
    assert.equal(await stored(h), before);
  });

  test('create without a displayName is 400', async () => {
    const res = await h.call('POST', BASE, { body: { includedFormats: ['HTML'] } });
    assert.equal(res.status, 400);
    assert.match(rpcError(res)?.message ?? '', /displayName/);
  });
});
