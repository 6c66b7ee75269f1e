import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { TvSignIn } from '../../../src/app/views/sign-in/tv-sign-in.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

const WIDEST = {
  device_code: 'dev',
  user_code: 'WWWWWWWWWWWWWWW',
  // 40 characters once the scheme is removed
  verification_url: 'https://verify.example-provider.test/device/tv-1',
  verification_url_complete: 'https://verify.example-provider.test/device/tv-1?user_code=WWWWWWWWWWWWWWW',
  expires_in: 1800,
  interval: 5,
};

async function signIn(code = WIDEST, polls: PollOutcome[] = []) {
  const clock = new FakeClock();
  const requested: string[] = [];
  const client = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> => {
      // Each request gets a code of its own, so a test can tell a new code from the first.
      const next = requested.length === 0 ? code : { ...code, device_code: `dev-${requested.length + 1}` };
      requested.push(next.device_code);
      return Promise.resolve({ kind: 'code', code: next });
    },
    poll: (): Promise<PollOutcome> => Promise.resolve(polls.shift() ?? { kind: 'pending' }),
  };
  const el = await fixture<TvSignIn>(html`<tv-sign-in .client=${client} .clock=${clock}></tv-sign-in>`);
  await settle();
  await el.updateComplete;
  return { el, clock, requested };
}

