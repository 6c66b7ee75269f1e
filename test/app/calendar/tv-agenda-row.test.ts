import { expect, fixture, html } from '@open-wc/testing';
import type { AgendaRow } from '../../../src/app/views/calendar/agenda.ts';
import '../../../src/app/views/calendar/tv-agenda-row.ts';
import { event, NOW } from './fake-source.ts';

function row(time: string, firstOfDay: boolean): AgendaRow {
  return {
    key: time,
    dayKey: '2026-01-15',
    dayLabel: 'Wednesday, December 30',
    weekday: 'Wednesday',
    date: 'December 30',
    firstOfDay,
    today: false,
    time,
    allDay: time === 'All day',
    startMs: NOW,
    item: {
      event: event(time, 'Quarterly planning with the whole team', NOW),
      calendarId: 'me',
      calendarName: 'Me',
      color: '#3366ff',
    },
  };
}

describe('tv-agenda-row', () => {
  it('keeps the time in one column: swatches line up and a long time never reaches them', async () => {
    // A 12-hour locale's longest times at the 720p body size, beside short ones.
    const times = ['12:30 PM – 11:45 PM', 'All day', '8:30 AM – 8:45 AM', 'From 4:00 PM'];
    const box = await fixture<HTMLElement>(html`
      <div style="width: 1136px; font-size: 28px; font-family: 'DejaVu Sans', sans-serif">
        ${times.map(
          (t, i) =>
            html`<div style="height: 70px"><tv-agenda-row .row=${row(t, i === 0)}></tv-agenda-row></div>`,
        )}
      </div>
    `);
    const rows = [...box.querySelectorAll('tv-agenda-row')];
    await Promise.all(rows.map((r) => r.updateComplete));
    const lefts = rows.map((r) =>
      Math.round(r.shadowRoot!.querySelector('.swatch')!.getBoundingClientRect().left),
    );
    expect(new Set(lefts).size, `swatches at ${lefts.join(', ')}`).to.equal(1);
    for (const r of rows) {
      const time = r.shadowRoot!.querySelector<HTMLElement>('.time')!;
      expect(time.scrollWidth, `"${time.textContent}" is not cut`).to.be.at.most(time.clientWidth);
    }
  });
});
