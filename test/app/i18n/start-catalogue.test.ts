import { expect } from '@open-wc/testing';
import { LOCALE_STATUS_EVENT, msg } from '@lit/localize';
import {
  applyLocale,
  applyStartLanguage,
  chooseLanguage,
  completeCatalogue,
} from '../../../src/app/i18n/locale.ts';

// docs/app.md#languages: at start, only the sign-in screen's words; the rest after the screen has painted.
describe('the start language in two steps', () => {
  after(async () => {
    localStorage.removeItem('tv-language');
    await applyLocale('en');
  });

  it('has the sign-in words at start, and every other word once the catalogue is complete', async () => {
    localStorage.setItem('tv-language', 'de');
    await applyStartLanguage();
    expect(document.documentElement.lang).to.equal('de');
    expect(msg('Sign in')).to.equal('Anmelden');
    // Settings is not on the sign-in screen: English until the rest arrives.
    expect(msg('Settings')).to.equal('Settings');

    const statuses: string[] = [];
    const record = (event: Event): void => {
      statuses.push((event as CustomEvent<{ status: string }>).detail.status);
    };
    window.addEventListener(LOCALE_STATUS_EVENT, record);
    try {
      await completeCatalogue();
    } finally {
      window.removeEventListener(LOCALE_STATUS_EVENT, record);
    }
    expect(msg('Settings')).to.equal('Einstellungen');
    expect(msg('Sign in')).to.equal('Anmelden');
    // Elements render again (@localized listens for "ready").
    expect(statuses).to.deep.equal(['ready']);
    // Once: a second call fetches nothing and announces nothing.
    await completeCatalogue();
  });

  it('loads a language chosen later whole, at once', async () => {
    await chooseLanguage('ar');
    expect(msg('Settings')).to.equal('الإعدادات');
    expect(msg('Sign in')).not.to.equal('Sign in');
  });
});
