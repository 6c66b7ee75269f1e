import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, timed, type Harness } from './harness.ts';

let h: Harness;
const ids: Record<string, string> = {};

async function add(name: string, body: Record<string, unknown>): Promise<CalendarEvent> {
  const res = await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  ids[name] = res.body.id;
  return res.body;
}

const list = (query: string) => h.call<EventsList>('GET', `/calendars/primary/events?${query}`);
const names = (reply: { body: EventsList }): string[] => reply.body.items.map((e) => e.summary ?? '');

before(async () => {
  h = await startCalendar();
  await add('late', timed('Late', '2026-01-22T18:00:00+01:00', '2026-01-22T19:00:00+01:00'));
  await add(
    'early',
    timed('Early', '2026-01-20T08:00:00+01:00', '2026-01-20T09:00:00+01:00', { location: 'Harbour' }),
  );
  await add('allday', { summary: 'Holiday', start: { date: '2026-01-21' }, end: { date: '2026-01-22' } });
  h.clock.advance(60_000);
  await add(
    'mid',
    timed('Middle', '2026-01-21T12:00:00+01:00', '2026-01-21T13:00:00+01:00', {
      description: 'About the harbour project',
      attendees: [{ email: 'ana@example.com', displayName: 'Ana Lima' }],
    }),
  );
});
after(() => h.close());

describe('events.list', () => {
  test('the envelope has the public shape', async () => {
    const res = await list('');
    assert.equal(res.status, 200);
    assert.equal(res.body.kind, 'calendar#events');
    assert.match(res.body.etag, /^"\d+"$/);
    assert.equal(res.body.summary, 'alice@example.com');
    assert.equal(res.body.timeZone, 'UTC');
    assert.equal(res.body.accessRole, 'owner');
    assert.deepEqual(res.body.defaultReminders, []);
    assert.equal(typeof res.body.nextSyncToken, 'string');
    assert.equal(res.body.nextPageToken, undefined);
    assert.deepEqual(names(res), ['Early', 'Holiday', 'Middle', 'Late']);
  });

  test('timeMin and timeMax select overlapping events (end after timeMin, start before timeMax)', async () => {
    const res = await list(
      `timeMin=${encodeURIComponent('2026-01-20T08:30:00+01:00')}&timeMax=2026-01-21T11:00:00Z`,
    );
    assert.deepEqual(names(res), ['Early', 'Holiday']);
    const empty = await list('timeMin=2026-01-21T00:00:00Z&timeMax=2026-01-20T00:00:00Z');
    assert.equal(empty.status, 400);
    assert.equal(reasonOf(empty), 'timeRangeEmpty');
    assert.equal((await list('timeMin=yesterday')).status, 400);
  });

  test('q matches words in summary, description, location and attendees', async () => {
    assert.deepEqual(names(await list('q=harbour')), ['Early', 'Middle']);
    assert.deepEqual(names(await list('q=ana%20project')), ['Middle']);
    assert.deepEqual(names(await list('q=nothing-like-this')), []);
  });

  test('orderBy=startTime needs singleEvents=true; updated orders by last change', async () => {
    const bad = await list('orderBy=startTime');
    assert.equal(bad.status, 400);
    assert.equal((await list('orderBy=startTime&singleEvents=true')).status, 200);
    assert.deepEqual(names(await list('orderBy=updated')).slice(-1), ['Middle']);
    assert.equal((await list('orderBy=random')).status, 400);
  });

  test('updatedMin keeps events changed at or after it', async () => {
    assert.deepEqual(names(await list('updatedMin=2026-01-15T09:00:30Z')), ['Middle']);
  });

  test('maxResults and pageToken page through all events; a token of another query is 400', async () => {
    const first = await list('maxResults=3');
    assert.deepEqual(names(first), ['Early', 'Holiday', 'Middle']);
    assert.equal(first.body.nextSyncToken, undefined);
    const token = first.body.nextPageToken ?? '';
    const second = await list(`maxResults=3&pageToken=${token}`);
    assert.deepEqual(names(second), ['Late']);
    assert.equal(second.body.nextPageToken, undefined);
    assert.equal(typeof second.body.nextSyncToken, 'string');
    assert.equal((await list(`maxResults=2&pageToken=${token}`)).status, 400);
    assert.equal((await list('pageToken=garbage')).status, 400);
    assert.equal((await list('maxResults=0')).status, 400);
  });

  test('showDeleted lists deleted events as cancelled; a sync token reports only later changes', async () => {
    const sync = (await list('')).body.nextSyncToken ?? '';
    const gone = await add('gone', timed('Gone', '2026-01-23T10:00:00Z', '2026-01-23T11:00:00Z'));
    assert.equal((await h.call('DELETE', `/calendars/primary/events/${gone.id}`)).status, 204);
    assert.deepEqual(names(await list('q=gone')), []);
    const shown = await list('q=gone&showDeleted=true');
    assert.deepEqual(
      shown.body.items.map((e) => [e.summary, e.status]),
      [['Gone', 'cancelled']],
    );
    const changes = await list(`syncToken=${sync}`);
    assert.deepEqual(
      changes.body.items.map((e) => [e.id, e.status]),
      [[gone.id, 'cancelled']],
    );
    const next = changes.body.nextSyncToken ?? '';
    assert.deepEqual((await list(`syncToken=${next}`)).body.items, []);
    assert.equal((await list(`syncToken=${sync}&q=x`)).status, 400);
  });

  test('eventTypes filters by type', async () => {
    await add('focus', {
      ...timed('Focus', '2026-01-24T09:00:00Z', '2026-01-24T11:00:00Z'),
      eventType: 'focusTime',
    });
    assert.deepEqual(names(await list('eventTypes=focusTime')), ['Focus']);
    assert.equal((await list('eventTypes=party')).status, 400);
  });

  test('timeZone names the zone of the answer; an unknown zone is 400', async () => {
    assert.equal((await list('timeZone=Europe/Lisbon')).body.timeZone, 'Europe/Lisbon');
    assert.equal((await list('timeZone=Moon/Base')).status, 400);
  });
});
