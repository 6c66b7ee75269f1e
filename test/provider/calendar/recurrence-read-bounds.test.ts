/**
 * Recurrence work is bounded (docs/security.md#bounded-work-per-request): hostile rules are refused at
 * write with the API's error body, or cost a counted number of rrule steps (periods examined plus matching
 * dates, reported by the meter's watcher), never wall time.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { RRule } from '../../../src/provider/apis/calendar/services/rule-meter.ts';
import { ceiling, counted, h, insert } from './recurrence-fixture.ts';

describe('recurrence bounds at read', () => {
  test('a series from the year 0100 is read near the window: a few steps, the right instances', async () => {
    const { reply } = await counted(() =>
      insert(['RRULE:FREQ=WEEKLY;BYDAY=MO,TH'], '0100-03-01T09:00:00Z', '0100-03-01T10:00:00Z'),
    );
    assert.equal(reply.status, 200);
    const read = await counted(() =>
      h.call<EventsList>(
        'GET',
        `/calendars/primary/events/${reply.body.id}/instances?timeMin=2026-03-01T00:00:00Z&timeMax=2026-03-15T00:00:00Z`,
      ),
    );
    assert.deepEqual(
      read.reply.body.items.map((e) => e.start.dateTime),
      ['2026-03-02T09:00:00Z', '2026-03-05T09:00:00Z', '2026-03-09T09:00:00Z', '2026-03-12T09:00:00Z'],
    );
    assert.deepEqual(
      read.runs.map((r) => [r.purpose, r.periods, r.matches]),
      [['read', 3, 7]],
    );
  });

  test('a rule that matches once in years stops at its budget on every read', async () => {
    const { reply } = await counted(() =>
      insert(['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29'], '2028-02-29T09:00:00Z', '2028-02-29T10:00:00Z'),
    );
    assert.equal(reply.status, 200);
    for (const window of [
      'timeMin=2028-03-01T00:00:00Z&timeMax=2028-04-01T00:00:00Z',
      'timeMin=2028-03-01T00:00:00Z&timeMax=9999-01-01T00:00:00Z',
    ]) {
      const read = await counted(() =>
        h.call<EventsList>('GET', `/calendars/primary/events?singleEvents=true&q=bounded&${window}`),
      );
      assert.equal(read.reply.status, 200);
      const sparse = read.runs.filter((r) => r.freq === RRule.DAILY && r.matches <= 10);
      assert.ok(sparse.length > 0);
      for (const run of read.runs) assert.ok(run.steps <= ceiling(run.freq), JSON.stringify(run));
    }
  });
});

describe('reads far from DTSTART', () => {
  /** Benign rules of every frequency, with INTERVAL, WKST, BYSETPOS, week numbers and derived parts. */
  const RULES: [rule: string, start: string][] = [
    ['FREQ=DAILY;INTERVAL=3', '1990-01-02T09:00:00Z'],
    ['FREQ=DAILY;INTERVAL=2;BYMONTH=1;UNTIL=20400101T000000Z', '1990-01-02T09:00:00Z'],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,TH', '1990-01-04T09:00:00Z'],
    ['FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=SU,SA', '1990-01-06T09:00:00Z'],
    ['FREQ=WEEKLY;INTERVAL=5', '1991-07-17T18:30:00Z'],
    ['FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR', '1990-01-26T09:00:00Z'],
    ['FREQ=MONTHLY;BYMONTHDAY=31', '1990-01-31T09:00:00Z'],
    ['FREQ=MONTHLY;INTERVAL=7', '1990-01-31T09:00:00Z'],
    ['FREQ=MONTHLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '1990-01-31T09:00:00Z'],
    ['FREQ=YEARLY', '1992-02-29T09:00:00Z'],
    ['FREQ=YEARLY;INTERVAL=3', '1990-05-02T09:00:00Z'],
    ['FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', '1990-05-14T09:00:00Z'],
    ['FREQ=YEARLY;INTERVAL=2;BYMONTH=3;BYDAY=2SU', '1990-03-11T09:00:00Z'],
    ['FREQ=YEARLY;BYYEARDAY=-1,100', '1990-04-10T09:00:00Z'],
  ];
  const FROM = Date.UTC(2030, 0, 1);
  const TO = Date.UTC(2032, 6, 1);

  test('instances in a window decades after DTSTART are those of the whole rule, for few steps', async () => {
    for (const [rule, start] of RULES) {
      const startMs = Date.parse(start);
      const made = await h.call<CalendarEvent>('POST', '/calendars/primary/events', {
        body: {
          summary: 'Far',
          start: { dateTime: start, timeZone: 'UTC' },
          end: { dateTime: new Date(startMs + 1800_000).toISOString(), timeZone: 'UTC' },
          recurrence: [`RRULE:${rule}`],
        },
      });
      assert.equal(made.status, 200, rule);
      const read = await counted(() =>
        h.call<EventsList>(
          'GET',
          `/calendars/primary/events/${made.body.id}/instances?timeMin=${new Date(FROM).toISOString()}&timeMax=${new Date(TO).toISOString()}&maxResults=2500`,
        ),
      );
      // The same rule walked by rrule from DTSTART with no bound at all.
      const whole = new RRule({ ...RRule.parseString(rule), dtstart: new Date(startMs) })
        .between(new Date(FROM), new Date(TO - 1), true)
        .map((d) => d.getTime());
      assert.deepEqual(
        read.reply.body.items.map((e) => Date.parse(e.start.dateTime ?? '')),
        whole,
        rule,
      );
      assert.ok(whole.length > 0, rule);
      for (const run of read.runs) assert.ok(run.periods <= 2 * 366 * 3, `${rule}: ${JSON.stringify(run)}`);
    }
  });
});
