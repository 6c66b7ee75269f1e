// Settings with two accounts: who is signed in, using and signing out the other account, the account page
// as a QR code, and About with live network state and the last error.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { TvSettings } from '../../../src/app/views/settings/tv-settings.ts';
import '../../../src/app/views/settings/tv-settings.ts';
import type { TvQrDialog } from '../../../src/app/views/settings/tv-qr-dialog.ts';
import type { ConfigValue } from '../../../src/app/contexts.ts';
import { diagnostics } from '../../../src/app/diagnostics/recorder.ts';
import { contextShell } from '../support/api-clients.ts';
import { VideoClient } from '../../../src/app/api/video-client.ts';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import { FakeFetch } from '../support/fake-fetch.ts';

const ALICE = { key: 'sub-alice', identity: { sub: 'sub-alice', email: 'alice@example.com', name: 'Alice' } };
const BOB = { key: 'sub-bob', identity: { sub: 'sub-bob', email: 'bob@other.example', name: 'Bob' } };

async function settings(): Promise<TvSettings> {
  const shell = contextShell({ scopes: ['openid'] });
  const value = shell.session.value;
  shell.session.setValue({ ...value, account: ALICE, accounts: [ALICE, BOB] });
  shell.config.setValue({
    config: { apiBase: 'http://provider.test' },
    endpoints: { issuer: 'http://provider.test/' },
  } as ConfigValue);
  return fixture<TvSettings>(html`<tv-settings></tv-settings>`, { parentNode: shell });
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const button = (el: TvSettings, action: string, nth = 0): HTMLButtonElement =>
  el.shadowRoot!.querySelectorAll<HTMLButtonElement>(`[data-action="${action}"]`)[nth]!;

describe('tv-settings with accounts', () => {
  it('says who is signed in and lists both accounts, the one in use first with Sign out focused', async () => {
    const el = await settings();
    expect(text(el.shadowRoot!.querySelector('[data-testid="signed-in-as"]'))).to.equal(
      'Signed in as Alice (alice@example.com)',
    );
    const rows = [...el.shadowRoot!.querySelectorAll('[data-testid="accounts"] li')];
    expect(rows.map((li) => li.getAttribute('data-account'))).to.deep.equal(['sub-alice', 'sub-bob']);
    expect(text(rows[1])).to.equal('Bob (bob@other.example) Use Bob Sign out Bob');
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'sign-out'));
  });

  it('switches to the other account without a code', async () => {
    const el = await settings();
    const switched = oneEvent(el, 'tv-switch-account');
    button(el, 'use').click();
    expect((await switched).detail).to.deep.equal({ key: 'sub-bob' });
  });

  it('signs out only the other account, after asking, naming it', async () => {
    const el = await settings();
    button(el, 'sign-out-other').click();
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector('tv-dialog')!;
    await dialog.updateComplete;
    expect(text(dialog.shadowRoot!.querySelector('#message'))).to.contain(
      'Bob (bob@other.example) will be signed out',
    );
    const signedOut = oneEvent(el, 'tv-sign-out');
    dialog.shadowRoot!.querySelector<HTMLElement>('tv-button[data-value="sign-out"]')!.click();
    expect((await signedOut).detail).to.deep.equal({ key: 'sub-bob' });
  });

  it('shows the provider’s account page as a QR code with its address under it', async () => {
    const el = await settings();
    button(el, 'account-page').click();
    const qr = el.shadowRoot!.querySelector<TvQrDialog>('tv-qr-dialog')!;
    await qr.updateComplete;
    const dialog = qr.shadowRoot!.querySelector('tv-dialog')!;
    await dialog.updateComplete;
    expect(dialog.open).to.equal(true);
    expect(text(qr.shadowRoot!.querySelector('[data-testid="qr-caption"]'))).to.equal(
      'http://provider.test/account',
    );
    expect(qr.shadowRoot!.querySelectorAll('[data-testid="qr-symbol"] svg path')).to.have.length(1);
    dialog.close();
  });

  it('tells About facts, the network state as it changes, and the last error with its code', async () => {
    const el = await settings();
    const fact = (id: string) => text(el.shadowRoot!.querySelector(`[data-fact="${id}"] dd`));
    expect(fact('version')).to.equal('dev (build dev)');
    expect(fact('engine')).to.match(/^Chromium \d+$/);
    expect(fact('provider')).to.equal('http://provider.test/');
    expect(fact('network')).to.equal('Online');
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      window.dispatchEvent(new Event('offline'));
      await el.updateComplete;
      expect(fact('network')).to.contain('Offline');
    } finally {
      Object.defineProperty(navigator, 'onLine', onLine);
      delete (navigator as { onLine?: boolean }).onLine;
    }
    diagnostics.record('E-5XX', 'HTTP 503');
    await el.updateComplete;
    expect(fact('last-error')).to.match(/^E-5XX at \d\d:\d\d:\d\d UTC: HTTP 503$/);
    button(el, 'report').click();
    const qr = el.shadowRoot!.querySelector<TvQrDialog>('tv-qr-dialog')!;
    await qr.updateComplete;
    expect(qr.text).to.contain('Accounts: 2').and.to.contain('Last error: E-5XX');
    expect(qr.text).not.to.contain('alice@example.com');
    qr.shadowRoot!.querySelector('tv-dialog')!.close();
  });

  it('says the last error in the language shown, also after the language changes', async () => {
    const el = await settings();
    const fact = (id: string) => text(el.shadowRoot!.querySelector(`[data-fact="${id}"] dd`));
    const refusal = {
      error: {
        code: 403,
        message: 'The caller does not have access to the requested channel.',
        errors: [{ reason: 'permissionDenied' }],
      },
    };
    const fake = new FakeFetch(() => ({ status: 403, body: refusal }));
    const video = new VideoClient({ fetch: (url, init) => fake.fetch(url, init) }, 'http://provider.test');
    await video.myChannels().catch(() => undefined);
    await el.updateComplete;
    expect(fact('last-error')).to.match(
      /^E-403 at \d\d:\d\d:\d\d UTC: This account has no access to the channel list\.$/,
    );
    try {
      await applyLocale('de');
      await el.updateComplete;
      expect(fact('last-error')).to.match(
        /^E-403 um \d\d:\d\d:\d\d UTC: Dieses Konto hat keinen Zugriff auf die Kanalliste\.$/,
      );
    } finally {
      await applyLocale('en');
    }
  });
});
