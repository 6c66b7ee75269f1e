// The shell with two accounts: switching from Settings shows the other account's home, first tile
// focused, with nothing of the last account's screens to go Back to.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { clear, createStore } from 'idb-keyval';
import '../../src/app/tv-app.ts';
import type { TvApp } from '../../src/app/tv-app.ts';
import { IdbTokenStore } from '../../src/app/auth/account-store.ts';
import { FakeClock } from './support/fake-clock.ts';
import { answer, CONFIG, DISCOVERY, loadSignedInShell } from './support/shell-answers.ts';

const TOKENS = { accessToken: 'at', expiresIn: 3600, receivedAtWall: Date.now(), scope: 'openid' };

function deepFocused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The screen shown: the one child of the shell's one `main` landmark. */
const screenOf = (app: TvApp): Element | null =>
  app.shadowRoot!.querySelector('main')?.firstElementChild ?? null;
const signedInAs = (app: TvApp): string =>
  screenOf(app)?.shadowRoot?.querySelector('[data-testid="signed-in-as"]')?.textContent.trim() ?? '';

describe('tv-app with two accounts', () => {
  const realFetch = window.fetch.bind(window);
  const idb = createStore('tv-app', 'session');

  before(loadSignedInShell);

  beforeEach(async () => {
    window.fetch = (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('config.json')) return Promise.resolve(answer(CONFIG));
      if (url === CONFIG.discovery) return Promise.resolve(answer(DISCOVERY));
      return Promise.resolve(answer({ error: 'unexpected' }, 500));
    };
    const store = new IdbTokenStore(idb);
    await store.add(
      { key: 'sub-bob', identity: { sub: 'sub-bob', name: 'Bob' } },
      { ...TOKENS, refreshToken: 'rt-b' },
    );
    await store.add(
      { key: 'sub-alice', identity: { sub: 'sub-alice', name: 'Alice', email: 'alice@example.com' } },
      { ...TOKENS, refreshToken: 'rt-a' },
    );
  });

  afterEach(async () => {
    history.replaceState(null, '', location.href.split('#', 1)[0]);
    window.fetch = realFetch;
    await clear(idb);
  });

  it('switches from Settings to the other account: its home, first tile focused, Back has nothing left', async () => {
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    // The first start fetches every module unbundled from the test server.
    await waitUntil(() => screenOf(app)?.localName === 'tv-home', 'home shown', { timeout: 5000 });
    expect(signedInAs(app)).to.equal('Signed in as Alice (alice@example.com)');
    screenOf(app)!.shadowRoot!.querySelector<HTMLElement>('button[data-route="settings"]')!.click();
    await waitUntil(() => screenOf(app)?.localName === 'tv-settings', 'settings shown', { timeout: 3000 });
    const settings = screenOf(app)!;
    await waitUntil(
      () => settings.shadowRoot!.querySelector('[data-action="use"]'),
      'the other account listed',
    );
    settings.shadowRoot!.querySelector<HTMLElement>('[data-action="use"]')!.click();
    await waitUntil(
      () => screenOf(app)?.localName === 'tv-home' && signedInAs(app) === 'Signed in as Bob',
      'Bob',
    );
    await waitUntil(() => deepFocused()?.textContent.trim() === 'Calendar', 'first tile focused');
    // The link is home's: Settings is not under it any more.
    expect(location.hash).not.to.contain('settings');
  });
});
