import { expect, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { inContexts } from '../support/api-clients.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import type { TvCalendar } from '../../../src/app/views/calendar/tv-calendar.ts';
import '../../../src/app/views/calendar/tv-calendar.ts';
import { entry, event, FakeSource, MemoryChoice, NOW } from './fake-source.ts';

const MINUTE = 60_000;
/** A 12-hour locale: its times are the longest ("10:00 AM – 10:45 AM"). NOW is 10:00 in Berlin. */
const PLACE = { locale: 'en-US', timeZone: 'Europe/Berlin' };

function source(): FakeSource {
  return new FakeSource([entry('me', 'Me', '#3366ff', true)], {
    me: [
      event('a', 'Planning', NOW, 45),
      event('b', 'Review', NOW + 90 * MINUTE, 75),
      event('c', 'Dinner with the whole family', NOW + 600 * MINUTE, 130),
    ],
  });
}

describe('calendar text fits', () => {
  before(() => {
    installTheme();
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    it(`shows every time in full at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const el = await inContexts<TvCalendar>(
        html`<tv-calendar .choice=${new MemoryChoice()} .place=${PLACE} .now=${() => NOW}></tv-calendar>`,
        { clients: { calendar: source() } },
      );
      const rows = () => [
        ...(el.renderRoot.querySelector('tv-virtual-list')?.renderRoot.querySelectorAll('tv-agenda-row') ??
          []),
      ];
      await waitUntil(() => rows().length === 3, 'three rows');
      await Promise.all(rows().map((r) => r.updateComplete));
      const times = rows().map((r) => r.shadowRoot!.querySelector<HTMLElement>('.time')!);
      expect(times[0]!.textContent.replace(/\s+/g, ' ').trim()).to.equal('10:00 AM – 10:45 AM');
      for (const time of times) {
        const words = time.textContent.replace(/\s+/g, ' ').trim();
        expect(time.scrollWidth, `"${words}" is not cut`).to.be.at.most(time.clientWidth);
        expect(time.scrollHeight, `"${words}" is not cut`).to.be.at.most(time.clientHeight);
      }
    });
  }
});
