import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { errorOf, reasonOf, startCalendar, timed, TOKENS, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startCalendar();
});
after(() => h.close());

const lunch = () =>
  timed('Lunch', '2026-01-20T12:30:00+01:00', '2026-01-20T13:30:00+01:00', {
    location: 'Café',
    description: 'Talk about plans',
    attendees: [{ email: 'ana@example.com' }, { email: 'bob@other.example', optional: true }],
  });

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

describe('patch and update (seed 002, rules 1 and 2)', () => {
  test('patch: given fields replace, others stay, a given array overwrites the old one', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('PATCH', `/calendars/primary/events/${e.id}`, {
      body: { summary: 'Long lunch', attendees: [{ email: 'chen@example.com' }] },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.summary, 'Long lunch');
    assert.equal(res.body.location, 'Café');
    assert.equal(res.body.description, 'Talk about plans');
    assert.deepEqual(res.body.start, e.start);
    assert.deepEqual(res.body.attendees, [{ email: 'chen@example.com', responseStatus: 'needsAction' }]);
    assert.notEqual(res.body.etag, e.etag);
    assert.equal(res.body.sequence, 0, 'no time change, same sequence');
  });

  test('patch with null clears a field; a time change raises the sequence', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('PATCH', `/calendars/primary/events/${e.id}`, {
      body: { location: null, end: { dateTime: '2026-01-20T14:00:00+01:00' } },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.location, undefined);
    assert.deepEqual(res.body.end, { dateTime: '2026-01-20T14:00:00+01:00' });
    assert.equal(res.body.sequence, 1);
  });

  test('update replaces the whole event: fields not sent are gone', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('PUT', `/calendars/primary/events/${e.id}`, {
      body: timed('Dinner', '2026-01-20T19:00:00+01:00', '2026-01-20T21:00:00+01:00'),
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.summary, 'Dinner');
    assert.equal(res.body.location, undefined);
    assert.equal(res.body.description, undefined);
    assert.equal(res.body.attendees, undefined);
    assert.equal(res.body.id, e.id);
    assert.equal(res.body.iCalUID, e.iCalUID);
    assert.equal(res.body.created, e.created);
    const partial = await h.call<CalendarEvent>('PUT', `/calendars/primary/events/${e.id}`, {
      body: { summary: 'no times' },
    });
    assert.equal(partial.status, 400);
    assert.equal(
      (await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`)).body.summary,
      'Dinner',
    );
  });

  test('a bad patch is 400 and leaves the event as it was', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('PATCH', `/calendars/primary/events/${e.id}`, {
      body: { summary: 'x', end: { dateTime: '2026-01-19T10:00:00+01:00' } },
    });
    assert.equal(res.status, 400);
    assert.deepEqual((await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`)).body, e);
  });

  test('the type of an event cannot change through update', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('PUT', `/calendars/primary/events/${e.id}`, {
      body: { ...lunch(), eventType: 'focusTime' },
    });
    assert.equal(res.status, 400);
    assert.equal(reasonOf(res), 'eventTypeRestriction');
  });
});

describe('ETags', () => {
  test('If-Match with the current tag succeeds; a stale tag is 412 and changes nothing', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const ok = await h.call<CalendarEvent>('PATCH', `/calendars/primary/events/${e.id}`, {
      body: { summary: 'v2' },
      headers: { 'If-Match': e.etag },
    });
    assert.equal(ok.status, 200);
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const stale = await h.call<CalendarEvent>(method, `/calendars/primary/events/${e.id}`, {
        body: method === 'DELETE' ? undefined : lunch(),
        headers: { 'If-Match': e.etag },
      });
      assert.equal(stale.status, 412, method);
      assert.equal(reasonOf(stale), 'conditionNotMet');
      assert.equal(errorOf(stale)?.status, 'FAILED_PRECONDITION');
    }
    assert.deepEqual((await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`)).body, ok.body);
  });

  test('If-None-Match with the current tag is 304', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`, {
      headers: { 'If-None-Match': e.etag },
    });
    assert.equal(res.status, 304);
  });

  test('a stale If-Match is 412 on calendars, calendarList and acl writes too, and changes nothing', async () => {
    const paths = [
      '/calendars/primary',
      '/users/me/calendarList/primary',
      '/calendars/primary/acl/user:alice@example.com',
    ];
    for (const path of paths) {
      const current = await h.call<{ etag: string }>('GET', path);
      assert.equal(current.status, 200, path);
      const stale = current.body.etag.replace(/\d"$/, (d) => `${(Number(d[0]) + 1) % 10}"`);
      for (const method of ['PATCH', 'PUT']) {
        const refused = await h.call(method, path, { body: {}, headers: { 'If-Match': stale } });
        assert.equal(refused.status, 412, `${method} ${path}`);
        assert.equal(reasonOf(refused), 'conditionNotMet', `${method} ${path}`);
      }
      assert.deepEqual((await h.call('GET', path)).body, current.body, path);
    }
  });

  test('every resource carries an etag', async () => {
    const paths = [
      '/calendars/primary',
      '/users/me/calendarList/primary',
      '/users/me/calendarList',
      '/calendars/primary/acl',
      '/calendars/primary/events',
      '/users/me/settings',
      '/users/me/settings/timezone',
    ];
    for (const path of paths) {
      const res = await h.call<{ etag: string; items?: { etag: string }[] }>('GET', path);
      assert.equal(res.status, 200, path);
      assert.match(res.body.etag, /^"\d+"$/, path);
      for (const item of res.body.items ?? []) assert.match(item.etag, /^"\d+"$/, path);
    }
  });
});

describe('events.delete', () => {
  test('delete answers 204; the event is gone for get and list, and listed as cancelled with showDeleted', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('DELETE', `/calendars/primary/events/${e.id}`);
    assert.equal(res.status, 204);
    assert.equal(res.body, undefined);
    assert.equal((await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`)).status, 404);
    assert.equal((await h.call<CalendarEvent>('DELETE', `/calendars/primary/events/${e.id}`)).status, 404);
    const uid = encodeURIComponent(e.iCalUID);
    assert.deepEqual(
      (await h.call<EventsList>('GET', `/calendars/primary/events?iCalUID=${uid}`)).body.items,
      [],
    );
    const shown = await h.call<EventsList>(
      'GET',
      `/calendars/primary/events?iCalUID=${uid}&showDeleted=true`,
    );
    assert.equal(shown.body.items[0]?.status, 'cancelled');
  });

  test('a reader cannot write: 403 and nothing changes', async () => {
    const e = (await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: lunch() })).body;
    const res = await h.call<CalendarEvent>('DELETE', `/calendars/primary/events/${e.id}`, {
      token: TOKENS.aliceRead,
    });
    assert.equal(res.status, 403);
    assert.equal((await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.id}`)).status, 200);
  });
});
