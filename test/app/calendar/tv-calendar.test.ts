import { expect, html, waitUntil } from '@open-wc/testing';
import { expectWayHome } from '../support/way-home.ts';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { inContexts } from '../support/api-clients.ts';
import { focusedItem } from '../../../src/app/nav/composed-tree.ts';
import type { TvCalendar } from '../../../src/app/views/calendar/tv-calendar.ts';
import type { TvVirtualList } from '../../../src/app/ui/tv-virtual-list.ts';
import '../../../src/app/views/calendar/tv-calendar.ts';
import { BERLIN, entry, event, FakeSource, MemoryChoice, NOW } from './fake-source.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function demoSource(): FakeSource {
  return new FakeSource(
    [entry('me@example.com', 'me@example.com', '#3366ff', true), entry('family', 'Family', '#ff6633')],
    {
      'me@example.com': [
        event('a1', 'Stand-up', NOW + HOUR, 15, { location: 'Room 4' }),
        event('a2', 'Lunch with Ana', NOW + 3 * HOUR, 60, {
          description: 'Talk about the trip.',
          attendees: [
            { email: 'ana@example.com', displayName: 'Ana Lima', responseStatus: 'accepted' },
            { email: 'bob@other.example', responseStatus: 'tentative', optional: true },
          ],
          colorId: '5',
        }),
        event('a3', 'Dentist', NOW + DAY + HOUR),
      ],
      family: [event('f1', 'Swimming', NOW + 2 * DAY), event('f2', 'Cinema', NOW + 3 * DAY)],
    },
  );
}

async function open(source: FakeSource, choice = new MemoryChoice()): Promise<TvCalendar> {
  const el = await inContexts<TvCalendar>(
    html`<tv-calendar .choice=${choice} .place=${BERLIN} .now=${() => NOW}></tv-calendar>`,
    { clients: { calendar: source } },
  );
  return el;
}

const text = (el: Element): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
const list = (el: TvCalendar): TvVirtualList | null => el.renderRoot.querySelector('tv-virtual-list');
const focusedIndex = (): number => Number(focusedItem()?.dataset.index ?? -1);

async function loaded(el: TvCalendar): Promise<TvVirtualList> {
  await waitUntil(() => list(el) !== null && focusedIndex() === 0, 'agenda shown and focused');
  return list(el)!;
}

function rowTexts(l: TvVirtualList): string[] {
  return [...l.renderRoot.querySelectorAll('tv-agenda-row')].map((r) => text(r).trim());
}

