import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SignInController } from '../../../src/app/auth/sign-in-controller.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import type { TokenResponse } from '../../../src/shared/wire/oauth.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

/** A host that records updates, and a document whose visibility the test sets. */
class Host implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const CODE = {
  device_code: 'dev',
  user_code: 'ABCD-EFGH',
  verification_url: 'http://p.test/device',
  expires_in: 600,
  interval: 5,
};

function setup(polls: PollOutcome[], codes: DeviceCodeOutcome[] = [{ kind: 'code', code: CODE }]) {
  const clock = new FakeClock();
  const doc = new FakeDocument();
  const pollTimes: number[] = [];
  const signedIn: [TokenResponse, number][] = [];
  const client = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> =>
      Promise.resolve(codes.shift() ?? { kind: 'code', code: CODE }),
    poll: (): Promise<PollOutcome> => {
      pollTimes.push(clock.now());
      return Promise.resolve(polls.shift() ?? { kind: 'pending' });
    },
  };
  const host = new Host();
  const controller = new SignInController(host, {
    client,
    clock,
    doc: doc as unknown as Document,
    random: () => 0.5,
    onSignedIn: (tokens, at) => signedIn.push([tokens, at]),
  });
  controller.hostConnected();
  return { clock, doc, controller, pollTimes, signedIn, host };
}

const TOKENS: TokenResponse = {
  access_token: 'at',
  refresh_token: 'rt',
  expires_in: 3600,
  scope: 'openid',
  token_type: 'Bearer',
};

describe('SignInController', () => {
  it('polls first after one interval, then every interval', async () => {
    const { clock, pollTimes, controller } = setup([]);
    await settle();
    expect(controller.state.phase.name).to.equal('waiting');
    await clock.advance(4999);
    expect(pollTimes).to.deep.equal([]);
    await clock.advance(1);
    await clock.advance(10_000);
    expect(pollTimes).to.deep.equal([5000, 10_000, 15_000]);
  });

  it('waits 5 s longer after slow_down for every later poll', async () => {
    const { clock, pollTimes } = setup([{ kind: 'slowDown' }]);
    await settle();
    await clock.advance(25_000);
    expect(pollTimes).to.deep.equal([5000, 15_000, 25_000]);
  });

  it('hands the tokens over once, with the arrival time, and stops its timers', async () => {
    const { clock, signedIn, controller } = setup([{ kind: 'pending' }, { kind: 'tokens', tokens: TOKENS }]);
    await settle();
    await clock.advance(10_000);
    expect(signedIn).to.deep.equal([[TOKENS, 10_000]]);
    expect(controller.state.phase.name).to.equal('signedIn');
    expect(clock.pending).to.equal(0);
  });

  it('sends nothing while the page is hidden and polls as soon as it is shown', async () => {
    const { clock, doc, pollTimes } = setup([]);
    await settle();
    doc.setHidden(true);
    await clock.advance(60_000);
    expect(pollTimes).to.deep.equal([]);
    doc.setHidden(false);
    await settle();
    expect(pollTimes).to.deep.equal([60_000]);
  });

  it('reconnects with backoff after a network error and keeps the code on screen', async () => {
    const { clock, pollTimes, controller } = setup([{ kind: 'unreachable' }, { kind: 'unreachable' }]);
    await settle();
    await clock.advance(5000);
    expect(controller.state.phase.name).to.equal('reconnecting');
    await clock.advance(10_000);
    await clock.advance(20_000);
    expect(pollTimes).to.deep.equal([5000, 15_000, 35_000]);
    expect(controller.state.phase.name).to.equal('waiting');
  });

  it('gets a fresh code when the first one expires, without a person doing anything', async () => {
    const second = { ...CODE, device_code: 'dev-2', user_code: 'WXYZ-WXYZ' };
    const { clock, controller } = setup(
      [],
      [
        { kind: 'code', code: { ...CODE, expires_in: 12 } },
        { kind: 'code', code: second },
      ],
    );
    await settle();
    await clock.advance(12_000);
    const phase = controller.state.phase;
    expect(phase.name).to.equal('waiting');
    expect(phase.name === 'waiting' && phase.code.response.user_code).to.equal('WXYZ-WXYZ');
    expect(phase.name === 'waiting' && phase.reason).to.equal('expired');
  });

  it('drops answers that arrive after the host disconnected', async () => {
    const { clock, controller, signedIn } = setup([{ kind: 'tokens', tokens: TOKENS }]);
    await settle();
    controller.hostDisconnected();
    await clock.advance(10_000);
    expect(signedIn).to.deep.equal([]);
  });

  it('"Get a new code" while a poll is in flight: the late answer about the old code is dropped', async () => {
    const clock = new FakeClock();
    const answers: ((outcome: PollOutcome) => void)[] = [];
    const polled: string[] = [];
    const codes = [CODE, { ...CODE, device_code: 'dev-2', user_code: 'WXYZ-2345' }];
    const client = {
      requestDeviceCode: (): Promise<DeviceCodeOutcome> =>
        Promise.resolve({ kind: 'code', code: codes.shift() ?? CODE }),
      poll: (deviceCode: string): Promise<PollOutcome> => {
        polled.push(deviceCode);
        // Every poll hangs until the test answers it.
        return new Promise<PollOutcome>((resolve) => {
          answers.push(resolve);
        });
      },
    };
    const controller = new SignInController(new Host(), {
      client,
      clock,
      doc: new FakeDocument() as unknown as Document,
      random: () => 0.5,
      onSignedIn: () => {},
    });
    controller.hostConnected();
    await settle();
    await clock.advance(5000);
    expect(controller.state.phase.name).to.equal('polling');
    controller.retry();
    await settle();
    const { phase } = controller.state;
    expect(phase.name).to.equal('waiting');
    expect('code' in phase && phase.code.response.device_code).to.equal('dev-2');
    await clock.advance(5000);
    expect(polled).to.deep.equal(['dev', 'dev-2']);
    expect(controller.state.phase.name).to.equal('polling');
    // The old code's poll answers "denied" while the new code's poll is in flight: no stop is shown.
    answers[0]?.({ kind: 'denied' });
    await settle();
    expect(controller.state.phase.name).to.equal('polling');
    answers[1]?.({ kind: 'pending' });
    await settle();
    expect(controller.state.phase.name).to.equal('waiting');
    controller.hostDisconnected();
  });
});
