/** Conversion lists and the three batch writes over HTTP, with their error rows (docs/searchads.md). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ConversionList } from '../../../src/shared/wire/searchads.ts';
import { publicError, type Harness } from './harness.ts';
import { DEMO, startSearchAds, TOKENS } from './setup.ts';

const ENGINE = `/agency/${DEMO.agencyId}/advertiser/${DEMO.advertiserId}/engine/${DEMO.engineAccountId}/conversion`;
const RANGE = 'startDate=20251001&endDate=20260115&startRow=0&rowCount=1000';
const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

const row = (conversionId: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  agencyId: DEMO.agencyId,
  advertiserId: DEMO.advertiserId,
  engineAccountId: DEMO.engineAccountId,
  conversionId,
  conversionTimestamp: String(NOW_MS - 3_600_000),
  segmentationType: 'FLOODLIGHT',
  segmentationName: 'Purchase',
  type: 'TRANSACTION',
  revenueMicros: '12500000',
  currencyCode: 'USD',
  ...extra,
});

describe('search ads conversions', () => {
  let h: Harness;
  const count = async (): Promise<number> =>
    (await h.call<ConversionList>('GET', `${ENGINE}?${RANGE}`)).body.conversion.length;
  before(async () => {
    h = await startSearchAds();
  });
  after(() => h.close());

  test('the engine account list holds the 90 demo days, paged by startRow and rowCount', async () => {
    const all = await h.call<ConversionList>('GET', `${ENGINE}?${RANGE}`);
    assert.equal(all.status, 200);
    assert.equal(all.body.kind, 'doubleclicksearch#conversionList');
    assert.equal(all.body.conversion.length, 360);
    const page = await h.call<ConversionList>(
      'GET',
      `${ENGINE}?startDate=20251001&endDate=20260115&startRow=358&rowCount=5`,
    );
    assert.deepEqual(
      page.body.conversion.map((c) => c.dsConversionId),
      all.body.conversion.slice(358).map((c) => c.dsConversionId),
    );
    const oneDay = await h.call<ConversionList>(
      'GET',
      `${ENGINE}?startDate=20260114&endDate=20260114&startRow=0&rowCount=10`,
    );
    assert.equal(oneDay.body.conversion.length, 4);
  });

  test('the customer list answers the same conversions by the new customer id', async () => {
    const reply = await h.call<ConversionList>('GET', `/customer/${DEMO.customerId}/conversion?${RANGE}`);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.conversion.length, await count());
    assert.ok(reply.body.conversion.every((c) => c.customerId === DEMO.customerId));
  });

  for (const missing of ['endDate', 'rowCount', 'startDate', 'startRow']) {
    test(`a list without ${missing} is 400 naming it`, async () => {
      const query = RANGE.split('&')
        .filter((p) => !p.startsWith(`${missing}=`))
        .join('&');
      for (const path of [ENGINE, `/customer/${DEMO.customerId}/conversion`]) {
        const reply = await h.call('GET', `${path}?${query}`);
        assert.equal(reply.status, 400);
        assert.match(publicError(reply).message, new RegExp(missing));
      }
    });
  }

  for (const [query, name] of [
    ['startDate=2025-10-01&endDate=20260115&startRow=0&rowCount=5', 'startDate'],
    ['startDate=20250230&endDate=20260115&startRow=0&rowCount=5', 'startDate'],
    ['startDate=20251001&endDate=20260115&startRow=0&rowCount=0', 'rowCount'],
    ['startDate=20251001&endDate=20260115&startRow=0&rowCount=1001', 'rowCount'],
    ['startDate=20251001&endDate=20260115&startRow=-1&rowCount=5', 'startRow'],
    ['startDate=20260115&endDate=20251001&startRow=0&rowCount=5', 'startDate'],
  ] as const) {
    test(`a list with a bad ${name} (${query}) is 400`, async () => {
      const reply = await h.call('GET', `${ENGINE}?${query}`);
      assert.equal(reply.status, 400);
      assert.match(publicError(reply).message, new RegExp(name));
    });
  }

  test('foreign and unknown agencies, advertisers and customers answer the same 403', async () => {
    const foreign = await h.call(
      'GET',
      `/agency/${DEMO.otherAgencyId}/advertiser/${DEMO.otherAdvertiserId}/engine/${DEMO.otherEngineAccountId}/conversion?${RANGE}`,
    );
    const unknown = await h.call(
      'GET',
      `/agency/20100000000000111/advertiser/21700000000000222/engine/700000000000333/conversion?${RANGE}`,
    );
    const bob = await h.call('GET', `${ENGINE}?${RANGE}`, { token: TOKENS.bob });
    const customer = await h.call('GET', `/customer/999/conversion?${RANGE}`);
    for (const reply of [foreign, unknown, bob, customer]) assert.equal(reply.status, 403);
    assert.deepEqual(foreign.body, unknown.body);
    assert.deepEqual(bob.body, unknown.body);
    assert.deepEqual(customer.body, unknown.body);
  });

  test('a token without the searchads scope is 403; no token is 401', async () => {
    assert.equal((await h.call('GET', `${ENGINE}?${RANGE}`, { token: TOKENS.aliceOther })).status, 403);
    assert.equal((await h.call('GET', `${ENGINE}?${RANGE}`, { token: null })).status, 401);
  });

  test('insert stores a batch and answers it with dsConversionIds', async () => {
    const before = await count();
    const reply = await h.call<ConversionList>('POST', '/conversion', {
      body: {
        conversion: [
          row('new-1'),
          row('new-2', { type: 'ACTION', revenueMicros: undefined, segmentationName: 'Newsletter signup' }),
        ],
      },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.conversion.length, 2);
    assert.ok(reply.body.conversion.every((c) => /^\d+$/.test(c.dsConversionId)));
    assert.equal(reply.body.conversion[0]?.segmentationId, DEMO.purchaseId);
    assert.equal(await count(), before + 2);
  });

  for (const [label, bad, status] of [
    ['a missing conversionId', { conversionId: undefined }, 400],
    ['a TRANSACTION without revenue', { revenueMicros: undefined }, 400],
    ['an unknown floodlight', { segmentationName: 'Nothing' }, 400],
    ['a campaign of no engine account', { campaignId: '71700000002001' }, 400],
    [
      'a foreign advertiser',
      {
        agencyId: DEMO.otherAgencyId,
        advertiserId: DEMO.otherAdvertiserId,
        engineAccountId: DEMO.otherEngineAccountId,
      },
      403,
    ],
    ['an existing conversionId', { conversionId: 'demo-01-0' }, 409],
    ['a bad timestamp', { conversionTimestamp: 'yesterday' }, 400],
  ] as const) {
    test(`one row with ${label} fails the whole batch with its index and writes nothing`, async () => {
      const before = await count();
      const body = { conversion: [row(`ok-${label}`), row(`bad-${label}`, bad)] };
      const reply = await h.call('POST', '/conversion', { body });
      assert.equal(reply.status, status);
      assert.match(publicError(reply).message, /conversion\[1\]/);
      assert.equal(await count(), before);
    });
  }

  test('a batch naming one conversionId twice fails, and empty or malformed bodies are 400', async () => {
    const before = await count();
    assert.equal(
      (await h.call('POST', '/conversion', { body: { conversion: [row('twice'), row('twice')] } })).status,
      409,
    );
    for (const body of ['', '{', '[]', '{"conversion":[]}', '{"conversion":{}}']) {
      const reply = await h.call('POST', '/conversion', { body });
      assert.equal(reply.status, 400, body);
      publicError(reply);
    }
    assert.equal(await count(), before);
  });

  test('update changes revenue and state; a bad row fails the batch and changes nothing', async () => {
    await h.call('POST', '/conversion', { body: { conversion: [row('upd-1'), row('upd-2')] } });
    const good = await h.call<ConversionList>('PUT', '/conversion', {
      body: { conversion: [row('upd-1', { revenueMicros: '99000000', state: 'REMOVED' })] },
    });
    assert.equal(good.status, 200);
    assert.equal(good.body.conversion[0]?.revenueMicros, '99000000');
    assert.equal(good.body.conversion[0].state, 'REMOVED');
    const bad = await h.call('PUT', '/conversion', {
      body: { conversion: [row('upd-2', { revenueMicros: '1' }), row('upd-missing')] },
    });
    assert.equal(bad.status, 404);
    assert.match(publicError(bad).message, /conversion\[1\]/);
    const wrongTime = await h.call('PUT', '/conversion', {
      body: { conversion: [row('upd-2', { conversionTimestamp: '1' })] },
    });
    assert.equal(wrongTime.status, 400);
    const list = await h.call<ConversionList>('GET', `${ENGINE}?${RANGE}`);
    assert.equal(list.body.conversion.find((c) => c.conversionId === 'upd-2')?.revenueMicros, '12500000');
  });

  test('updateAvailability is all or nothing too', async () => {
    const availability = {
      agencyId: DEMO.agencyId,
      advertiserId: DEMO.advertiserId,
      segmentationType: 'FLOODLIGHT',
      segmentationId: DEMO.purchaseId,
      availabilityTimestamp: String(NOW_MS),
    };
    const ok = await h.call<{ availabilities: { segmentationName: string }[] }>(
      'POST',
      '/conversion/updateAvailability',
      { body: { availabilities: [availability] } },
    );
    assert.equal(ok.status, 200);
    assert.equal(ok.body.availabilities[0]?.segmentationName, 'Purchase');
    const bad = await h.call('POST', '/conversion/updateAvailability', {
      body: { availabilities: [availability, { ...availability, segmentationId: '1' }] },
    });
    assert.equal(bad.status, 400);
    assert.match(publicError(bad).message, /availabilities\[1\]/);
  });
});
