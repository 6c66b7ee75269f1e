// The sign-in controller takes the answer to the device-code request index.html sent before the app loaded
// (docs/app.md, "Early boot"): once, dated from its arrival, and only when it is a usable code.
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SignInController } from '../../../src/app/auth/sign-in-controller.ts';
import { DeviceFlowClient, type PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome, TimedAnswer } from '../../../src/app/auth/device-code-answer.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

class Host implements ReactiveControllerHost {
  addController(_c: ReactiveController): void {}
  removeController(): void {}
  requestUpdate(): void {}
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

const CODE = {
  device_code: 'early-dev',
  user_code: 'EARL-YCOD',
  verification_url: 'http://p.test/device',
  expires_in: 600,
  interval: 5,
};
const OWN = { ...CODE, device_code: 'own-dev', user_code: 'OWNC-ODEE' };

const ENDPOINTS = {
  deviceAuthorization: 'http://p.test/device/code',
  token: 'http://p.test/token',
  revocation: 'http://p.test/revoke',
  issuer: 'http://p.test',
  scopesSupported: ['openid'],
};
const CREDENTIALS = { clientId: 'tv', clientSecret: 's', scopes: ['openid'] };

/**
 * A real DeviceFlowClient holding `early` (so the early answer goes through the same wire parser), whose
 * own requests are counted and answered with OWN.
 */
function setup(early: Promise<TimedAnswer | undefined> | undefined) {
  const clock = new FakeClock();
  const own: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    own.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return Promise.resolve(new Response(JSON.stringify(OWN), { status: 200 }));
  };
  const client = new DeviceFlowClient(ENDPOINTS, CREDENTIALS, fetchFn, early);
  const polls: string[] = [];
  const counting = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> => client.requestDeviceCode(),
    poll: (deviceCode: string): Promise<PollOutcome> => {
      polls.push(deviceCode);
      return Promise.resolve({ kind: 'pending' });
    },
    takeEarlyAnswer: () => client.takeEarlyAnswer(),
  };
  const controller = new SignInController(new Host(), {
    client: counting,
    clock,
    doc: Object.assign(new EventTarget(), { hidden: false }) as unknown as Document,
    onSignedIn: () => undefined,
  });
  return { clock, own, polls, controller };
}

const shownCode = (controller: SignInController): string | undefined => {
  const { phase } = controller.state;
  return 'code' in phase ? phase.code.response.user_code : undefined;
};

describe('SignInController with an early device-code answer', () => {
  it('shows the early code without a request of its own, dated from its arrival', async () => {
    const clock0 = 0;
    const { clock, own, polls, controller } = setup(
      Promise.resolve({ answer: { status: 200, body: CODE }, at: clock0 }),
    );
    await clock.advance(2000); // the app's code took two seconds to load after the answer arrived
    controller.hostConnected();
    await settle();
    expect(own).to.deep.equal([]);
    expect(shownCode(controller)).to.equal('EARL-YCOD');
    const { phase } = controller.state;
    expect('code' in phase && phase.code.receivedAt).to.equal(0);
    expect('code' in phase && phase.code.expiresAt).to.equal(600_000);
    // The first poll is one interval after the arrival, not after the screen appeared.
    await clock.advance(3000);
    expect(polls).to.deep.equal(['early-dev']);
  });

  it('uses the early answer once: a reconnect asks the service itself', async () => {
    const { own, controller } = setup(Promise.resolve({ answer: { status: 200, body: CODE }, at: 0 }));
    controller.hostConnected();
    await settle();
    controller.hostDisconnected();
    controller.hostConnected();
    await settle();
    expect(own).to.deep.equal([ENDPOINTS.deviceAuthorization]);
    expect(shownCode(controller)).to.equal('OWNC-ODEE');
  });

  it('asks itself when the early request failed', async () => {
    const { own, controller } = setup(Promise.reject(new Error('offline')));
    controller.hostConnected();
    await settle();
    expect(own).to.deep.equal([ENDPOINTS.deviceAuthorization]);
    expect(shownCode(controller)).to.equal('OWNC-ODEE');
  });

  it('asks itself when the early answer is malformed, an error, or a server failure', async () => {
    const answers: TimedAnswer[] = [
      { answer: { status: 200, body: { user_code: 'NO-DEVICE-CODE' } }, at: 0 },
      { answer: { status: 200, body: undefined }, at: 0 },
      { answer: { status: 400, body: { error: 'invalid_client' } }, at: 0 },
      { answer: { status: 503, body: undefined }, at: 0 },
      { answer: 'unreachable', at: 0 },
    ];
    for (const early of answers) {
      const { own, controller } = setup(Promise.resolve(early));
      controller.hostConnected();
      await settle();
      expect(own, JSON.stringify(early)).to.deep.equal([ENDPOINTS.deviceAuthorization]);
      expect(shownCode(controller)).to.equal('OWNC-ODEE');
    }
  });

  it('asks itself when the early code expired before the screen appeared', async () => {
    const { clock, own, controller } = setup(Promise.resolve({ answer: { status: 200, body: CODE }, at: 0 }));
    await clock.advance(600_000);
    controller.hostConnected();
    await settle();
    expect(own).to.deep.equal([ENDPOINTS.deviceAuthorization]);
    expect(shownCode(controller)).to.equal('OWNC-ODEE');
  });

  it('without an early answer, asks once as before', async () => {
    const { own, controller } = setup(undefined);
    controller.hostConnected();
    await settle();
    expect(own).to.deep.equal([ENDPOINTS.deviceAuthorization]);
  });
});
