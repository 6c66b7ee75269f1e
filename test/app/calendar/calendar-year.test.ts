/** A day far from today says its year: "Monday, December 6" must not stand for a December a year away. */
import { expect } from '@open-wc/testing';
import { dateLabel, dayLabel } from '../../../src/app/views/calendar/calendar-format.ts';
import { buildAgenda, type AgendaEvent } from '../../../src/app/views/calendar/agenda.ts';

const TODAY = '2026-11-24';

describe('calendar dates and their year', () => {
  it('leaves the year out within half a year of today, and writes it from there on', () => {
    expect(dayLabel('2026-12-06', 'en-US', TODAY)).to.equal('Sunday, December 6');
    expect(dayLabel('2027-05-25', 'en-US', TODAY)).to.equal('Tuesday, May 25');
    expect(dayLabel('2027-05-26', 'en-US', TODAY)).to.equal('Wednesday, May 26, 2027');
    expect(dayLabel('2027-12-06', 'en-US', TODAY)).to.equal('Monday, December 6, 2027');
    expect(dayLabel('2027-12-06', 'de-DE', TODAY)).to.equal('Montag, 6. Dezember 2027');
    expect(dateLabel('2027-12-06', 'en-GB', TODAY)).to.equal('6 December 2027');
    // Behind as well as ahead.
    expect(dayLabel('2026-05-01', 'en-US', TODAY)).to.equal('Friday, May 1, 2026');
  });

  it('gives agenda rows a year when their day is a year ahead', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const item: AgendaEvent = {
      calendarId: 'primary',
      calendarName: 'Alice',
      color: '#ffffff',
      event: {
        kind: 'calendar#event',
        etag: '"1"',
        id: 'e1',
        status: 'confirmed',
        created: '',
        updated: '',
        summary: 'Renewal',
        start: { date: '2027-12-06' },
        end: { date: '2027-12-07' },
        iCalUID: 'e1',
        sequence: 0,
        eventType: 'default',
      },
    };
    const rows = buildAgenda([item], { locale: 'en-US', timeZone: 'UTC' }, now, '2026-11-24', '2028-01-01');
    expect(rows.map((row) => row.dayLabel)).to.deep.equal(['Monday, December 6, 2027']);
  });
});
