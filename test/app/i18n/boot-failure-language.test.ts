import { expect } from '@open-wc/testing';
import { applyLocale, applyStartLanguage } from '../../../src/app/i18n/locale.ts';
import { boot } from '../../../src/app/boot.ts';
import { BootError } from '../../../src/app/boot-error.ts';

// docs/app.md#languages: the words of a failed start are not among the sign-in words; they are fetched with
// the rest of the language's catalogue once a start fails, and said in that language.
describe('a failed start in German', () => {
  after(async () => {
    localStorage.removeItem('tv-language');
    await applyLocale('en');
  });

  it('says what is wrong with config.json, and what to do, in German', async () => {
    localStorage.setItem('tv-language', 'de');
    await applyStartLanguage();
    const badConfig: typeof fetch = () =>
      Promise.resolve(new Response(JSON.stringify({ discovery: 'not a url' }), { status: 200 }));
    const error = await boot(badConfig).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).to.be.instanceOf(BootError);
    const failed = error as BootError;
    expect(failed.message).to.equal(
      '„discovery“ in config.json muss eine http- oder https-Adresse sein, nicht „not a url“.',
    );
    expect(failed.next).to.equal(
      'Wer die App installiert hat, kann config.json korrigieren und sie dann neu starten.',
    );
    expect(failed.transient).to.equal(false);
  });
});