/** The deepest focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function part(el: TvSignIn, id: string): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
}

describe('tv-sign-in', () => {
  // The app's page has no body margin (index.html); the test page's default 8 px would shift everything.
  before(() => {
    document.body.style.margin = '0';
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('shows the code and the address exactly as received, scheme removed', async () => {
    const { el } = await signIn({
      ...WIDEST,
      user_code: 'aBc-12_x',
      verification_url: 'http://p.test/device',
    });
    expect(part(el, 'user-code').textContent).to.equal('aBc-12_x');
    expect(part(el, 'verification-url').textContent).to.equal('p.test/device');
    expect(part(el, 'countdown').textContent).to.contain('30:00');
  });

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    it(`fits 15 × W and a 40-character address inside the 5% safe area at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const { el } = await signIn();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const safe = { left: width * 0.05, right: width * 0.95, top: height * 0.05, bottom: height * 0.95 };
      for (const id of ['user-code', 'verification-url', 'qr', 'countdown', 'new-code']) {
        const box = part(el, id).getBoundingClientRect();
        expect(box.left, `${id} left`).to.be.at.least(safe.left - 0.5);
        expect(box.right, `${id} right`).to.be.at.most(safe.right + 0.5);
        expect(box.top, `${id} top`).to.be.at.least(safe.top - 0.5);
        expect(box.bottom, `${id} bottom`).to.be.at.most(safe.bottom + 0.5);
      }
      const code = part(el, 'user-code');
      expect(code.scrollWidth).to.be.at.most(code.clientWidth);
      // One line: the 40-character address does not wrap.
      const url = part(el, 'verification-url');
      expect(url.textContent).to.have.length(40);
      const fontSize = parseFloat(getComputedStyle(url).fontSize);
      expect(url.getBoundingClientRect().height).to.be.below(fontSize * 1.3 * 1.5);
      expect(parseFloat(getComputedStyle(part(el, 'countdown')).fontSize)).to.be.at.least(24);
    });
  }

  it('says access was denied and focuses "Try again"', async () => {
    const { el, clock } = await signIn(WIDEST, [{ kind: 'denied' }]);
    await clock.advance(5000);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('h1')?.textContent).to.equal('Access was denied on your phone.');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Try again');
  });

  it('focuses "Try again" once, and leaves focus alone on later countdown ticks (e.g. in an Exit? dialog)', async () => {
    const { el, clock } = await signIn(WIDEST, [{ kind: 'denied' }]);
    await clock.advance(5000);
    await el.updateComplete;
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    try {
      elsewhere.focus();
      await clock.advance(3000);
      await el.updateComplete;
      expect(document.activeElement).to.equal(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('keeps the code on screen and says "Reconnecting…" when the service cannot be reached', async () => {
    const { el, clock } = await signIn(WIDEST, [{ kind: 'unreachable' }]);
    await clock.advance(5000);
    await el.updateComplete;
    expect(part(el, 'user-code').textContent).to.equal('WWWWWWWWWWWWWWW');
    expect(el.shadowRoot!.querySelector('.notice.warning')?.textContent).to.contain('Reconnecting…');
  });

  it('focuses the code, with a visible ring, once it has painted; Down reaches "Get a new code"', async () => {
    const { el } = await signIn();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(focused()).to.equal(part(el, 'code-panel'));
    expect(getComputedStyle(part(el, 'code-panel')).boxShadow).to.match(
      /rgb\(\d+, \d+, \d+\) 0px 0px 0px 6px/,
    );
    await sendKeys({ press: 'ArrowDown' });
    const button = part(el, 'new-code');
    expect(button.textContent.trim()).to.equal('Get a new code');
    expect(focused()).to.equal(button);
    const style = getComputedStyle(button);
    // The ring: a solid shadow at least 4 px wide in the focus colour, and a border in it (not colour alone).
    const ring = /(rgb\(\d+, \d+, \d+\)) 0px 0px 0px (\d+(?:\.\d+)?)px/.exec(style.boxShadow);
    expect(ring, style.boxShadow).to.not.equal(null);
    expect(parseFloat(ring?.[2] ?? '0')).to.be.at.least(4);
    expect(ring?.[1]).to.equal(style.borderTopColor);
    expect(ring?.[1]).to.not.equal(style.backgroundColor);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal(part(el, 'code-panel'));
  });

  it('does nothing on a stray OK on the code, and asks at most once per polling interval', async () => {
    const { el, clock, requested } = await signIn();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(requested).to.deep.equal(['dev']);
    await sendKeys({ press: 'ArrowDown' });
    expect(part(el, 'new-code').getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(requested).to.deep.equal(['dev']);
    await clock.advance(5000);
    await el.updateComplete;
    expect(part(el, 'new-code').getAttribute('aria-disabled')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    expect(requested).to.deep.equal(['dev', 'dev-2']);
    // The new code takes the focus, not the button: a second OK would otherwise replace it at once.
    expect(focused()).to.equal(part(el, 'code-panel'));
  });

  it('focuses the words of the quota stop, which has no button', async () => {
    const clock = new FakeClock();
    const client = {
      requestDeviceCode: (): Promise<DeviceCodeOutcome> => Promise.resolve({ kind: 'rateLimited' }),
      poll: (): Promise<PollOutcome> => Promise.resolve({ kind: 'pending' }),
    };
    const el = await fixture<TvSignIn>(html`<tv-sign-in .client=${client} .clock=${clock}></tv-sign-in>`);
    await settle();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    expect(focused()).to.equal(part(el, 'stop'));
    expect(part(el, 'stop').textContent).to.contain('Too many TVs asked for a code just now.');
  });

  it('resolves updateComplete only once the words of a stop that comes before any code are drawn', async () => {
    let answer: (outcome: DeviceCodeOutcome) => void = () => undefined;
    const client = {
      requestDeviceCode: () => new Promise<DeviceCodeOutcome>((resolve) => (answer = resolve)),
      poll: (): Promise<PollOutcome> => Promise.resolve({ kind: 'pending' }),
    };
    const el = await fixture<TvSignIn>(
      html`<tv-sign-in .client=${client} .clock=${new FakeClock()}></tv-sign-in>`,
    );
    answer({ kind: 'rateLimited' });
    // Microtasks only: the answer reaches the screen, but a fetched chunk cannot have arrived by itself.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await el.updateComplete;
    // A string, not the element: a failed comparison of elements stalls the test page instead of failing.
    expect(el.shadowRoot!.querySelector('[data-testid="stop"]')?.textContent ?? '').to.contain(
      'Too many TVs asked for a code just now.',
    );
  });

  it('leaves focus alone on later polls and ticks while the code is shown (e.g. in an Exit? dialog)', async () => {
    const { el, clock } = await signIn();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    try {
      elsewhere.focus();
      await clock.advance(12_000);
      await el.updateComplete;
      expect(document.activeElement).to.equal(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });
});
