/**
 * No silent drops (docs/provider.md#input): on every API that reads a body, a field the public resource does
 * not have is 400 in Google's words ("Invalid JSON payload received. Unknown name …"), one it has but the
 * provider does not model is 400 naming it, and either changes nothing; the fields the server sets may be
 * sent back and are passed over, as the public APIs do.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './oauth/harness.ts';
import { SCOPES } from '../../src/shared/scopes.ts';
import { storedRows } from './stored-rows.ts';
import { unknownName as unknown } from './unknown-field-words.ts';
import { jsonCall } from './json-call.ts';

let h: Harness;
let token: string;
before(async () => {
  h = await Harness.start();
  // An app of every API, wider than the demo TV's own scope list.
  await h.allowEveryScope();
  const scope = [
    SCOPES.calendar,
    SCOPES.fitnessActivityWrite,
    SCOPES.realtimeBidding,
    SCOPES.searchAds,
    SCOPES.compute,
  ].join(' ');
  token = (await h.signedIn({ scope })).access_token;
});
after(() => h.close());

const call = (method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> =>
  jsonCall(h.origin, token, method, path, body);

const message = (answer: { body: unknown }): string =>
  (answer.body as { error: { message: string } }).error.message;

const snapshot = (): Promise<string> =>
  storedRows(h.provider.sql, [
    'cal_events',
    'cal_calendars',
    'rtb_items',
    'rtb_creatives',
    'sa_conversions',
    'compute_images',
    'compute_operations',
    'fitness_sources',
    'fitness_sessions',
  ]);

const EVENT = {
  summary: 'Tea',
  start: { dateTime: '2026-01-20T16:00:00Z' },
  end: { dateTime: '2026-01-20T17:00:00Z' },
};
const CONVERSION = {
  agencyId: '20100000000000895',
  advertiserId: '21700000000011523',
  engineAccountId: '700000000073991',
  conversionId: 'unknown-fields-1',
  conversionTimestamp: String(Date.UTC(2026, 0, 15, 8)),
  segmentationType: 'FLOODLIGHT',
  segmentationName: 'Purchase',
};

test('an unknown or unmodelled field is 400 naming it on every API, and nothing is stored', async () => {
  const before = await snapshot();
  const cases: [string, string, unknown, string][] = [
    ['POST', '/calendar/v3/calendars/primary/events', { ...EVENT, colour: 'red' }, unknown('colour')],
    [
      'POST',
      '/calendar/v3/calendars/primary/events',
      { ...EVENT, conferenceData: {} },
      'The field "conferenceData" is not supported by this provider.',
    ],
    ['POST', '/calendar/v3/calendars', { summary: 'Trips', color: 'blue' }, unknown('color')],
    [
      'POST',
      '/realtimebidding/v1/bidders/12345/pretargetingConfigs',
      { displayName: 'Geo', geoTargeting: { includedIds: ['1'], exclude: ['2'] } },
      unknown('exclude', 'geoTargeting'),
    ],
    [
      'POST',
      '/realtimebidding/v1/buyers/12345/creatives',
      { creativeId: 'u-1', html: { snippet: '<p>x</p>' }, renderUrl: 'https://x.example/' },
      'The field "renderUrl" is not supported by this provider.',
    ],
    [
      'POST',
      '/searchads/v2/conversion',
      { conversion: [{ ...CONVERSION, clickid: 'x' }] },
      unknown('clickid', 'conversion[0]'),
    ],
    ['POST', '/compute/v1/projects/demo-project/global/images', { name: 'img-x', size: 10 }, unknown('size')],
    [
      'POST',
      '/compute/v1/projects/demo-project/global/images',
      { name: 'img-x', labels: { team: 'tv' } },
      'The field "labels" is not supported by this provider.',
    ],
    [
      'PUT',
      '/fitness/v1/users/me/sessions/s-1',
      { id: 's-1', name: 'Run', startTimeMillis: '1', endTimeMillis: '2', activityType: 8, calories: 3 },
      unknown('calories'),
    ],
  ];
  for (const [method, path, body, words] of cases) {
    const answer = await call(method, path, body);
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(message(answer), words, path);
  }
  assert.equal(await snapshot(), before);
});

test('the fields the server sets may be sent back: they are passed over, as the public APIs do', async () => {
  const event = await call('POST', '/calendar/v3/calendars/primary/events', {
    ...EVENT,
    kind: 'calendar#event',
    etag: '"1"',
    htmlLink: 'https://elsewhere.example/',
    created: '2020-01-01T00:00:00Z',
  });
  assert.equal(event.status, 200);
  assert.notEqual((event.body as { htmlLink: string }).htmlLink, 'https://elsewhere.example/');
  const config = await call('POST', '/realtimebidding/v1/bidders/12345/pretargetingConfigs', {
    displayName: 'Sent back',
    name: 'bidders/12345/pretargetingConfigs/999',
    billingId: '1',
    state: 'SUSPENDED',
  });
  assert.equal(config.status, 200);
  const made = config.body as { name: string; billingId: string; state: string };
  assert.notEqual(made.name, 'bidders/12345/pretargetingConfigs/999');
  assert.notEqual(made.billingId, '1');
  assert.equal(made.state, 'ACTIVE');
});
