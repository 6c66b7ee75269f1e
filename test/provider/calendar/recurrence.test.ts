import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, type Harness } from './harness.ts';

let h: Harness;
let weekly: CalendarEvent;

const post = (body: Record<string, unknown>) =>
  h.call<CalendarEvent>('POST', '/calendars/primary/events', { body });
const starts = (list: EventsList): string[] => list.items.map((e) => e.start.dateTime ?? e.start.date ?? '');

before(async () => {
  h = await startCalendar();
  // Mondays 09:00 in Berlin, across the change to summer time on 2026-03-29.
  weekly = (
    await post({
      summary: 'Stand-up',
      start: { dateTime: '2026-03-16T09:00:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-16T09:15:00', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    })
  ).body;
});
after(() => h.close());

describe('recurring events', () => {
  test('a recurring event is stored with its recurrence and listed once without singleEvents', async () => {
    assert.deepEqual(weekly.recurrence, ['RRULE:FREQ=WEEKLY;COUNT=4']);
    const res = await h.call<EventsList>('GET', '/calendars/primary/events');
    assert.deepEqual(
      res.body.items.map((e) => e.id),
      [weekly.id],
    );
  });

  test('instances keep the wall time across a DST change, with ids, recurringEventId and originalStartTime', async () => {
    const res = await h.call<EventsList>('GET', `/calendars/primary/events/${weekly.id}/instances`);
    assert.equal(res.status, 200);
    assert.deepEqual(starts(res.body), [
      '2026-03-16T09:00:00+01:00',
      '2026-03-23T09:00:00+01:00',
      '2026-03-30T09:00:00+02:00',
      '2026-04-06T09:00:00+02:00',
    ]);
    const third = res.body.items[2];
    assert.equal(third?.id, `${weekly.id}_20260330T070000Z`);
    assert.equal(third.recurringEventId, weekly.id);
    assert.deepEqual(third.originalStartTime, {
      dateTime: '2026-03-30T09:00:00+02:00',
      timeZone: 'Europe/Berlin',
    });
    assert.deepEqual(third.end, { dateTime: '2026-03-30T09:15:00+02:00', timeZone: 'Europe/Berlin' });
    assert.equal(third.recurrence, undefined);
  });

  test('singleEvents=true expands recurring events in the window, in start order', async () => {
    await post({
      summary: 'One-off',
      start: { dateTime: '2026-03-25T12:00:00Z' },
      end: { dateTime: '2026-03-25T13:00:00Z' },
    });
    const res = await h.call<EventsList>(
      'GET',
      '/calendars/primary/events?singleEvents=true&orderBy=startTime&timeMin=2026-03-20T00:00:00Z&timeMax=2026-04-01T00:00:00Z',
    );
    assert.deepEqual(
      res.body.items.map((e) => e.summary),
      ['Stand-up', 'One-off', 'Stand-up'],
    );
    assert.deepEqual(starts(res.body), [
      '2026-03-23T09:00:00+01:00',
      '2026-03-25T12:00:00Z',
      '2026-03-30T09:00:00+02:00',
    ]);
  });

  test('instances with originalStart picks one instance', async () => {
    const res = await h.call<EventsList>(
      'GET',
      `/calendars/primary/events/${weekly.id}/instances?originalStart=${encodeURIComponent('2026-03-30T09:00:00+02:00')}`,
    );
    assert.deepEqual(
      res.body.items.map((e) => e.id),
      [`${weekly.id}_20260330T070000Z`],
    );
  });

  test('an instance is got by its id; patching it stores an exception that replaces it', async () => {
    const id = `${weekly.id}_20260323T080000Z`;
    const got = await h.call<CalendarEvent>('GET', `/calendars/primary/events/${id}`);
    assert.equal(got.status, 200);
    assert.equal(got.body.id, id);
    const patched = await h.call<CalendarEvent>('PATCH', `/calendars/primary/events/${id}`, {
      body: { summary: 'Stand-up (long)', end: { dateTime: '2026-03-23T10:00:00+01:00' } },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.recurringEventId, weekly.id);
    const res = await h.call<EventsList>('GET', `/calendars/primary/events/${weekly.id}/instances`);
    assert.deepEqual(
      res.body.items.map((e) => e.summary),
      ['Stand-up', 'Stand-up (long)', 'Stand-up', 'Stand-up'],
    );
    assert.equal(res.body.items[1]?.end.dateTime, '2026-03-23T10:00:00+01:00');
  });

  test('deleting an instance cancels just that one', async () => {
    const id = `${weekly.id}_20260406T070000Z`;
    assert.equal((await h.call('DELETE', `/calendars/primary/events/${id}`)).status, 204);
    const res = await h.call<EventsList>('GET', `/calendars/primary/events/${weekly.id}/instances`);
    assert.equal(res.body.items.length, 3);
    const all = await h.call<EventsList>(
      'GET',
      `/calendars/primary/events/${weekly.id}/instances?showDeleted=true`,
    );
    assert.deepEqual(
      all.body.items.map((e) => e.status),
      ['confirmed', 'confirmed', 'confirmed', 'cancelled'],
    );
    assert.equal((await h.call('GET', `/calendars/primary/events/${id}`)).status, 404);
  });

  test('an id that is not an instance of the rule is 404', async () => {
    assert.equal(
      (await h.call('GET', `/calendars/primary/events/${weekly.id}_20260324T080000Z`)).status,
      404,
    );
    assert.equal(
      (await h.call('GET', `/calendars/primary/events/${weekly.id}_20270405T070000Z`)).status,
      404,
    );
  });

  test('all-day recurring events expand to dates; EXDATE removes one', async () => {
    const bins = (
      await post({
        summary: 'Bins',
        start: { date: '2026-05-01' },
        end: { date: '2026-05-02' },
        recurrence: ['RRULE:FREQ=DAILY;INTERVAL=7;UNTIL=20260531', 'EXDATE;VALUE=DATE:20260508'],
      })
    ).body;
    const res = await h.call<EventsList>('GET', `/calendars/primary/events/${bins.id}/instances`);
    assert.deepEqual(starts(res.body), ['2026-05-01', '2026-05-15', '2026-05-22', '2026-05-29']);
    assert.equal(res.body.items[0]?.id, `${bins.id}_20260501`);
    assert.deepEqual(res.body.items[0].end, { date: '2026-05-02' });
  });

  test('endless rules are expanded only within the window', async () => {
    const daily = (
      await post({
        summary: 'Daily',
        start: { dateTime: '2026-06-01T07:00:00Z' },
        end: { dateTime: '2026-06-01T07:30:00Z' },
        recurrence: ['RRULE:FREQ=DAILY'],
      })
    ).body;
    const res = await h.call<EventsList>(
      'GET',
      `/calendars/primary/events?singleEvents=true&q=daily&timeMin=2026-06-10T00:00:00Z&timeMax=2026-06-13T00:00:00Z`,
    );
    assert.deepEqual(
      res.body.items.map((e) => e.id),
      [`${daily.id}_20260610T070000Z`, `${daily.id}_20260611T070000Z`, `${daily.id}_20260612T070000Z`],
    );
  });

  test('an unreadable rule is 400 and stores nothing', async () => {
    for (const recurrence of [
      ['RRULE:FREQ=WEEKLY;BYDAY=XX'],
      ['FOO:BAR'],
      'RRULE:FREQ=DAILY',
      ['EXDATE:2026'],
      ['RRULE:FREQ=SECONDLY'],
      ['RRULE:FREQ=HOURLY'],
      ['RRULE:FREQ=DAILY;BYMINUTE=1,2,3'],
    ]) {
      const res = await post({
        summary: 'Bad',
        start: { dateTime: '2026-06-01T07:00:00Z' },
        end: { dateTime: '2026-06-01T08:00:00Z' },
        recurrence,
      });
      assert.equal(res.status, 400, JSON.stringify(recurrence));
      assert.equal(reasonOf(res), 'invalid');
    }
    assert.deepEqual((await h.call<EventsList>('GET', '/calendars/primary/events?q=bad')).body.items, []);
  });
});
