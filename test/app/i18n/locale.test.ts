import { expect } from '@open-wc/testing';
import { msg } from '@lit/localize';
import {
  applyLocale,
  chooseLanguage,
  currentLocale,
  localeOf,
  readLanguageChoice,
} from '../../../src/app/i18n/locale.ts';
import { booksWords, stepsUnit } from '../../../src/app/i18n/counts.ts';
import { formatCount } from '../../../src/app/i18n/plural.ts';

const books = (n: number): string => booksWords(n, formatCount(n));

describe('the app language', () => {
  afterEach(async () => {
    localStorage.removeItem('tv-language');
    await applyLocale('en');
  });

  it('takes de* and ar* from the TV, and English for everything else', () => {
    expect(localeOf('de-AT')).to.equal('de');
    expect(localeOf('ar_EG')).to.equal('ar');
    expect(localeOf('AR')).to.equal('ar');
    expect(localeOf('fr-CA')).to.equal('en');
    expect(localeOf(undefined)).to.equal('en');
  });

  it('applies a choice at once: words, lang and dir on <html>, kept for the next start', async () => {
    await chooseLanguage('ar');
    expect(currentLocale()).to.equal('ar');
    expect(document.documentElement.lang).to.equal('ar');
    expect(document.documentElement.dir).to.equal('rtl');
    expect(msg('Settings')).to.equal('الإعدادات');
    expect(readLanguageChoice()).to.equal('ar');
    await chooseLanguage('de');
    expect(document.documentElement.dir).to.equal('ltr');
    expect(msg('Settings')).to.equal('Einstellungen');
    await chooseLanguage('system');
    expect(localStorage.getItem('tv-language')).to.equal(null);
  });

  it('counts with the six Arabic plural forms', async () => {
    await applyLocale('ar');
    const arabic = new Intl.NumberFormat('ar');
    expect(books(3)).to.equal(`${arabic.format(3)} كتب`);
    expect(books(11)).to.equal(`${arabic.format(11)} كتابًا`);
    expect(books(100)).to.equal(`${arabic.format(100)} كتاب`);
    expect(books(0)).to.equal(`${arabic.format(0)} كتاب`);
    expect(stepsUnit(5)).to.equal('خطوات');
    expect(stepsUnit(20)).to.equal('خطوة');
  });

  it('counts with one and other in German and English', async () => {
    expect(books(1)).to.equal('1 book');
    expect(books(2)).to.equal('2 books');
    await applyLocale('de');
    expect(books(1)).to.equal('1 Buch');
    expect(books(1200)).to.equal('1.200 Bücher');
  });
});
