/**
 * No silent drops inside a body (docs/provider.md#input): on every API that reads objects inside a request
 * body, a field one of them does not have is 400 naming its whole path, in the words a top-level field gets
 * (test/provider/unknown-fields.test.ts), and changes nothing. The counts are the objects each API reads;
 * compute, books, video and the directory read none.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from '../oauth/harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { storedRows } from '../stored-rows.ts';
import { refusal } from '../unknown-field-words.ts';
import { objectsReached, wordsFor, type Inner } from './inner.ts';
import { calendarCases } from './calendar.ts';
import { biddingCases, searchAdsCases } from './ads.ts';
import { fitnessCases, MIXED_SOURCE } from './fitness.ts';
import { jsonCall } from '../json-call.ts';

let h: Harness;
let token: string;
let sourceId: string;
before(async () => {
  h = await Harness.start();
  // An app of every API, wider than the demo TV's own scope list.
  await h.allowEveryScope();
  const scope = [SCOPES.calendar, SCOPES.fitnessActivityWrite, SCOPES.realtimeBidding, SCOPES.searchAds].join(
    ' ',
  );
  token = (await h.signedIn({ scope })).access_token;
  const made = await call('POST', '/fitness/v1/users/me/dataSources', MIXED_SOURCE);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  sourceId = (made.body as { dataStreamId: string }).dataStreamId;
});
after(() => h.close());

const call = (method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> =>
  jsonCall(h.origin, token, method, path, body);

const snapshot = (): Promise<string> =>
  storedRows(h.provider.sql, [
    'cal_events',
    'cal_calendars',
    'cal_acl',
    'cal_list',
    'rtb_items',
    'rtb_creatives',
    'sa_conversions',
    'sa_availability',
    'sa_reports',
    'fitness_sources',
    'fitness_points',
    'fitness_sessions',
  ]);

/** Every case is refused with its words, and nothing is stored. */
async function refusesEach(cases: readonly Inner[]): Promise<void> {
  const before = await snapshot();
  for (const inner of cases) {
    assert.deepEqual(
      await call(inner.method, inner.path, inner.body),
      { status: 400, body: refusal(wordsFor(inner)) },
      `${inner.method} ${inner.path} at ${inner.at}`,
    );
  }
  assert.equal(await snapshot(), before);
}

test('calendar: 16 objects inside events, calendar list entries, ACL rules and free/busy queries', async () => {
  assert.equal(objectsReached(calendarCases), 16);
  await refusesEach(calendarCases);
});

test('fitness: 15 objects inside data sources, sessions, aggregate requests and datasets', async () => {
  const cases = fitnessCases(sourceId);
  assert.equal(objectsReached(cases), 15);
  await refusesEach(cases);
});

test('bidding: 13 objects inside pretargeting configurations and creatives', async () => {
  assert.equal(objectsReached(biddingCases), 13);
  await refusesEach(biddingCases);
});

test('search ads: 5 objects inside report requests and conversion batches', async () => {
  assert.equal(objectsReached(searchAdsCases), 5);
  await refusesEach(searchAdsCases);
});

test('an event read and sent back whole is taken: what the server sets inside it is passed over', async () => {
  const events = '/calendar/v3/calendars/primary/events';
  const made = await call('POST', events, {
    summary: 'Tea',
    start: { dateTime: '2026-01-20T16:00:00Z' },
    end: { dateTime: '2026-01-20T17:00:00Z' },
    attendees: [{ email: 'bob@example.com', self: true, id: '42' }],
    reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 10 }] },
  });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const event = made.body as { id: string; organizer: { self?: boolean }; attendees: unknown[] };
  assert.equal(event.organizer.self, true);
  assert.deepEqual(event.attendees, [{ email: 'bob@example.com', responseStatus: 'needsAction' }]);
  const again = await call('PUT', `${events}/${event.id}`, event);
  assert.equal(again.status, 200, JSON.stringify(again.body));
});
