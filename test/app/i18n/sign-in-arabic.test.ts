import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { TvSignIn } from '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

/** What the provider answered: letters, digits and punctuation that a right-to-left run would reorder. */
const ANSWER = {
  device_code: 'dev',
  user_code: 'WDJB-MJHT',
  verification_url: 'https://p.test/device?x=1',
  expires_in: 1800,
  interval: 5,
};

/** Bidi control characters (LRM, RLM, ALM, the embeddings, overrides and isolates): never in the text. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** UTF-16 code units, so one differing unit (an invisible mark included) fails the comparison. */
const codes = (text: string): number[] => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

async function signInInArabic(): Promise<TvSignIn> {
  await applyLocale('ar');
  const client = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> => Promise.resolve({ kind: 'code', code: ANSWER }),
    poll: (): Promise<PollOutcome> => Promise.resolve({ kind: 'pending' }),
  };
  const el = await fixture<TvSignIn>(
    html`<tv-sign-in .client=${client} .clock=${new FakeClock()}></tv-sign-in>`,
  );
  await settle();
  await el.updateComplete;
  return el;
}

describe('tv-sign-in in Arabic', () => {
  after(() => applyLocale('en'));

  it('shows the code and the address character for character, in isolated left-to-right runs', async () => {
    const el = await signInInArabic();
    expect(document.documentElement.dir).to.equal('rtl');
    const expected = { 'user-code': ANSWER.user_code, 'verification-url': 'p.test/device?x=1' };
    for (const [id, text] of Object.entries(expected)) {
      const part = el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
      expect(codes(part.textContent), id).to.deep.equal(codes(text));
      // The run itself: the element, or the one element inside it that holds all its text.
      const run = part.getAttribute('dir') === null ? part.querySelector<HTMLElement>('[dir]')! : part;
      expect(run.textContent, id).to.equal(part.textContent);
      expect(run.getAttribute('dir'), id).to.equal('ltr');
      expect(getComputedStyle(run).unicodeBidi, id).to.equal('isolate');
      expect(getComputedStyle(run).direction, id).to.equal('ltr');
    }
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('سجّل الدخول بهاتفك');
    expect(BIDI_CONTROLS.test(el.shadowRoot!.textContent)).to.equal(false);
  });
});
