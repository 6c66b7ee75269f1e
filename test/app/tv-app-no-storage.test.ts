/** A TV whose browser has no IndexedDB still signs in, and the sign-in screen says it will not be remembered. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/tv-app.ts';
import type { TvApp } from '../../src/app/tv-app.ts';
import { FakeClock } from './support/fake-clock.ts';
import { answer, CONFIG, DISCOVERY, ORIGIN } from './support/shell-answers.ts';

const CODE = {
  device_code: 'dev',
  user_code: 'BCDF-GHJK',
  verification_url: `${ORIGIN}/device`,
  expires_in: 1800,
  interval: 5,
};

describe('tv-app without IndexedDB', () => {
  const realFetch = window.fetch.bind(window);

  beforeEach(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    window.fetch = (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('config.json')) return Promise.resolve(answer(CONFIG));
      if (url === CONFIG.discovery) return Promise.resolve(answer(DISCOVERY));
      if (url === DISCOVERY.device_authorization_endpoint) return Promise.resolve(answer(CODE));
      return Promise.resolve(answer({ error: 'authorization_pending' }, 428));
    };
  });

  afterEach(() => {
    window.fetch = realFetch;
    Reflect.deleteProperty(window, 'indexedDB');
  });

  it('says on the sign-in screen that this TV cannot store the sign-in', async () => {
    expect(typeof indexedDB).to.equal('undefined');
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    const signIn = (): HTMLElement | null | undefined => app.shadowRoot?.querySelector('tv-sign-in');
    await waitUntil(() => signIn()?.shadowRoot?.querySelector('[data-testid="user-code"]'), 'no code shown');
    const warning = signIn()?.shadowRoot?.querySelector('.notice.warning');
    expect(warning?.textContent.trim()).to.equal(
      'This TV cannot store your sign-in: it will not be remembered.',
    );
  });
});
