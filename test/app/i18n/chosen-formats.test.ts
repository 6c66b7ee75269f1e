// A language chosen in Settings formats dates, times, weekdays, numbers and units in the views, whatever the
// browser's own language (this browser's is English): the views' Intl formatters take the language shown.
import { expect, html, waitUntil } from '@open-wc/testing';
import { applyLocale, formatLocale } from '../../../src/app/i18n/locale.ts';
import { appPlace, timeOfDay } from '../../../src/app/i18n/place.ts';
import type { TvCalendar } from '../../../src/app/views/calendar/tv-calendar.ts';
import type { TvFitness } from '../../../src/app/views/fitness/tv-fitness.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import { FitnessClient } from '../../../src/app/api/fitness-client.ts';
import { inContexts } from '../support/api-clients.ts';
import { FakeFetch } from '../support/fake-fetch.ts';
import { BERLIN, entry, event, FakeSource, MemoryChoice, NOW } from '../calendar/fake-source.ts';
import { ALL, daily, loaded } from '../fitness/fitness-view.ts';
import { channel, FakeChannels, shown } from '../channels/fake-channels.ts';
import '../../../src/app/views/calendar/tv-calendar.ts';
import '../../../src/app/views/fitness/tv-fitness.ts';
import '../../../src/app/views/channels/tv-channels.ts';

const text = (el: Element): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the language chosen in Settings formats the views', () => {
  afterEach(() => applyLocale('en'));

  it('is the locale of every formatter: the browser’s own tag only in its own language', async () => {
    expect(navigator.language).to.match(/^en/);
    await applyLocale('en');
    expect(appPlace().locale).to.equal(navigator.language);
    await applyLocale('de');
    expect(appPlace().locale).to.equal('de');
    expect(formatLocale()).to.equal('de');
    await applyLocale('ar');
    expect(appPlace().locale).to.equal('ar');
  });

  it('writes a 12-hour time without a leading zero, a 24-hour one with it', () => {
    const early = Date.UTC(2026, 0, 15, 3, 30);
    expect(timeOfDay(early, { locale: 'en-US', timeZone: 'UTC' })).to.match(/^3:30\sAM$/);
    expect(timeOfDay(early, { locale: 'de', timeZone: 'UTC' })).to.equal('03:30');
  });

  it('Calendar in German: the day, weekdays and times in German', async () => {
    await applyLocale('de');
    const source = new FakeSource([entry('me', 'me', '#3366ff', true)], {
      me: [event('a1', 'Stand-up', NOW + 6 * 3_600_000, 15)],
    });
    const el = await inContexts<TvCalendar>(
      html`<tv-calendar .choice=${new MemoryChoice()} .now=${() => NOW}></tv-calendar>`,
      { clients: { calendar: source } },
    );
    await waitUntil(() => el.renderRoot.querySelector('tv-virtual-list'), 'agenda shown');
    const day = el.renderRoot.querySelector('[data-testid="calendar-day"]')!.textContent;
    expect(day).to.contain('Donnerstag, 15. Januar');
    const row = el.renderRoot.querySelector('tv-virtual-list')!.renderRoot.querySelector('tv-agenda-row')!;
    const time = new Intl.DateTimeFormat('de', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: appPlace().timeZone,
    }).format(NOW + 6 * 3_600_000);
    expect(text(row)).to.contain(time);
    expect(text(row)).to.not.match(/AM|PM/);
  });

  it('Fitness in German and Arabic: kilometres, the language’s grouping and digits', async () => {
    // Arabic alone writes Western digits (as in the Maghreb); a TV set to ar-EG gets Eastern ones.
    for (const [language, km, steps] of [
      ['de', '5,2 km', '12.345 Schritte'],
      ['ar', '5.2 كم', '12,345 خطوة'],
    ] as const) {
      await applyLocale(language);
      const fake = new FakeFetch((r) =>
        r.url.includes('/sessions?')
          ? { status: 200, body: { session: [] } }
          : daily(r, (type) => (type.includes('distance') ? 5_200 : 12_345)),
      );
      const fitness = new FitnessClient({ fetch: (url, init) => fake.fetch(url, init) }, 'http://api.test');
      const el = await inContexts<TvFitness>(html`<tv-fitness .now=${() => NOW}></tv-fitness>`, {
        clients: { fitness },
        scopes: ALL,
      });
      await waitUntil(loaded(el));
      expect(text(el), language).to.contain(steps);
      expect(text(el), language).to.contain(km);
      expect(text(el), language).to.not.match(/\bmi\b/);
    }
  });

  it('Channels in German: compact counts with the German decimal sign', async () => {
    await applyLocale('de');
    const el = await inContexts<TvChannels>(html`<tv-channels .engineCompact=${false}></tv-channels>`, {
      clients: { video: new FakeChannels([channel(0)]) },
    });
    const g = await shown(el);
    expect(g.renderRoot.querySelector('li')!.textContent).to.contain('48,2K');
  });

  it('the agenda kept from an English visit comes back in the language shown now', async () => {
    await applyLocale('en');
    const { relabelRows, buildAgenda } = await import('../../../src/app/views/calendar/agenda.ts');
    const item = {
      event: event('a1', 'Stand-up', NOW + 3_600_000),
      calendarId: 'me',
      calendarName: 'Me',
      color: '',
    };
    const english = buildAgenda([item], BERLIN, NOW, '2026-01-15', '2026-01-16');
    await applyLocale('de');
    const [row] = relabelRows(english, { locale: 'de', timeZone: 'Europe/Berlin' }, NOW);
    expect(row?.dayLabel).to.equal('Donnerstag, 15. Januar');
    expect(row?.time).to.equal('11:00 – 12:00');
  });
});
