/** events.patch, events.update, their ETags and events.delete. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { errorOf, reasonOf, lunch, startCalendar, timed, TOKENS, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startCalendar();
});
after(() => h.close());

describe('patch and update (the public reference: patch merges, update replaces)', () => {
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
