import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Calendar, CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, timed, TOKENS, type Harness } from './harness.ts';

let h: Harness;
let work: Calendar;

const post = (path: string, body?: unknown) => h.call<CalendarEvent>('POST', path, { body });
const uidList = (calendar: string, uid: string) =>
  h.call<EventsList>(
    'GET',
    `/calendars/${encodeURIComponent(calendar)}/events?iCalUID=${encodeURIComponent(uid)}`,
  );

before(async () => {
  h = await startCalendar();
  work = (
    await h.call<Calendar>('POST', '/calendars', { body: { summary: 'Work', timeZone: 'Europe/Berlin' } })
  ).body;
});
after(() => h.close());

describe('events.import (docs/calendar.md, import)', () => {
  const imported = {
    iCalUID: 'meeting-42@elsewhere.example',
    summary: 'Imported meeting',
    organizer: { email: 'boss@elsewhere.example', displayName: 'The Boss' },
    start: { dateTime: '2026-01-21T10:00:00Z' },
    end: { dateTime: '2026-01-21T11:00:00Z' },
  };

  test('a default event is imported as a private copy that keeps its iCalUID and organizer', async () => {
    const res = await post('/calendars/primary/events/import', imported);
    assert.equal(res.status, 200);
    assert.equal(res.body.iCalUID, imported.iCalUID);
    assert.equal(res.body.eventType, 'default');
    assert.deepEqual(res.body.organizer, imported.organizer);
    assert.notEqual(res.body.id, imported.iCalUID);
    const again = await post('/calendars/primary/events/import', { ...imported, summary: 'Renamed' });
    assert.equal(again.body.id, res.body.id, 'importing the same iCalUID again updates the copy');
    const found = await uidList('primary', imported.iCalUID);
    assert.deepEqual(
      found.body.items.map((e) => e.summary),
      ['Renamed'],
    );
  });

  test('events of other types are refused with 400 (the deprecated conversion is not applied)', async () => {
    for (const eventType of ['outOfOffice', 'focusTime', 'workingLocation', 'fromMail']) {
      const res = await post('/calendars/primary/events/import', {
        ...imported,
        iCalUID: `x-${eventType}`,
        eventType,
      });
      assert.equal(res.status, 400, eventType);
      assert.equal(reasonOf(res), 'eventTypeRestriction');
      assert.deepEqual((await uidList('primary', `x-${eventType}`)).body.items, []);
    }
  });

  test('an import needs an iCalUID', async () => {
    const res = await post('/calendars/primary/events/import', { ...imported, iCalUID: undefined });
    assert.equal(res.status, 400);
    assert.equal(reasonOf(res), 'required');
  });
});

describe('events.move (docs/calendar.md, move)', () => {
  test('a default event moves to the destination, which becomes its organizer', async () => {
    const e = (
      await post(
        '/calendars/primary/events',
        timed('Move me', '2026-01-22T10:00:00Z', '2026-01-22T11:00:00Z'),
      )
    ).body;
    const res = await post(
      `/calendars/primary/events/${e.id}/move?destination=${encodeURIComponent(work.id)}`,
    );
    assert.equal(res.status, 200);
    assert.equal(res.body.id, e.id);
    assert.deepEqual(res.body.organizer, { email: work.id, displayName: 'Work', self: true });
    assert.equal((await h.call('GET', `/calendars/primary/events/${e.id}`)).status, 404);
    const there = await h.call<CalendarEvent>(
      'GET',
      `/calendars/${encodeURIComponent(work.id)}/events/${e.id}`,
    );
    assert.equal(there.status, 200);
    assert.equal(there.body.summary, 'Move me');
  });

  test('destination is required', async () => {
    const e = (
      await post('/calendars/primary/events', timed('Stay', '2026-01-22T10:00:00Z', '2026-01-22T11:00:00Z'))
    ).body;
    const res = await post(`/calendars/primary/events/${e.id}/move`);
    assert.equal(res.status, 400);
    assert.equal(reasonOf(res), 'required');
  });

  test('outOfOffice, focusTime and workingLocation events cannot be moved: 400, and they stay', async () => {
    for (const eventType of ['outOfOffice', 'focusTime', 'workingLocation']) {
      const e = (
        await post('/calendars/primary/events', {
          ...timed(eventType, '2026-01-23T10:00:00Z', '2026-01-23T11:00:00Z'),
          eventType,
        })
      ).body;
      const res = await post(
        `/calendars/primary/events/${e.id}/move?destination=${encodeURIComponent(work.id)}`,
      );
      assert.equal(res.status, 400, eventType);
      assert.equal(reasonOf(res), 'eventTypeRestriction');
      assert.equal((await h.call('GET', `/calendars/primary/events/${e.id}`)).status, 200);
    }
  });

  test('a destination the caller cannot write is 404 (unknown) or 403 (read only)', async () => {
    const e = (
      await post('/calendars/primary/events', timed('Mine', '2026-01-22T10:00:00Z', '2026-01-22T11:00:00Z'))
    ).body;
    const unknown = await post(`/calendars/primary/events/${e.id}/move?destination=nobody%40example.com`);
    assert.equal(unknown.status, 404);
    // Bob shares his primary calendar with alice read-only.
    await h.call('POST', '/calendars/primary/acl', {
      token: TOKENS.bob,
      body: { scope: { type: 'user', value: 'alice@example.com' }, role: 'reader' },
    });
    const readOnly = await post(`/calendars/primary/events/${e.id}/move?destination=bob%40other.example`);
    assert.equal(readOnly.status, 403);
    assert.equal((await h.call('GET', `/calendars/primary/events/${e.id}`)).status, 200);
  });
});

