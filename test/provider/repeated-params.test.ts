/**
 * Every resource API: a query parameter given twice is ambiguous, so it is 400 and changes nothing (no event,
 * no shelf change, no calendar quota spent); the public APIs' list parameters may still repeat.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './oauth/harness.ts';
import { SCOPES } from '../../src/shared/scopes.ts';
import { storedRows } from './stored-rows.ts';

let h: Harness;
let token: string;
before(async () => {
  h = await Harness.start();
  await h.allowEveryScope();
  const scope = `openid ${SCOPES.calendar} ${SCOPES.fitnessActivityRead} ${SCOPES.books} ${SCOPES.videoReadonly}`;
  token = (await h.signedIn({ scope })).access_token;
});
after(() => h.close());

async function call(method: string, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(h.origin + path, { method, headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const snapshot = (): Promise<string> =>
  storedRows(h.provider.sql, [
    'cal_events',
    'cal_calendars',
    'cal_quota',
    'books_shelves',
    'books_shelf_volumes',
  ]);

test('a parameter given twice is 400 invalidParameter on every API, and nothing is stored or charged', async () => {
  const shelf = (await call('GET', '/books/v1/mylibrary/bookshelves/0/volumes')).body as {
    items: { id: string }[];
  };
  const [first, second] = shelf.items;
  assert.ok(first !== undefined && second !== undefined);
  const events = (await call('GET', '/calendar/v3/calendars/primary/events?maxResults=1')).body as {
    items: { id: string }[];
  };
  const eventId = events.items[0]?.id ?? '';
  const lists = (await call('GET', '/calendar/v3/users/me/calendarList')).body as { items: { id: string }[] };
  const other = encodeURIComponent(lists.items[1]?.id ?? '');
  const before = await snapshot();
  const cases: [string, string, string][] = [
    ['POST', '/calendar/v3/calendars/primary/events/quickAdd?text=Lunch+tomorrow+12:30&text=Tea+4pm', 'text'],
    [
      'POST',
      `/calendar/v3/calendars/primary/events/${eventId}/move?destination=${other}&destination=primary`,
      'destination',
    ],
    ['GET', '/calendar/v3/calendars/primary/events?maxResults=1&maxResults=2', 'maxResults'],
    ['GET', '/fitness/v1/users/me/sessions?pageToken=1&pageToken=2', 'pageToken'],
    [
      'POST',
      `/books/v1/mylibrary/bookshelves/2/addVolume?volumeId=${first.id}&volumeId=${second.id}`,
      'volumeId',
    ],
    [
      'POST',
      `/books/v1/mylibrary/bookshelves/0/moveVolume?volumeId=${second.id}&volumePosition=0&volumePosition=1`,
      'volumePosition',
    ],
    ['GET', '/books/v1/volumes?q=austen&q=dickens', 'q'],
    ['GET', '/video/v3/channels?part=id&mine=true&mine=true', 'mine'],
  ];
  for (const [method, path, name] of cases) {
    const answer = await call(method, path);
    assert.equal(answer.status, 400, path);
    const error = (answer.body as { error: { message: string; errors: { reason: string }[] } }).error;
    assert.equal(error.message, `The parameter ${name} appears more than once.`, path);
    assert.equal(error.errors[0]?.reason, 'invalidParameter', path);
  }
  assert.equal(await snapshot(), before);
});

test('the list parameters of the public APIs may repeat', async () => {
  const types = await call(
    'GET',
    '/calendar/v3/calendars/primary/events?eventTypes=default&eventTypes=focusTime',
  );
  assert.equal(types.status, 200);
  const sources = await call(
    'GET',
    '/fitness/v1/users/me/dataSources?dataTypeName=com.example.step_count.delta&dataTypeName=com.example.distance.delta',
  );
  assert.equal(sources.status, 200);
  const sessions = await call('GET', '/fitness/v1/users/me/sessions?activityType=8&activityType=7');
  assert.equal(sessions.status, 200);
});
