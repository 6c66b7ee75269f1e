import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarListPage, EventsList } from '../../../src/shared/wire/calendar.ts';
import { startCalendar, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startCalendar({ seed: true });
});
after(() => h.close());

describe("alice's demo calendars", () => {
  test('a primary and two secondary calendars, each with a color', async () => {
    const res = await h.call<CalendarListPage>('GET', '/users/me/calendarList');
    assert.deepEqual(
      res.body.items.map((e) => [e.summary, e.primary ?? false, e.timeZone]),
      [
        ['alice@example.com', true, 'Europe/Berlin'],
        ['Work', false, 'Europe/Berlin'],
        ['Family', false, 'Europe/Berlin'],
      ],
    );
    for (const e of res.body.items) assert.match(e.backgroundColor ?? '', /^#[0-9a-f]{6}$/);
    assert.equal(new Set(res.body.items.map((e) => e.colorId)).size, 3);
  });

  test('about eighty events over the past week and the next four weeks, of every kind', async () => {
    const ids = (await h.call<CalendarListPage>('GET', '/users/me/calendarList')).body.items.map((e) => e.id);
    const timeMin = new Date(h.clock.now() - 8 * 86_400_000).toISOString();
    const timeMax = new Date(h.clock.now() + 29 * 86_400_000).toISOString();
    const stored = [];
    const expanded = [];
    for (const id of ids) {
      const q = `timeMin=${timeMin}&timeMax=${timeMax}&maxResults=2500`;
      stored.push(
        ...(await h.call<EventsList>('GET', `/calendars/${encodeURIComponent(id)}/events?${q}`)).body.items,
      );
      expanded.push(
        ...(
          await h.call<EventsList>(
            'GET',
            `/calendars/${encodeURIComponent(id)}/events?${q}&singleEvents=true`,
          )
        ).body.items,
      );
    }
    assert.ok(stored.length >= 60 && stored.length <= 90, `${stored.length} stored events`);
    assert.ok(expanded.length >= 80, `${expanded.length} events once recurring ones are expanded`);
    assert.ok(stored.some((e) => e.recurrence?.[0]?.includes('FREQ=WEEKLY')));
    assert.ok(stored.some((e) => e.eventType === 'outOfOffice'));
    assert.ok(stored.some((e) => e.eventType === 'focusTime'));
    assert.ok(
      stored.some((e) => e.start.date !== undefined),
      'all-day',
    );
    assert.ok(
      stored.some(
        (e) =>
          e.start.date !== undefined &&
          e.end.date !== undefined &&
          Date.parse(e.end.date) - Date.parse(e.start.date) > 86_400_000,
      ),
      'multi-day',
    );
    assert.ok(stored.some((e) => (e.attendees?.length ?? 0) > 2));
    assert.ok(stored.some((e) => e.location !== undefined));
    assert.ok(stored.some((e) => e.description !== undefined));
    assert.ok(
      stored.some((e) => Date.parse(e.start.dateTime ?? '') < h.clock.now()),
      'some in the past',
    );
  });
});