describe('events.quickAdd', () => {
  const quick = (text: string, calendar = 'primary') =>
    post(`/calendars/${encodeURIComponent(calendar)}/events/quickAdd?text=${encodeURIComponent(text)}`);

  test('"Lunch with Ana tomorrow 12:30" is a one-hour event tomorrow at 12:30', async () => {
    const res = await quick('Lunch with Ana tomorrow 12:30');
    assert.equal(res.status, 200);
    assert.equal(res.body.summary, 'Lunch with Ana');
    assert.deepEqual(res.body.start, { dateTime: '2026-01-16T12:30:00Z', timeZone: 'UTC' });
    assert.deepEqual(res.body.end, { dateTime: '2026-01-16T13:30:00Z', timeZone: 'UTC' });
  });

  test('times are read in the calendar time zone', async () => {
    const res = await quick('Lunch with Ana tomorrow 12:30', work.id);
    assert.deepEqual(res.body.start, { dateTime: '2026-01-16T12:30:00+01:00', timeZone: 'Europe/Berlin' });
  });

  test('weekdays, ranges, durations, dates and all-day events', async () => {
    const cases: [string, string, unknown, unknown][] = [
      [
        'Dentist on Friday at 3pm',
        'Dentist',
        { dateTime: '2026-01-16T15:00:00Z' },
        { dateTime: '2026-01-16T16:00:00Z' },
      ],
      [
        'Call Bob 3-4pm tomorrow',
        'Call Bob',
        { dateTime: '2026-01-16T15:00:00Z' },
        { dateTime: '2026-01-16T16:00:00Z' },
      ],
      [
        'Team dinner next Monday 19:00 for 2 hours',
        'Team dinner',
        { dateTime: '2026-01-19T19:00:00Z' },
        { dateTime: '2026-01-19T21:00:00Z' },
      ],
      [
        'Thursday yoga at noon',
        'yoga',
        { dateTime: '2026-01-15T12:00:00Z' },
        { dateTime: '2026-01-15T13:00:00Z' },
      ],
      ['Conference 2026-02-03', 'Conference', { date: '2026-02-03' }, { date: '2026-02-04' }],
      ["Ana's birthday 3 March", "Ana's birthday", { date: '2026-03-03' }, { date: '2026-03-04' }],
      ['Tax return Jan 10', 'Tax return', { date: '2027-01-10' }, { date: '2027-01-11' }],
      [
        'Think about things',
        'Think about things',
        { dateTime: '2026-01-15T10:00:00Z' },
        { dateTime: '2026-01-15T11:00:00Z' },
      ],
    ];
    for (const [text, summary, start, end] of cases) {
      const res = await quick(text);
      assert.equal(res.status, 200, text);
      assert.equal(res.body.summary, summary, text);
      const pick = (t: CalendarEvent['start']) =>
        t.date !== undefined ? { date: t.date } : { dateTime: t.dateTime };
      assert.deepEqual(pick(res.body.start), start, text);
      assert.deepEqual(pick(res.body.end), end, text);
    }
  });

  test('text is required', async () => {
    for (const path of [
      '/calendars/primary/events/quickAdd',
      '/calendars/primary/events/quickAdd?text=%20',
    ]) {
      const res = await post(path);
      assert.equal(res.status, 400);
      assert.equal(reasonOf(res), 'required');
    }
  });
});
