import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rpcError, startBidding, stored, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startBidding();
});
after(() => h.close());

const P = '/bidders/12345/pretargetingConfigs';

/** docs/bidding.md's method table: 38 methods. */
const METHODS: [string, string][] = [
  ['GET', '/bidders/12345'],
  ['GET', '/bidders'],
  ['GET', '/bidders/12345/creatives'],
  ['POST', '/bidders/12345/creatives:watch'],
  ['GET', '/bidders/12345/endpoints/1'],
  ['GET', '/bidders/12345/endpoints'],
  ['PATCH', '/bidders/12345/endpoints/1'],
  ['POST', P],
  ['GET', `${P}/1`],
  ['GET', P],
  ['PATCH', `${P}/1`],
  ['DELETE', `${P}/99`],
  ['POST', `${P}/1:activate`],
  ['POST', `${P}/1:suspend`],
  ['POST', `${P}/1:addTargetedApps`],
  ['POST', `${P}/1:addTargetedPublishers`],
  ['POST', `${P}/1:addTargetedSites`],
  ['POST', `${P}/1:removeTargetedApps`],
  ['POST', `${P}/1:removeTargetedPublishers`],
  ['POST', `${P}/1:removeTargetedSites`],
  ['POST', '/bidders/12345/publisherConnections:batchApprove'],
  ['POST', '/bidders/12345/publisherConnections:batchReject'],
  ['GET', '/bidders/12345/publisherConnections/pub-1000000001'],
  ['GET', '/bidders/12345/publisherConnections'],
  ['GET', '/buyers/12345'],
  ['GET', '/buyers'],
  ['GET', '/buyers/12345:getRemarketingTag'],
  ['GET', '/buyers/12345/userLists/1:getRemarketingTag'],
  ['POST', '/buyers/12345/creatives'],
  ['GET', '/buyers/12345/creatives/demo-creative-01'],
  ['GET', '/buyers/12345/creatives'],
  ['PATCH', '/buyers/12345/creatives/demo-creative-01'],
  ['POST', '/buyers/12345/userLists'],
  ['GET', '/buyers/12345/userLists/1'],
  ['GET', '/buyers/12345/userLists'],
  ['PUT', '/buyers/12345/userLists/1'],
  ['POST', '/buyers/12345/userLists/1:close'],
  ['POST', '/buyers/12345/userLists/1:open'],
];

const BODIES: unknown[] = [
  'null',
  '[]',
  '{"',
  '"text"',
  {
    displayName: 7,
    names: {},
    appIds: 'x',
    creativeId: [],
    html: 'x',
    url: 5,
    maximumQps: 'many',
    address: {},
  },
  { displayName: null, membershipDurationDays: -1, sites: [1], publisherIds: null, targetingMode: 'ALL' },
];

const QUERIES = [
  '?pageSize=-1',
  '?pageToken=%FF',
  '?updateMask=nothing',
  '?filter=a%3Db%20OR%20c',
  '?view=x',
];

describe('robustness', () => {
  test('all 38 methods of the table are routed', async () => {
    assert.equal(METHODS.length, 38);
    assert.equal(new Set(METHODS.map(([m, p]) => `${m} ${p}`)).size, 38);
    for (const [method, path] of METHODS) {
      const res = await h.call(method, path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      // An unrouted path would answer the server's "No such address" 404; a routed one a method's answer.
      assert.ok(res.status < 300 || rpcError(res) !== undefined, `${method} ${path}: ${res.status}`);
      assert.doesNotMatch(JSON.stringify(res.body), /No such address/, `${method} ${path}`);
    }
  });

  test('no input gives a 5xx, and a refused one changes no data', async () => {
    for (const [method, path] of METHODS) {
      const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : BODIES;
      const attempts: [string, unknown][] = [
        ...QUERIES.map((query): [string, unknown] => [query, undefined]),
        ...bodies.map((body): [string, unknown] => ['', body]),
      ];
      for (const [query, body] of attempts) {
        const before = await stored(h);
        const res = await h.call(method, `${path}${query}`, { body });
        assert.ok(res.status < 500, `${method} ${path}${query} ${JSON.stringify(body)}: ${res.status}`);
        if (res.status >= 400) {
          assert.ok(rpcError(res), `${method} ${path}${query}: error body`);
          assert.equal(
            await stored(h),
            before,
            `${method} ${path}${query} ${JSON.stringify(body)} changed data`,
          );
        }
      }
    }
  });

  test('a percent-encoded colon is not a verb separator', async () => {
    assert.equal((await h.call('POST', `${P}/1%3Aactivate`, { body: {} })).status, 404);
  });
});
