import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import { buildAgenda } from '../../../src/app/views/calendar/agenda.ts';
import type { TvEventDetail } from '../../../src/app/views/calendar/tv-event-detail.ts';
import '../../../src/app/views/calendar/tv-event-detail.ts';
import { event, NOW } from './fake-source.ts';

const GERMANY = { locale: 'de-DE', timeZone: 'Europe/Berlin' };

/** Where each character of `part` inside `line` was drawn: one top per line it takes (any space matches any). */
function linesOf(line: HTMLElement, part: string): number[] {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  const tops = new Set<number>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s/g, ' ');
    const at = text.indexOf(part);
    if (at < 0) continue;
    for (let i = at; i < at + part.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) tops.add(Math.round(rect.top));
    }
  }
  return [...tops];
}

describe('tv-event-detail in German at 1280×720', () => {
  before(async () => {
    installTheme();
    await setViewport({ width: 1280, height: 720 });
    await applyLocale('de');
  });
  // Each panel holds focus while connected: two at once would pass it back and forth.
  afterEach(() => {
    fixtureCleanup();
  });
  after(async () => {
    await applyLocale('en');
    await setViewport({ width: 800, height: 600 });
  });

  for (const [name, startMs, minutes] of [
    ['today', NOW + 30 * 60_000, 45],
    ['on another day', NOW + 6 * 86_400_000, 90],
    ['a year ahead', NOW + 300 * 86_400_000, 90],
  ] as const) {
    it(`keeps the time range of an event ${name} on one line`, async () => {
      const [row] = buildAgenda(
        [
          {
            event: event('e', 'Planung', startMs, minutes),
            calendarId: 'me',
            calendarName: 'Ich',
            color: '#36f',
          },
        ],
        GERMANY,
        NOW,
        '2026-01-15',
        '2027-12-31',
      );
      const el = await fixture<TvEventDetail>(html`<tv-event-detail .row=${row}></tv-event-detail>`);
      const when = [...el.shadowRoot!.querySelectorAll<HTMLElement>('p')].find((p) =>
        p.textContent.includes(row!.dayLabel),
      )!;
      const time = row!.time.replace(/\s/g, ' ');

      expect(linesOf(when, time), `"${when.textContent}"`).to.have.length(1);
    });
  }
});
