// The early copy of the code paints only a code start-up would show, from early boot's values alone
// (docs/app.md, "Early boot").
import { expect } from '@open-wc/testing';
import { EarlySignInPaint, earlyCode } from '../../../src/app/views/sign-in/sign-in-early.ts';
import type { EarlyBoot, EarlyDeviceCode } from '../../../src/app/config/early-boot.ts';
import { CONFIG, DISCOVERY } from '../support/shell-answers.ts';

const CODE = {
  device_code: 'dev',
  user_code: 'BCDF-GHJK',
  verification_url: 'http://provider.test/device',
  verification_url_complete: 'http://provider.test/device?user_code=BCDF-GHJK',
  expires_in: 600,
  interval: 5,
};
const SENT: EarlyDeviceCode = {
  url: DISCOVERY.device_authorization_endpoint,
  form: 'client_id=demo-tv&scope=openid',
  status: 200,
  body: CODE,
  at: 1000,
};

function early(sent: Partial<EarlyDeviceCode> = {}, config: unknown = CONFIG): EarlyBoot {
  return {
    config: Promise.resolve(config),
    discovery: Promise.resolve(DISCOVERY),
    deviceCode: Promise.resolve({ ...SENT, ...sent }),
  };
}

const at = (ms: number) => () => ms;

describe('earlyCode', () => {
  it('gives the code as the screen keeps it, counted from its arrival', async () => {
    expect(await earlyCode(early(), at(2000))).to.deep.equal({
      response: CODE,
      receivedAt: 1000,
      expiresAt: 601_000,
      interval: 5,
    });
  });

  it('gives nothing for an error answer, a refused body, an expired code or another request', async () => {
    const cases: EarlyBoot[] = [
      early({ status: 400, body: { error: 'invalid_client' } }),
      early({ status: 403, body: { error: 'access_denied', error_description: 'quota' } }),
      early({ status: 503, body: undefined }),
      early({ body: { ...CODE, user_code: 7 } }),
      early({ form: 'client_id=other&scope=openid' }),
      early({}, { ...CONFIG, clientId: '' }),
    ];
    for (const boot of cases) expect(await earlyCode(boot, at(2000))).to.equal(undefined);
    expect(await earlyCode(early(), at(601_000))).to.equal(undefined);
  });

  it('never asks the network itself: a failed early value gives nothing', async () => {
    const failed: EarlyBoot = { ...early(), discovery: Promise.reject(new Error('offline')) };
    expect(await earlyCode(failed, at(2000))).to.equal(undefined);
  });
});

describe('EarlySignInPaint', () => {
  let parent: HTMLElement;
  beforeEach(() => {
    parent = document.createElement('div');
    document.body.append(parent);
  });
  afterEach(() => {
    parent.remove();
  });

  const shown = (): string | undefined =>
    parent.firstElementChild?.shadowRoot?.querySelector('[data-testid="user-code"]')?.textContent.trim();

  it('paints the code and its QR symbol once the words are ready, hidden from screen readers', async () => {
    let ready!: () => void;
    const words = new Promise<void>((done) => (ready = done));
    const kept: string[] = [];
    const paint = new EarlySignInPaint(parent, at(2000), (code) => kept.push(code.response.user_code));
    const painted = paint.paint(early(), words);
    await Promise.resolve();
    expect(parent.children.length).to.equal(0);
    ready();
    await painted;
    expect(shown()).to.equal('BCDF-GHJK');
    // Told once it is seen, so that a reload before the app has come keeps it.
    expect(kept).to.deep.equal(['BCDF-GHJK']);
    expect(parent.firstElementChild?.shadowRoot?.querySelector('[data-testid="qr"] svg')).to.not.equal(null);
    expect(parent.firstElementChild?.getAttribute('aria-hidden')).to.equal('true');
    paint.remove();
    expect(parent.children.length).to.equal(0);
  });

  it('lays the copy out unseen while the code is on the way, and shows it with the code', async () => {
    let answer!: (sent: EarlyDeviceCode) => void;
    const boot: EarlyBoot = {
      ...early(),
      deviceCode: new Promise<EarlyDeviceCode>((done) => (answer = done)),
    };
    const painted = new EarlySignInPaint(parent, at(2000)).paint(boot, Promise.resolve());
    await new Promise((done) => setTimeout(done, 0));
    const host = parent.firstElementChild as HTMLElement | null;
    expect(host?.style.visibility).to.equal('hidden');
    expect(shown()).to.equal('');
    answer(SENT);
    await painted;
    expect(host?.style.visibility).to.equal('');
    expect(shown()).to.equal('BCDF-GHJK');
  });

  it('paints nothing for an error answer, nor once the Lit screen has taken over', async () => {
    const kept: string[] = [];
    const keep = (code: { response: { user_code: string } }) => kept.push(code.response.user_code);
    await new EarlySignInPaint(parent, at(2000), keep).paint(early({ status: 400 }), Promise.resolve());
    expect(parent.children.length).to.equal(0);
    const late = new EarlySignInPaint(parent, at(2000), keep);
    const painted = late.paint(early(), Promise.resolve());
    late.remove();
    await painted;
    expect(parent.children.length).to.equal(0);
    expect(kept).to.deep.equal([]);
  });

  it('paints nothing without an early device-code request (the TV said it was signed in)', async () => {
    const signedIn: EarlyBoot = { config: Promise.resolve(CONFIG), discovery: Promise.resolve(DISCOVERY) };
    await new EarlySignInPaint(parent, at(2000)).paint(signedIn, Promise.resolve());
    await new EarlySignInPaint(parent, at(2000)).paint(undefined, Promise.resolve());
    expect(parent.children.length).to.equal(0);
  });
});
