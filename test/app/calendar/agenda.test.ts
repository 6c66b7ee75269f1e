import { expect } from '@open-wc/testing';
import type { CalendarEvent } from '../../../src/shared/wire/calendar.ts';
import { buildAgenda, rowLabel, type AgendaEvent } from '../../../src/app/views/calendar/agenda.ts';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import {
  dayKeyOf,
  dateLabel,
  dayLabel,
  rangeLabel,
  timeLabel,
} from '../../../src/app/views/calendar/calendar-format.ts';

/** Thursday 2026-01-15 09:00Z = 10:00 in Berlin. */
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const BERLIN = { locale: 'en-GB', timeZone: 'Europe/Berlin' };

function ev(
  id: string,
  summary: string,
  start: CalendarEvent['start'],
  end: CalendarEvent['end'],
  extra: Partial<CalendarEvent> = {},
): AgendaEvent {
  return {
    calendarId: 'cal',
    calendarName: 'Work',
    color: '#123456',
    event: {
      kind: 'calendar#event',
      etag: '"1"',
      id,
      status: 'confirmed',
      created: '',
      updated: '',
      summary,
      start,
      end,
      iCalUID: id,
      sequence: 0,
      eventType: 'default',
      ...extra,
    },
  };
}

const timed = (id: string, summary: string, start: string, end: string) =>
  ev(id, summary, { dateTime: start }, { dateTime: end });

