/**
 * Recurrence work is bounded (docs/security.md#bounded-work-per-request): hostile rules are refused at
 * write with the API's error body, or cost a counted number of rrule steps (periods examined plus matching
 * dates, reported by the meter's watcher), never wall time.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Reply } from './harness.ts';
import { ceiling, counted, insert } from './recurrence-fixture.ts';

/** The API's 400 body for a bad recurrence value. */
const invalid = (message: string) => ({
  error: {
    code: 400,
    message,
    errors: [{ domain: 'global', reason: 'invalid', message }],
    status: 'INVALID_ARGUMENT',
  },
});

function assertRefused(reply: Reply, message: string): void {
  assert.equal(reply.status, 400);
  assert.deepEqual(reply.body, invalid(message));
}

describe('recurrence bounds at write', () => {
  test('a rule that never matches is 400 after its period budget, not after walking to 9999', async () => {
    const { reply, runs: made } = await counted(() => insert(['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']));
    assertRefused(
      reply,
      'Invalid value for recurrence[0]: the rule has no occurrence within 2600 days of the start.',
    );
    assert.deepEqual(
      made.map((r) => [r.purpose, r.periods, r.matches, r.exhausted]),
      [['write', 2601, 0, true]],
    );
    for (const [rule, words] of [
      ['FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30', '1000 weeks'],
      ['FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30', '2000 months'],
      ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', '800 years'],
      ['FREQ=DAILY;INTERVAL=7;BYDAY=TU', '2600 days'],
    ] as const) {
      const again = await counted(() => insert([`RRULE:${rule}`]));
      assertRefused(
        again.reply,
        `Invalid value for recurrence[0]: the rule has no occurrence within ${words} of the start.`,
      );
      assert.equal(again.runs.length, 1);
      assert.ok((again.runs[0]?.steps ?? Infinity) <= ceiling(again.runs[0]?.freq ?? 0), rule);
    }
  });

  test('EXRULE is refused, naming its line, before any rule is run', async () => {
    const lines = ['RRULE:FREQ=DAILY', ...Array.from({ length: 99 }, () => 'EXRULE:FREQ=DAILY;BYDAY=MO')];
    const { reply, runs: made } = await counted(() => insert(lines));
    assertRefused(
      reply,
      'Invalid value for recurrence[1]: EXRULE is not supported; list the dates to leave out in an EXDATE line.',
    );
    assert.equal(made.length, 0);
  });

  test('a second RRULE is refused', async () => {
    const reply = await insert(['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY']);
    assertRefused(reply, 'Invalid value for recurrence[1]: an event has at most one RRULE.');
  });

  test('COUNT is capped at 730, and a counted series must end within its period budget', async () => {
    assertRefused(
      await insert(['RRULE:FREQ=DAILY;COUNT=1000000000']),
      'Invalid value for recurrence[0]: the rule has a COUNT above 730.',
    );
    const sparse = await counted(() =>
      insert(
        ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=700'],
        '2028-02-29T09:00:00Z',
        '2028-02-29T10:00:00Z',
      ),
    );
    assertRefused(
      sparse.reply,
      "Invalid value for recurrence[0]: the rule's COUNT occurrences span more than 2600 days.",
    );
    assert.deepEqual(
      sparse.runs.map((r) => [r.periods, r.matches, r.exhausted]),
      [[2601, 2, true]],
    );
    const dense = await counted(() => insert(['RRULE:FREQ=DAILY;COUNT=730']));
    assert.equal(dense.reply.status, 200);
    assert.deepEqual(
      dense.runs.map((r) => [r.periods, r.matches, r.exhausted]),
      [[729, 730, false]],
    );
  });

  test('RDATE and EXDATE hold at most 100 values together', async () => {
    const dates = (n: number, day0: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `2027${String(1 + Math.floor((day0 + i) / 28)).padStart(2, '0')}${String(1 + ((day0 + i) % 28)).padStart(2, '0')}`,
      );
    assert.equal(
      (await insert([`RDATE:${dates(60, 0).join(',')}`, `EXDATE:${dates(40, 100).join(',')}`])).status,
      200,
    );
    assertRefused(
      await insert([`RDATE:${dates(60, 0).join(',')}`, `EXDATE:${dates(41, 100).join(',')}`]),
      'Invalid value for recurrence[1]: an event lists at most 100 RDATE and EXDATE values.',
    );
  });

  test('sub-daily rules stay refused', async () => {
    assertRefused(
      await insert(['RRULE:FREQ=HOURLY']),
      'Invalid value for recurrence[0]: the rule repeats more often than daily.',
    );
    assertRefused(
      await insert(['RRULE:FREQ=DAILY;BYHOUR=1,2,3']),
      'Invalid value for recurrence[0]: the rule sets BYHOUR, BYMINUTE or BYSECOND.',
    );
  });
});
