import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { ContextProvider } from '@lit/context';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { ApiDirectory } from '../../../src/app/config/api-directory.ts';
import { directoryContext } from '../../../src/app/config/directory-context.ts';
import type { AppConfig } from '../../../src/app/config/app-config.ts';
import { REFRESH_MS, type TvAds } from '../../../src/app/views/ads/tv-ads.ts';
import '../../../src/app/views/ads/tv-ads.ts';
import { contextShell } from '../support/api-clients.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';
import { fakeAds, type FakeAds } from './ads-fakes.ts';

const IDS = { agencyId: '1', advertiserId: '2', engineAccountId: '3' };
const BOTH = [SCOPES.realtimeBidding, SCOPES.searchAds];

interface Setup {
  scopes?: readonly string[];
  directory?: ApiDirectory;
  config?: Partial<AppConfig>;
}

async function board(ads: FakeAds, clock: FakeClock, setup: Setup = {}): Promise<TvAds> {
  const shell = contextShell({
    clients: { bidding: ads.bidding, searchAds: ads.searchAds },
    scopes: setup.scopes ?? BOTH,
    config: setup.config ?? { searchAds: IDS },
  });
  if (setup.directory)
    new ContextProvider(shell, { context: directoryContext, initialValue: setup.directory });
  const el = await fixture<TvAds>(
    html`<tv-ads .clock=${clock} .place=${{ locale: 'en-GB', timeZone: 'UTC' }}></tv-ads>`,
    { parentNode: shell },
  );
  await settle();
  await el.updateComplete;
  return el;
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const section = (el: TvAds, name: string) => el.shadowRoot!.querySelector(`section.${name}`);

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('tv-ads', () => {
  afterEach(() => {
    // Back to the prototype's own visibilityState.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('shows each section: configurations with their state, review counts, conversion bars, and when it updated', async () => {
    const clock = new FakeClock();
    const el = await board(fakeAds(), clock);
    const configs = [...el.shadowRoot!.querySelectorAll('button.config')].map(text);
    expect(configs).to.deep.equal(['US web display Active', 'Connected TV video Suspended']);
    const counts = [...el.shadowRoot!.querySelectorAll('.counts div')].map(text);
    expect(counts).to.deep.equal(['Approved 2', 'Disapproved 1', 'Pending review 1']);
    const chart = section(el, 'conversions')!.querySelector('tv-fitness-chart')!;
    // Removed conversions do not count: day i has i + 1.
    expect(chart.values).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(chart.labels[6]).to.equal('Thu');
    expect(text(section(el, 'conversions')!.querySelector('.detail'))).to.equal(
      'Thursday 15 January: 7 conversions',
    );
    expect(text(el.shadowRoot!.querySelector('.updated'))).to.equal('Updated 09:00');
  });

  it('says which sections were not allowed at sign-in, and still shows the others', async () => {
    const el = await board(fakeAds(), new FakeClock(), { scopes: [SCOPES.searchAds] });
    for (const name of ['pretargeting', 'creatives']) {
      expect(text(section(el, name))).to.contain('This TV was not allowed to see your bidding accounts');
      expect(text(section(el, name))).to.contain('sign in again');
    }
    expect(section(el, 'conversions')!.querySelector('tv-fitness-chart')).to.not.equal(null);
    const none = await board(fakeAds(), new FakeClock(), { scopes: [SCOPES.realtimeBidding] });
    expect(text(section(none, 'conversions'))).to.contain('not allowed to see your search ads data');
  });

  it('says which APIs the provider does not serve, and how to set the search ads account', async () => {
    const only = { served: new Set(['searchads:v2']) };
    const el = await board(fakeAds(), new FakeClock(), { directory: only });
    expect(text(section(el, 'pretargeting'))).to.contain(
      'This provider does not offer the Real-time Bidding API.',
    );
    expect(text(section(el, 'creatives'))).to.contain('does not offer the Real-time Bidding API');
    const noIds = await board(fakeAds(), new FakeClock(), { config: {} });
    expect(text(section(noIds, 'conversions'))).to.contain('No search ads account is set for this TV.');
    expect(text(section(noIds, 'conversions'))).to.contain('"searchAds"');
    const noSearch = await board(fakeAds(), new FakeClock(), {
      directory: { served: new Set(['realtimebidding:v1']) },
    });
    expect(text(section(noSearch, 'conversions'))).to.contain('does not offer the search ads API');
  });

  it('suspends an active configuration only after the dialog is confirmed, then loads the board again', async () => {
    const ads = fakeAds();
    const el = await board(ads, new FakeClock());
    const active = el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-state="ACTIVE"]')!;
    active.click();
    await settle();
    const dialog = el.shadowRoot!.querySelector('tv-dialog')!;
    expect(dialog.open).to.equal(true);
    expect(text(dialog.shadowRoot!.querySelector('h2'))).to.equal('Suspend “US web display”?');
    const buttons = [...dialog.shadowRoot!.querySelectorAll('tv-button')];
    expect(buttons.map(text)).to.deep.equal(['Cancel', 'Suspend']);
    // Cancel first: a stray OK changes nothing.
    expect(dialog.shadowRoot!.activeElement).to.equal(buttons[0]);
    expect(ads.calls.filter((c) => c.startsWith('suspend'))).to.deep.equal([]);
    const before = ads.calls.filter((c) => c === 'bidders').length;
    (buttons[1] as HTMLElement).click();
    await settle();
    await el.updateComplete;
    expect(ads.calls).to.include('suspend bidders/1/pretargetingConfigs/1');
    expect(ads.calls.filter((c) => c === 'bidders').length).to.equal(before + 1);
    expect(text(el.shadowRoot!.querySelector('button.config'))).to.equal('US web display Suspended');
  });

  it('offers Activate on a suspended configuration, and Cancel sends nothing', async () => {
    const ads = fakeAds();
    const el = await board(ads, new FakeClock());
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-state="SUSPENDED"]')!.click();
    await settle();
    const dialog = el.shadowRoot!.querySelector('tv-dialog')!;
    expect(text(dialog.shadowRoot!.querySelector('h2'))).to.equal('Activate “Connected TV video”?');
    dialog.shadowRoot!.querySelector<HTMLElement>('tv-button[data-value="keep"]')!.click();
    await settle();
    expect(ads.calls.some((c) => c.startsWith('activate'))).to.equal(false);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-state="SUSPENDED"]')!.click();
    await settle();
    dialog.shadowRoot!.querySelector<HTMLElement>('tv-button[data-value="confirm"]')!.click();
    await settle();
    expect(ads.calls).to.include('activate bidders/1/pretargetingConfigs/3');
  });

  it('refreshes every minute on its clock, and says the new time', async () => {
    const ads = fakeAds();
    const clock = new FakeClock();
    const el = await board(ads, clock);
    const loads = () => ads.calls.filter((c) => c === 'bidders').length;
    expect(loads()).to.equal(1);
    await clock.advance(REFRESH_MS - 1);
    expect(loads()).to.equal(1);
    await clock.advance(1);
    expect(loads()).to.equal(2);
    await clock.advance(REFRESH_MS);
    await el.updateComplete;
    expect(loads()).to.equal(3);
    expect(text(el.shadowRoot!.querySelector('.updated'))).to.equal('Updated 09:02');
  });

  it('pauses while the page is hidden, and refreshes at once when it shows again after a missed minute', async () => {
    const ads = fakeAds();
    const clock = new FakeClock();
    const el = await board(ads, clock);
    const loads = () => ads.calls.filter((c) => c === 'bidders').length;
    setHidden(true);
    await clock.advance(3 * REFRESH_MS);
    expect(loads()).to.equal(1);
    expect(clock.pending).to.equal(0);
    setHidden(false);
    await settle();
    await el.updateComplete;
    expect(loads()).to.equal(2);
    expect(text(el.shadowRoot!.querySelector('.updated'))).to.equal('Updated 09:03');
    await clock.advance(REFRESH_MS);
    expect(loads()).to.equal(3);
  });

  it('stops refreshing once it leaves the screen', async () => {
    const ads = fakeAds();
    const clock = new FakeClock();
    const el = await board(ads, clock);
    el.remove();
    await clock.advance(5 * REFRESH_MS);
    expect(ads.calls.filter((c) => c === 'bidders').length).to.equal(1);
  });
});
