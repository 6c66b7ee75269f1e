/** The agenda on the fresh-data controller: a failed page of days, and a quiet refresh over the list. */
import { expect, html, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { REFRESH_EVERY_MS } from '../../../src/app/data/fresh-data.ts';
import { focusedItem } from '../../../src/app/nav/composed-tree.ts';
import type { TvVirtualList } from '../../../src/app/ui/tv-virtual-list.ts';
import type { TvCalendar } from '../../../src/app/views/calendar/tv-calendar.ts';
import { inContexts } from '../support/api-clients.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { BERLIN, entry, event, FakeSource, MemoryChoice, NOW } from './fake-source.ts';
import '../../../src/app/views/calendar/tv-calendar.ts';

const HOUR = 3_600_000;

async function agenda(clock: FakeClock): Promise<{ el: TvCalendar; source: FakeSource; l: TvVirtualList }> {
  const many = Array.from({ length: 120 }, (_, i) => event(`m${i}`, `Event ${i}`, NOW + HOUR + i * 4 * HOUR));
  const source = new FakeSource([entry('me', 'me', '#123456', true)], { me: many });
  const el = await inContexts<TvCalendar>(
    html`<tv-calendar
      .choice=${new MemoryChoice()}
      .place=${BERLIN}
      .now=${() => NOW}
      .clock=${clock}
    ></tv-calendar>`,
    { clients: { calendar: source } },
  );
  const list = () => el.renderRoot.querySelector('tv-virtual-list');
  await waitUntil(() => list() !== null && focusedItem()?.dataset.index === '0', 'agenda shown');
  return { el, source, l: list()! };
}

const failedLine = (el: TvCalendar) => el.renderRoot.querySelector('[data-testid="load-more-failed"]');

describe('tv-calendar: fresh data', () => {
  it('a failed page of days says so on the list; Try again asks again', async () => {
    const { el, source, l } = await agenda(new FakeClock());
    const first = l.items.length;
    source.failWith.events = new ApiError('unavailable', 'Backend Error', { status: 503 });
    l.focusIndex(first - 5);
    await waitUntil(() => failedLine(el) !== null, 'failure said');
    expect(failedLine(el)!.textContent).to.contain('More days could not be loaded.');
    expect(failedLine(el)!.getAttribute('role')).to.equal('alert');
    source.failWith.events = undefined;
    failedLine(el)!.querySelector('button')!.click();
    await waitUntil(() => l.items.length > first, 'next window loaded');
    expect(failedLine(el)).to.equal(null);
  });

  it('a quiet refresh asks a failed page again, keeps the days paged in and the focused row', async () => {
    const clock = new FakeClock();
    const { el, source, l } = await agenda(clock);
    const first = l.items.length;
    source.failWith.events = new ApiError('network', 'offline');
    l.focusIndex(first - 5);
    await waitUntil(() => failedLine(el) !== null, 'failure said');
    source.failWith.events = undefined;
    await clock.advance(REFRESH_EVERY_MS);
    await waitUntil(() => failedLine(el) === null && l.items.length > first, 'refreshed');
    await el.updateComplete;
    expect(focusedItem()?.dataset.index).to.equal(String(first - 5));
    expect(el.renderRoot.querySelector('.skeleton')).to.equal(null);
  });
});
