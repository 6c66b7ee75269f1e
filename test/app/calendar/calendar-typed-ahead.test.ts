// Keys typed while the agenda loads (a slow network): held for the agenda, not spent on "Back to Home".
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { inContexts } from '../support/api-clients.ts';
import { focusedItem } from '../../../src/app/nav/composed-tree.ts';
import type { TvCalendar } from '../../../src/app/views/calendar/tv-calendar.ts';
import '../../../src/app/views/calendar/tv-calendar.ts';
import { BERLIN, entry, event, FakeSource, MemoryChoice, NOW } from './fake-source.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function demoSource(): FakeSource {
  return new FakeSource([entry('me@example.com', 'me@example.com', '#3366ff', true)], {
    'me@example.com': [
      event('a1', 'Stand-up', NOW + HOUR, 15),
      event('a2', 'Lunch with Ana', NOW + 3 * HOUR, 60),
      event('a3', 'Dentist', NOW + DAY + HOUR),
    ],
  });
}

async function open(source: FakeSource): Promise<TvCalendar> {
  return inContexts<TvCalendar>(
    html`<tv-calendar .choice=${new MemoryChoice()} .place=${BERLIN} .now=${() => NOW}></tv-calendar>`,
    { clients: { calendar: source } },
  );
}

const text = (el: Element): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
const focusedIndex = (): number => Number(focusedItem()?.dataset.index ?? -1);

describe('tv-calendar: keys typed while it loads', () => {
  it('keys typed while it loads wait for the agenda: Down twice and OK open the third event', async () => {
    const source = demoSource();
    let release = (): void => undefined;
    source.gate = new Promise((done) => (release = done));
    const el = await open(source);
    const home = [...el.renderRoot.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Back to Home',
    )!;
    home.focus();
    let wentHome = 0;
    home.addEventListener('click', () => (wentHome += 1));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(wentHome).to.equal(0);
    release();
    await waitUntil(() => el.renderRoot.querySelector('tv-event-detail'), 'the event opened');
    const detail = el.renderRoot.querySelector('tv-event-detail')!;
    await detail.updateComplete;
    expect(text(detail)).to.contain('Dentist');
    expect(focusedItem()?.textContent).to.equal('Close');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(focusedIndex()).to.equal(2);
  });

  it('OK typed before any arrow while it loads is for Back to Home', async () => {
    const source = demoSource();
    source.gate = new Promise(() => undefined);
    const el = await open(source);
    const home = [...el.renderRoot.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Back to Home',
    )!;
    home.focus();
    let wentHome = 0;
    home.addEventListener('click', () => (wentHome += 1));
    await sendKeys({ press: 'Enter' });
    expect(wentHome).to.equal(1);
  });
});
