// What a TV screen reader hears on the sign-in screen: one polite live region whose text changes with each
// state (code on screen, reconnecting, new code, denied) and never with the countdown.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { TvSignIn } from '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import type { DeviceCodeResponse } from '../../../src/shared/wire/oauth.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

const CODE: DeviceCodeResponse = {
  device_code: 'dev-1',
  user_code: 'WDJB-MJHT',
  verification_url: 'https://p.test/device',
  expires_in: 1800,
  interval: 5,
};
const SAYS_CODE =
  'To sign in, go to p.test/device on your phone or computer, and enter the code W D J B, M J H T.';

/** A device-code answer the test releases when it wants. */
function deferred(): { promise: Promise<DeviceCodeOutcome>; give(code: DeviceCodeResponse): void } {
  let give: (code: DeviceCodeResponse) => void = () => undefined;
  const promise = new Promise<DeviceCodeOutcome>((resolve) => {
    give = (code) => {
      resolve({ kind: 'code', code });
    };
  });
  return { promise, give };
}

async function mount(codes: Promise<DeviceCodeOutcome>[], polls: PollOutcome[] = []) {
  const clock = new FakeClock();
  const client = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> =>
      codes.shift() ?? Promise.resolve({ kind: 'code', code: CODE }),
    poll: (): Promise<PollOutcome> => Promise.resolve(polls.shift() ?? { kind: 'pending' }),
  };
  const el = await fixture<TvSignIn>(html`<tv-sign-in .client=${client} .clock=${clock}></tv-sign-in>`);
  await settle();
  await el.updateComplete;
  const region = el.shadowRoot!.querySelector<HTMLElement>('[data-testid="announcement"]')!;
  // Every change of the region's text is a new announcement: count them.
  const changes: string[] = [];
  new MutationObserver(() => changes.push(region.textContent.trim())).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  const says = (): string => region.textContent.trim();
  const step = async (ms: number): Promise<void> => {
    await clock.advance(ms);
    await el.updateComplete;
  };
  return { el, clock, region, says, changes, step };
}

describe('tv-sign-in live region', () => {
  it('is one polite, visually hidden region that says the address and the code letter by letter', async () => {
    const first = deferred();
    const { el, region, says, changes, step } = await mount([first.promise]);
    expect(region.getAttribute('role')).to.equal('status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.getAttribute('aria-atomic')).to.equal('true');
    expect(says()).to.equal('Getting a sign-in code…');
    first.give(CODE);
    await step(0);
    expect(says()).to.equal(SAYS_CODE);
    expect(changes).to.deep.equal([SAYS_CODE]);
    const box = region.getBoundingClientRect();
    expect(box.width).to.be.at.most(1);
    expect(box.height).to.be.at.most(1);
    // The visible code is exact and left to the region; a reader browsing the page gets it spelled out.
    const code = el.shadowRoot!.querySelector('[data-testid="user-code"]')!;
    expect(code.textContent).to.equal('WDJB-MJHT');
    expect(code.getAttribute('aria-hidden')).to.equal('true');
    expect(code.previousElementSibling?.textContent).to.equal('W D J B, M J H T');
  });

  it('stays quiet while the countdown ticks and the polls come back pending', async () => {
    const { el, says, changes, step } = await mount([]);
    const countdown = () => el.shadowRoot!.querySelector('[data-testid="countdown"]')!.textContent;
    const before = countdown();
    await step(4000);
    expect(countdown()).to.not.equal(before);
    await step(11_000); // two polls, both pending
    expect(says()).to.equal(SAYS_CODE);
    expect(changes).to.deep.equal([]);
  });

  it('says "Reconnecting" once, nothing while retries fail, and "Connected again" when a poll gets through', async () => {
    const unreachable: PollOutcome = { kind: 'unreachable' };
    const { el, says, changes, step } = await mount([], [unreachable, unreachable, { kind: 'pending' }]);
    await step(5000);
    const reconnecting =
      'Reconnecting. The sign-in service cannot be reached just now; the code on screen stays valid.';
    expect(says()).to.equal(reconnecting);
    expect(el.shadowRoot!.querySelector('.notice.warning')?.textContent).to.contain('Reconnecting…');
    await step(10_000); // the first retry fails too
    expect(changes).to.deep.equal([reconnecting]);
    await step(20_000); // the second one gets a pending answer
    expect(says()).to.equal(`Connected again. ${SAYS_CODE}`);
    await step(5000); // the next poll: nothing new to say
    expect(changes).to.deep.equal([reconnecting, `Connected again. ${SAYS_CODE}`]);
  });

  it('says the code expired, then the new code, without repeating the visible notice', async () => {
    const second = deferred();
    const short = { ...CODE, expires_in: 8 };
    const { el, says, step } = await mount([Promise.resolve({ kind: 'code', code: short }), second.promise]);
    expect(says()).to.equal(SAYS_CODE);
    await step(8000);
    expect(says()).to.equal('The code expired. Getting a new code…');
    second.give({ ...CODE, device_code: 'dev-2', user_code: 'K7P2-QX9Z' });
    await step(0);
    expect(says()).to.equal(
      'New code: the last one expired. To sign in, go to p.test/device on your phone or computer, ' +
        'and enter the code K 7 P 2, Q X 9 Z.',
    );
    const text = el.shadowRoot!.textContent;
    expect(text.split('The last code expired, so this is a new one.')).to.have.length(2);
  });

  it('on denial: the title as an alert, the next step in the region, then "Getting a new code" and the new code', async () => {
    const retry = deferred();
    const { el, says, step } = await mount(
      [Promise.resolve({ kind: 'code', code: CODE }), retry.promise],
      [{ kind: 'denied' }],
    );
    await step(5000);
    expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).to.equal(
      'Access was denied on your phone.',
    );
    expect(says()).to.equal('If that was a mistake, get a new code and choose Allow.');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Try again');
    el.shadowRoot!.querySelector('button')!.click();
    await step(0);
    expect(says()).to.equal('Getting a new code…');
    retry.give({ ...CODE, device_code: 'dev-2', user_code: 'ABCD-EFGH' });
    await step(0);
    expect(says()).to.equal(
      'New code. To sign in, go to p.test/device on your phone or computer, and enter the code A B C D, E F G H.',
    );
  });

  it('says why the last session ended and that sign-in will not be remembered, in its own words', async () => {
    const clock = new FakeClock();
    const client = {
      requestDeviceCode: (): Promise<DeviceCodeOutcome> => Promise.resolve({ kind: 'code', code: CODE }),
      poll: (): Promise<PollOutcome> => Promise.resolve({ kind: 'pending' }),
    };
    const el = await fixture<TvSignIn>(
      html`<tv-sign-in
        .client=${client}
        .clock=${clock}
        .reason=${'signedOut'}
        .persistent=${false}
      ></tv-sign-in>`,
    );
    await settle();
    await el.updateComplete;
    const region = el.shadowRoot!.querySelector('[data-testid="announcement"]')!;
    expect(region.textContent.trim()).to.equal(
      `Signed out. ${SAYS_CODE} Sign-in will not be remembered on this TV.`,
    );
    // The visible notice is said once on the page (a search for it finds one element).
    expect(el.shadowRoot!.textContent.split('You signed out.')).to.have.length(2);
  });
});