describe('agenda grouping', () => {
  it('groups rows by the TV’s days, all-day events first, then by start time; today is marked', () => {
    const rows = buildAgenda(
      [
        timed('b', 'Lunch', '2026-01-15T11:30:00Z', '2026-01-15T12:30:00Z'),
        timed('a', 'Breakfast', '2026-01-15T07:00:00Z', '2026-01-15T08:00:00Z'),
        ev('c', 'Holiday', { date: '2026-01-15' }, { date: '2026-01-16' }),
        timed('d', 'Dinner', '2026-01-16T18:00:00Z', '2026-01-16T19:00:00Z'),
      ],
      BERLIN,
      NOW,
      '2026-01-15',
      '2026-01-29',
    );
    expect(rows.map((r) => [r.dayKey, r.item.event.summary, r.time, r.firstOfDay, r.today])).to.deep.equal([
      ['2026-01-15', 'Holiday', 'All day', true, true],
      ['2026-01-15', 'Breakfast', '08:00 – 09:00', false, true],
      ['2026-01-15', 'Lunch', '12:30 – 13:30', false, true],
      ['2026-01-16', 'Dinner', '19:00 – 20:00', true, false],
    ]);
    expect(rows[0]?.dayLabel).to.equal('Thursday 15 January');
  });

  it('names each row for a screen reader: day (today said so), time, title and place', () => {
    const rows = buildAgenda(
      [
        ev(
          'a',
          'Standup',
          { dateTime: '2026-01-15T08:00:00Z' },
          { dateTime: '2026-01-15T08:15:00Z' },
          {
            location: 'Room 3',
          },
        ),
        timed('b', 'Dinner', '2026-01-16T18:00:00Z', '2026-01-16T19:00:00Z'),
      ],
      BERLIN,
      NOW,
      '2026-01-15',
      '2026-01-29',
    );
    expect(rows.map(rowLabel)).to.deep.equal([
      // Each starts with the words its row shows (WCAG 2.5.3).
      'Today, 15 January, 09:00 – 09:15, Standup, Room 3',
      'Friday, 16 January, 19:00 – 20:00, Dinner',
    ]);
  });

  it('names a row under its day’s first with what it shows, then its day', () => {
    const rows = buildAgenda(
      [
        timed('a', 'Lunch', '2026-01-16T11:00:00Z', '2026-01-16T12:00:00Z'),
        timed('b', 'Dinner', '2026-01-16T18:00:00Z', '2026-01-16T19:00:00Z'),
      ],
      BERLIN,
      NOW,
      '2026-01-15',
      '2026-01-29',
    );
    expect(rows.map(rowLabel)).to.deep.equal([
      'Friday, 16 January, 12:00 – 13:00, Lunch',
      '19:00 – 20:00, Dinner, Friday 16 January',
    ]);
  });

  it('joins a row’s parts with the Arabic comma in Arabic, and the Latin one in German', async () => {
    const events = [
      ev(
        'a',
        'اجتماع',
        { dateTime: '2026-01-15T08:00:00Z' },
        { dateTime: '2026-01-15T08:15:00Z' },
        { location: 'الغرفة ٣' },
      ),
    ];
    try {
      const firstRow = (locale: string) =>
        buildAgenda(events, { locale, timeZone: 'Europe/Berlin' }, NOW, '2026-01-15', '2026-01-29')[0];
      await applyLocale('ar');
      const arabic = firstRow('ar-EG');
      const day = dateLabel('2026-01-15', 'ar-EG', '2026-01-15');
      const time = rangeLabel(Date.UTC(2026, 0, 15, 8), Date.UTC(2026, 0, 15, 8, 15), {
        locale: 'ar-EG',
        timeZone: 'Europe/Berlin',
      });
      expect(rowLabel(arabic!)).to.equal(`اليوم، ${day}، ${time}، اجتماع، الغرفة ٣`);
      expect(rowLabel(arabic!)).not.to.contain(',');
      await applyLocale('de');
      const german = firstRow('de-DE');
      expect(rowLabel(german!)).to.equal('Heute, 15. Januar, 09:00 – 09:15, اجتماع, الغرفة ٣');
    } finally {
      await applyLocale('en');
    }
  });

  it('puts an event on the day it falls on in the TV’s time zone', () => {
    const late = [timed('x', 'Late call', '2026-01-15T23:30:00Z', '2026-01-16T00:15:00Z')];
    const inBerlin = buildAgenda(late, BERLIN, NOW, '2026-01-15', '2026-01-20');
    expect(inBerlin.map((r) => [r.dayKey, r.time])).to.deep.equal([['2026-01-16', '00:30 – 01:15']]);
    const inNewYork = buildAgenda(
      late,
      { locale: 'en-US', timeZone: 'America/New_York' },
      NOW,
      '2026-01-15',
      '2026-01-20',
    );
    expect(inNewYork.map((r) => [r.dayKey, r.time])).to.deep.equal([['2026-01-15', '6:30 PM – 7:15 PM']]);
  });

  it('shows an event spanning days on each of them', () => {
    const rows = buildAgenda(
      [
        timed('camp', 'Camping', '2026-01-16T15:00:00Z', '2026-01-18T14:00:00Z'),
        ev('conf', 'Conference', { date: '2026-01-20' }, { date: '2026-01-22' }),
      ],
      BERLIN,
      NOW,
      '2026-01-15',
      '2026-01-29',
    );
    expect(rows.map((r) => [r.dayKey, r.item.event.summary, r.time])).to.deep.equal([
      ['2026-01-16', 'Camping', 'From 16:00'],
      ['2026-01-17', 'Camping', 'All day'],
      ['2026-01-18', 'Camping', 'Until 15:00'],
      ['2026-01-20', 'Conference', 'All day'],
      ['2026-01-21', 'Conference', 'All day'],
    ]);
  });

  it('leaves out cancelled events and days outside the range', () => {
    const rows = buildAgenda(
      [
        timed('gone', 'Gone', '2026-01-15T10:00:00Z', '2026-01-15T11:00:00Z'),
        timed('past', 'Past', '2026-01-14T10:00:00Z', '2026-01-14T11:00:00Z'),
        timed('far', 'Far', '2026-02-20T10:00:00Z', '2026-02-20T11:00:00Z'),
      ].map((e, i) => (i === 0 ? { ...e, event: { ...e.event, status: 'cancelled' as const } } : e)),
      BERLIN,
      NOW,
      '2026-01-15',
      '2026-01-29',
    );
    expect(rows).to.deep.equal([]);
  });
});

describe('agenda formatting', () => {
  it('formats days and times with Intl in the TV’s locale and zone', () => {
    expect(dayLabel('2026-01-15', 'de-DE')).to.equal('Donnerstag, 15. Januar');
    expect(dayLabel('2026-01-15', 'en-US')).to.equal('Thursday, January 15');
    expect(timeLabel(NOW, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).to.equal('10:00');
    expect(timeLabel(NOW, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).to.equal('1:00 AM');
    expect(rangeLabel(NOW, NOW + 5_400_000, { locale: 'en-GB', timeZone: 'Asia/Kolkata' })).to.equal(
      '14:30 – 16:00',
    );
  });

  it('finds the calendar day of an instant in a zone', () => {
    expect(dayKeyOf(Date.UTC(2026, 0, 15, 23, 30), 'Europe/Berlin')).to.equal('2026-01-16');
    expect(dayKeyOf(Date.UTC(2026, 0, 15, 23, 30), 'UTC')).to.equal('2026-01-15');
    expect(dayKeyOf(Date.UTC(2026, 0, 15, 3, 0), 'America/New_York')).to.equal('2026-01-14');
  });
});
