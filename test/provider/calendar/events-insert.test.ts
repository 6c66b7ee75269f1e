/** events.insert and events.get: the public shape, ids, times and attendees. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { errorOf, reasonOf, lunch, startCalendar, timed, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startCalendar();
});
after(() => h.close());

describe('events.insert and events.get', () => {
  test('insert answers the event in the public shape; get by the calendar-assigned id returns it', async () => {
    const created = await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() });
    assert.equal(created.status, 200);
    const e = created.body;
    assert.equal(e.kind, 'calendar#event');
    assert.match(e.etag, /^"\d+"$/);
    assert.match(e.id, /^[a-v0-9]{26}$/);
    assert.equal(e.iCalUID, `${e.id}@calendar.example.com`);
    assert.equal(e.status, 'confirmed');
    assert.equal(e.eventType, 'default');
    assert.equal(e.sequence, 0);
    assert.deepEqual(e.organizer, { email: 'alice@example.com', self: true });
    assert.deepEqual(e.creator, { email: 'alice@example.com' });
    assert.equal(e.created, '2026-01-15T09:00:00.000Z');
    assert.deepEqual(e.attendees?.[1], {
      email: 'bob@other.example',
      optional: true,
      responseStatus: 'needsAction',
    });

    const got = await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`);
    assert.equal(got.status, 200);
    assert.deepEqual(got.body, e);
    assert.equal(got.headers.get('ETag'), e.etag);
  });

  test('get by iCalUID is not a thing: 404; the iCalUID is found through list', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const byUid = await h.call<CalendarEvent>(
      'GET',
      `/calendars/primary/events/${encodeURIComponent(e.iCalUID)}`,
    );
    assert.equal(byUid.status, 404);
    assert.equal(reasonOf(byUid), 'notFound');
    const list = await h.call<EventsList>(
      'GET',
      `/calendars/primary/events?iCalUID=${encodeURIComponent(e.iCalUID)}`,
    );
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.items.map((i) => i.id),
      [e.id],
    );
  });

  test('a client-chosen id is kept; the same id again is 409 and changes nothing', async () => {
    const first = await h.call<CalendarEvent>('POST', '/calendars/primary/events', {
      body: { ...lunch(), id: 'abcdef12345' },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.id, 'abcdef12345');
    const again = await h.call<CalendarEvent>('POST', '/calendars/primary/events', {
      body: { ...lunch(), id: 'abcdef12345', summary: 'Other' },
    });
    assert.equal(again.status, 409);
    assert.equal(reasonOf(again), 'duplicate');
    assert.equal(
      (await h.call<CalendarEvent>('GET', '/calendars/primary/events/abcdef12345')).body.summary,
      'Lunch',
    );
  });

  test('bad input is 400 naming the problem, and nothing is stored', async () => {
    const before = (await h.call<EventsList>('GET', '/calendars/primary/events')).body.items.length;
    const cases: [unknown, string][] = [
      [{ summary: 'x' }, 'required'],
      [timed('x', '2026-01-20T12:00:00+01:00', '2026-01-20T11:00:00+01:00'), 'timeRangeEmpty'],
      [{ start: { date: '2026-01-20' }, end: { dateTime: '2026-01-21T10:00:00Z' } }, 'invalid'],
      [{ start: { date: '2026-02-30' }, end: { date: '2026-03-01' } }, 'invalid'],
      [{ ...lunch(), id: 'UPPER_case' }, 'invalid'],
      [{ ...lunch(), colorId: '99' }, 'invalid'],
      [{ ...lunch(), attendees: [{ displayName: 'no email' }] }, 'invalid'],
      [{ ...lunch(), recurrence: ['RRULE:FREQ=SOMETIMES'] }, 'invalid'],
      [{ ...lunch(), start: { dateTime: '2026-01-20T12:30:00', timeZone: 'Mars/Olympus' } }, 'invalid'],
      [{ ...lunch(), eventType: 'fromMail' }, 'eventTypeRestriction'],
      [{ ...lunch(), focusTimeProperties: { chatStatus: 'doNotDisturb' } }, 'invalid'],
      ['not json', 'parseError'],
    ];
    for (const [body, reason] of cases) {
      const res = await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(reasonOf(res), reason, JSON.stringify(body));
      assert.equal(errorOf(res)?.status, 'INVALID_ARGUMENT');
    }
    assert.equal((await h.call<EventsList>('GET', '/calendars/primary/events')).body.items.length, before);
  });

  test('unknown calendar or event ids are 404 in the API error shape', async () => {
    const res = await h.call<CalendarEvent>('GET', '/calendars/nobody%40example.com/events/abcdef99999');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, {
      error: {
        code: 404,
        message: 'Not Found',
        errors: [{ domain: 'global', reason: 'notFound', message: 'Not Found' }],
        status: 'NOT_FOUND',
      },
    });
    assert.equal((await h.call<CalendarEvent>('GET', '/calendars/primary/events/abcdef99999')).status, 404);
  });
});
