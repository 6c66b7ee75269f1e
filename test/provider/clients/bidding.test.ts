/**
 * The Real-time Bidding API v1 through Google's generated client (googleapis 178), as a bidder's ads tool uses
 * it. The generated client keeps only the origin of a client-wide `rootUrl` (googleapis-common rewrites every
 * address onto it), so the provider's root, `{base_url}/realtimebidding/`, is passed with each call
 * (docs/bidding.md).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { realtimebidding, type realtimebidding_v1 } from 'googleapis/build/src/apis/realtimebidding/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

const BIDDER = 'bidders/12345';
const BUYER = 'buyers/12345';

describe('realtimebidding v1 through the generated client', () => {
  let h: ClientHarness;
  let api: realtimebidding_v1.Realtimebidding;
  let at: { rootUrl: string };
  before(async () => {
    h = await ClientHarness.start([SCOPES.realtimeBidding]);
    api = realtimebidding({ version: 'v1', ...h.options });
    at = { rootUrl: `${h.origin}/realtimebidding/` };
  });
  after(() => h.close());

  test('bidders, buyers and endpoints read; an endpoint patched', async () => {
    const bidders = await api.bidders.list({}, at);
    assert.deepEqual(
      bidders.data.bidders?.map((b) => b.name),
      [BIDDER],
    );
    assert.equal((await api.bidders.get({ name: BIDDER }, at)).data.name, BIDDER);
    const buyers = await api.buyers.list({}, at);
    assert.deepEqual(
      buyers.data.buyers?.map((b) => b.name),
      [BUYER, 'buyers/67890'],
    );
    assert.equal((await api.buyers.get({ name: BUYER }, at)).data.bidder, BIDDER);

    const endpoints = await api.bidders.endpoints.list({ parent: BIDDER }, at);
    assert.equal(endpoints.data.endpoints?.length, 2);
    const name = endpoints.data.endpoints[0]?.name ?? '';
    const patched = await api.bidders.endpoints.patch(
      { name, updateMask: 'maximumQps', requestBody: { maximumQps: '5000' } },
      at,
    );
    assert.equal(patched.data.maximumQps, '5000');
    assert.equal((await api.bidders.endpoints.get({ name }, at)).data.maximumQps, '5000');
  });

  test("a pretargeting configuration from the public guide's sample: every field kept, billingId assigned", async () => {
    // Real-time Bidding API v1, PretargetingConfig: billingId is output only, assigned by the server; the
    // other fields sent are stored as sent.
    const sample: realtimebidding_v1.Schema$PretargetingConfig = {
      displayName: 'Banners on the web',
      includedFormats: ['HTML'],
      geoTargeting: { includedIds: ['200635'] },
      includedCreativeDimensions: [{ width: '300', height: '250' }],
      interstitialTargeting: 'ONLY_NON_INTERSTITIAL_REQUESTS',
      includedEnvironments: ['WEB'],
      includedPlatforms: ['PERSONAL_COMPUTER'],
      allowedUserTargetingModes: ['REMARKETING_ADS'],
      includedUserIdTypes: ['GOOGLE_COOKIE'],
      includedMobileOperatingSystemIds: ['1'],
      userListTargeting: { includedIds: ['1'] },
      verticalTargeting: { excludedIds: ['10'] },
      includedLanguages: ['en'],
      minimumViewabilityDecile: 3,
      maximumQps: '1000',
    };
    const made = await api.bidders.pretargetingConfigs.create({ parent: BIDDER, requestBody: sample }, at);
    assert.equal(made.status, 200);
    assert.match(made.data.billingId ?? '', /^\d+$/);
    const { name, billingId, state, ...rest } = made.data;
    assert.equal(state, 'ACTIVE');
    assert.deepEqual(rest, sample);
    const read = await api.bidders.pretargetingConfigs.get({ name: name ?? '' }, at);
    assert.deepEqual(read.data, made.data);
    assert.notEqual(billingId, undefined);

    // One targetingMode field for apps, publishers and sites, as the public request bodies name it.
    const apps = await api.bidders.pretargetingConfigs.addTargetedApps(
      {
        pretargetingConfig: name ?? '',
        requestBody: { appIds: ['com.example.game'], targetingMode: 'INCLUSIVE' },
      },
      at,
    );
    assert.deepEqual(apps.data.appTargeting?.mobileAppTargeting, {
      targetingMode: 'INCLUSIVE',
      values: ['com.example.game'],
    });
    const publishers = await api.bidders.pretargetingConfigs.addTargetedPublishers(
      {
        pretargetingConfig: name ?? '',
        requestBody: { publisherIds: ['pub-1'], targetingMode: 'EXCLUSIVE' },
      },
      at,
    );
    assert.deepEqual(publishers.data.publisherTargeting, { targetingMode: 'EXCLUSIVE', values: ['pub-1'] });
    const sites = await api.bidders.pretargetingConfigs.addTargetedSites(
      {
        pretargetingConfig: name ?? '',
        requestBody: { sites: ['news.example'], targetingMode: 'INCLUSIVE' },
      },
      at,
    );
    assert.deepEqual(sites.data.webTargeting, { targetingMode: 'INCLUSIVE', values: ['news.example'] });
    const fewer = await api.bidders.pretargetingConfigs.removeTargetedApps(
      { pretargetingConfig: name ?? '', requestBody: { appIds: ['com.example.game'] } },
      at,
    );
    assert.deepEqual(fewer.data.appTargeting?.mobileAppTargeting?.values, []);
    await api.bidders.pretargetingConfigs.removeTargetedPublishers(
      { pretargetingConfig: name ?? '', requestBody: { publisherIds: ['pub-1'] } },
      at,
    );
    await api.bidders.pretargetingConfigs.removeTargetedSites(
      { pretargetingConfig: name ?? '', requestBody: { sites: ['news.example'] } },
      at,
    );

    const suspended = await api.bidders.pretargetingConfigs.suspend({ name: name ?? '' }, at);
    assert.equal(suspended.data.state, 'SUSPENDED');
    const active = await api.bidders.pretargetingConfigs.activate({ name: name ?? '' }, at);
    assert.equal(active.data.state, 'ACTIVE');
    const renamed = await api.bidders.pretargetingConfigs.patch(
      { name: name ?? '', updateMask: 'displayName', requestBody: { displayName: 'Web banners' } },
      at,
    );
    assert.equal(renamed.data.displayName, 'Web banners');
    const list = await api.bidders.pretargetingConfigs.list({ parent: BIDDER }, at);
    assert.ok(list.data.pretargetingConfigs?.some((c) => c.name === name));
    assert.equal((await api.bidders.pretargetingConfigs.delete({ name: name ?? '' }, at)).status, 200);
  });

  test('publisher connections decided; creatives and user lists written and read', async () => {
    const pending = await api.bidders.publisherConnections.list(
      { parent: BIDDER, filter: 'biddingState = PENDING' },
      at,
    );
    const first = pending.data.publisherConnections?.[0]?.name ?? '';
    assert.ok(first.startsWith(`${BIDDER}/publisherConnections/`));
    const approved = await api.bidders.publisherConnections.batchApprove(
      { parent: BIDDER, requestBody: { names: [first] } },
      at,
    );
    assert.equal(approved.data.publisherConnections?.[0]?.biddingState, 'APPROVED');
    assert.equal(
      (await api.bidders.publisherConnections.get({ name: first }, at)).data.biddingState,
      'APPROVED',
    );

    const creative = await api.buyers.creatives.create(
      {
        parent: BUYER,
        requestBody: {
          creativeId: 'client-test-1',
          advertiserName: 'Example Shoes',
          declaredClickThroughUrls: ['https://shoes.example/'],
          html: { snippet: '<a href="https://shoes.example/">Shoes</a>', width: 300, height: 250 },
        },
      },
      at,
    );
    assert.equal(creative.data.creativeServingDecision?.networkPolicyCompliance?.status, 'PENDING_REVIEW');
    const read = await api.buyers.creatives.get({ name: creative.data.name ?? '' }, at);
    assert.equal(read.data.advertiserName, 'Example Shoes');
    const listed = await api.buyers.creatives.list({ parent: BUYER, pageSize: 5 }, at);
    assert.equal(listed.data.creatives?.length, 5);
    const byBidder = await api.bidders.creatives.list({ parent: BIDDER, pageSize: 5 }, at);
    assert.equal(byBidder.data.creatives?.length, 5);

    const list = await api.buyers.userLists.create(
      { parent: BUYER, requestBody: { displayName: 'Cart abandoners', membershipDurationDays: '30' } },
      at,
    );
    assert.equal(list.data.status, 'OPEN');
    const closed = await api.buyers.userLists.close({ name: list.data.name ?? '' }, at);
    assert.equal(closed.data.status, 'CLOSED');
    const lists = await api.buyers.userLists.list({ parent: BUYER }, at);
    assert.ok(lists.data.userLists?.some((l) => l.name === list.data.name));
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 30);
  });
});