describe('tv-calendar', () => {
  it('shows a skeleton and words while loading', async () => {
    const source = demoSource();
    source.gate = new Promise(() => undefined);
    const el = await open(source);
    expect(text(el)).to.contain('Loading your calendar…');
    expect(el.renderRoot.querySelectorAll('.skeleton div').length).to.equal(6);
    await expectWayHome(el);
  });

  it('lists the coming days grouped by day, today marked, with time, title, location and color', async () => {
    const el = await open(demoSource());
    const l = await loaded(el);
    const rows = rowTexts(l);
    expect(rows[0]).to.equal('Today 15 January 11:00 – 11:15 Stand-up Room 4');
    expect(rows[1]).to.equal('13:00 – 14:00 Lunch with Ana');
    expect(rows[2]).to.equal('Friday 16 January 11:00 – 12:00 Dentist');
    expect(rows.length).to.equal(5);
    const swatches = [...l.renderRoot.querySelectorAll('tv-agenda-row')].map(
      (r) => getComputedStyle(r.shadowRoot!.querySelector('.swatch')!).backgroundColor,
    );
    expect(swatches.slice(0, 2)).to.deep.equal(['rgb(51, 102, 255)', 'rgb(0, 170, 0)']);
    expect(text(el)).to.contain('Today is Thursday 15 January');
  });

  it('OK opens the details with description and attendees; Back returns to the same row', async () => {
    const el = await open(demoSource());
    const l = await loaded(el);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal(1);
    (focusedItem() as HTMLElement).click();
    await el.updateComplete;
    const detail = el.renderRoot.querySelector('tv-event-detail')!;
    await detail.updateComplete;
    const words = text(detail);
    expect(words).to.contain('Lunch with Ana');
    expect(words).to.contain('Talk about the trip.');
    expect(words).to.contain('Ana Lima — Going');
    expect(words).to.contain('bob@other.example, optional — Maybe');
    expect(focusedItem()?.textContent).to.equal('Close');
    // Focus is in the panel, so the row it belongs to is marked: which of the rows is open stays visible.
    await l.updateComplete;
    const openRows = () =>
      [...l.renderRoot.querySelectorAll('tv-agenda-row[open]')].map((r) => text(r).trim());
    expect(openRows()).to.deep.equal(['13:00 – 14:00 Lunch with Ana']);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    await l.updateComplete;
    expect(openRows()).to.deep.equal([]);
    expect(el.renderRoot.querySelector('tv-event-detail')).to.equal(null);
    expect(focusedIndex()).to.equal(1);
    expect(focusedItem()?.getRootNode()).to.equal(l.shadowRoot);
  });

  it('says what went wrong, in words, with Try again', async () => {
    const source = demoSource();
    source.failWith.colors = new ApiError('network', 'Failed to fetch');
    const el = await open(source);
    await waitUntil(() => text(el).includes('cannot be reached'));
    expect(text(el)).to.contain('Check the TV’s network, then try again.');
    expect([...el.renderRoot.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
      'Try again',
      'Back to Home',
    ]);
    // Side by side and as wide as their words, so the focused one stays inside the safe area.
    const [retry, home] = [...el.renderRoot.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    expect(retry!.width).to.be.below(window.innerWidth / 2);
    const middle = (r: DOMRect): number => Math.round(r.top + r.height / 2);
    expect(middle(home!)).to.equal(middle(retry!));
  });

  it('explains a scope that was not granted', async () => {
    const source = demoSource();
    source.failWith.events = new ApiError(
      'scopeNotGranted',
      'Request had insufficient authentication scopes.',
      {
        status: 403,
        reason: 'insufficientPermissions',
        subject: 'your events',
      },
    );
    const el = await open(source);
    await waitUntil(() => text(el).includes('not allowed'));
    expect(text(el)).to.contain('This TV was not allowed to see your events.');
    expect(text(el)).to.contain('allow access to your calendar');
    expect([...el.renderRoot.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
      'Back to Home',
    ]);
  });

  it('without the calendar list scope, shows the primary calendar and says so', async () => {
    const source = demoSource();
    source.failWith.calendars = new ApiError('scopeNotGranted', 'no list', { status: 403 });
    source.byCalendar.primary = [event('p1', 'Own event', NOW + HOUR)];
    const el = await open(source);
    const l = await loaded(el);
    expect(rowTexts(l).join('|')).to.contain('Own event');
    expect(text(el)).to.contain('may see your events but not your list of calendars');
  });

  it('beside the heading, names the day of the focused row once it is not today', async () => {
    const el = await open(demoSource());
    await loaded(el);
    const day = () => el.renderRoot.querySelector('[data-testid="calendar-day"]')!.textContent;
    expect(day()).to.equal('Today is Thursday 15 January');
    await sendKeys({ press: 'ArrowDown' });
    expect(day()).to.equal('Today is Thursday 15 January');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal(3);
    expect(day()).to.equal('Saturday 17 January');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(day()).to.equal('Today is Thursday 15 January');
  });

  it('loads more days as the arrows bring focus near the end, one row at a time', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      event(`m${i}`, `Event ${i}`, NOW + HOUR + i * 4 * HOUR),
    );
    const source = new FakeSource([entry('me', 'me', '#123456', true)], { me: many });
    const el = await open(source);
    const l = await loaded(el);
    const first = l.items.length;
    for (let i = 0; i < first - 5; i++) await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal(first - 5);
    await waitUntil(() => source.calls.length === 2 && l.items.length > first, 'next window loaded');
    expect(focusedIndex()).to.equal(first - 5);
  });

  it('says when nothing is planned', async () => {
    const el = await open(new FakeSource([entry('me', 'me', '#123456', true)], {}));
    await waitUntil(() => text(el).includes('Nothing planned'));
    expect(text(el)).to.contain('Nothing planned in the next 8 weeks.');
  });

  it('loads more days as focus nears the end, without a visible step', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      event(`m${i}`, `Event ${i}`, NOW + HOUR + i * 4 * HOUR),
    );
    const source = new FakeSource([entry('me', 'me', '#123456', true)], { me: many });
    const el = await open(source);
    const l = await loaded(el);
    const first = l.items.length;
    expect(source.calls.length).to.equal(1);
    l.focusIndex(first - 5);
    await waitUntil(() => source.calls.length === 2 && l.items.length > first, 'next window loaded');
    expect(source.calls[1]!.fromMs).to.equal(source.calls[0]!.toMs - 2 * DAY);
    expect(focusedIndex()).to.equal(first - 5);
  });

  it('chooses which calendars show and remembers it for the next start', async () => {
    const choice = new MemoryChoice();
    const el = await open(demoSource(), choice);
    await loaded(el);
    (el.renderRoot.querySelector('.bar button') as HTMLElement).click();
    await el.updateComplete;
    const picker = el.renderRoot.querySelector('tv-calendar-picker')!;
    await picker.updateComplete;
    const family = picker.renderRoot.querySelector<HTMLElement>('[data-calendar="family"]')!;
    expect(family.getAttribute('aria-checked')).to.equal('true');
    family.click();
    await waitUntil(() => choice.saved.length === 1);
    await waitUntil(() => !rowTexts(list(el)!).join('|').includes('Swimming'));
    expect(choice.saved).to.deep.equal(['family']);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(focusedItem()?.textContent).to.equal('Choose calendars');
    expect(text(el)).to.contain('1 calendar is hidden.');

    const again = await open(demoSource(), choice);
    const l = await loaded(again);
    expect(rowTexts(l).join('|')).not.to.contain('Swimming');
  });

  it('stays small and quick with 5,000 events', async () => {
    const five = Array.from({ length: 5000 }, (_, i) =>
      event(`e${i}`, `Event ${i}`, NOW + HOUR + i * 3 * 60_000, 2),
    );
    const el = await open(new FakeSource([entry('me', 'me', '#123456', true)], { me: five }));
    const l = await loaded(el);
    expect(l.items.length).to.equal(5000);
    expect(l.renderRoot.querySelectorAll('tv-agenda-row').length).to.be.below(60);
    const started = performance.now();
    for (let i = 0; i < 30; i++) await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal(30);
    expect(performance.now() - started).to.be.below(3000);
  });
});
