/**
 * "Get a new code" keeps polling the code it replaced: a person may already have typed it on a phone. It is
 * polled at its own interval until it expires or either code is approved; its errors never reach the screen.
 */
import { expect } from '@open-wc/testing';
import {
  initialState,
  transition,
  wakeAt,
  type SignInEvent,
  type SignInState,
} from '../../../src/app/auth/sign-in-machine.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeResponse, TokenResponse } from '#shared/wire/oauth.ts';

const FIRST: DeviceCodeResponse = {
  device_code: 'dev-1',
  user_code: 'WDJB-MJHT',
  verification_url: 'http://localhost:8787/device',
  expires_in: 60,
  interval: 5,
};
const SECOND: DeviceCodeResponse = {
  ...FIRST,
  device_code: 'dev-2',
  user_code: 'BCDF-GHJK',
  expires_in: 1800,
};
const TOKENS: TokenResponse = {
  access_token: 'at',
  expires_in: 3600,
  refresh_token: 'rt',
  scope: 'openid',
  token_type: 'Bearer',
};

function run(state: SignInState, event: SignInEvent) {
  return transition(state, event, 0.5);
}

function answer(state: SignInState, deviceCode: string, outcome: PollOutcome, at: number) {
  return run(state, { type: 'pollAnswer', deviceCode, outcome, at });
}

/** FIRST shown at 0, "Get a new code" at 5 s, SECOND shown at 6 s. */
function replaced(): SignInState {
  let state = run(initialState, { type: 'start', at: 0 }).state;
  state = run(state, { type: 'codeAnswer', outcome: { kind: 'code', code: FIRST }, at: 0 }).state;
  const asked = run(state, { type: 'retry', at: 5000 });
  expect(asked.effects).to.deep.equal([{ type: 'requestCode' }]);
  return run(asked.state, { type: 'codeAnswer', outcome: { kind: 'code', code: SECOND }, at: 6000 }).state;
}

describe('sign-in state machine: the replaced code', () => {
  it('is polled at its own interval beside the new code', () => {
    const state = replaced();
    expect(state.replaced?.code.response.device_code).to.equal('dev-1');
    // FIRST was due at 5 s when it was replaced: its poll comes first, the new code's at 11 s.
    expect(wakeAt(state)).to.equal(5000);
    const woke = run(state, { type: 'wake', at: 6000 });
    expect(woke.effects).to.deep.equal([{ type: 'poll', deviceCode: 'dev-1' }]);
    expect(woke.state.phase.name).to.equal('waiting');
    const pending = answer(woke.state, 'dev-1', { kind: 'pending' }, 6100);
    expect(pending.state.replaced).to.deep.include({ polling: false, wakeAt: 11_100 });
    expect(pending.state.phase).to.equal(woke.state.phase);
  });

  it('signs in when the replaced code is approved, and stops polling both', () => {
    const woke = run(replaced(), { type: 'wake', at: 6000 });
    const { state } = answer(woke.state, 'dev-1', { kind: 'tokens', tokens: TOKENS }, 6200);
    expect(state.phase).to.deep.equal({ name: 'signedIn', tokens: TOKENS, receivedAt: 6200 });
    expect(state.replaced).to.equal(undefined);
    expect(wakeAt(state)).to.equal(undefined);
  });

  it('ignores its errors: the screen keeps the new code and the replaced one is given up', () => {
    for (const outcome of [
      { kind: 'denied' },
      { kind: 'expired' },
      { kind: 'error', code: 'invalid_grant' },
    ] as const) {
      const woke = run(replaced(), { type: 'wake', at: 6000 });
      const { state } = answer(woke.state, 'dev-1', outcome, 6100);
      expect(state.phase, outcome.kind).to.equal(woke.state.phase);
      expect(state.replaced, outcome.kind).to.equal(undefined);
    }
  });

  it('slows down when told to, and keeps polling through a network failure', () => {
    const woke = run(replaced(), { type: 'wake', at: 6000 });
    const slowed = answer(woke.state, 'dev-1', { kind: 'slowDown' }, 6100).state;
    expect(slowed.replaced).to.deep.include({ wakeAt: 16_100 });
    const again = run(slowed, { type: 'wake', at: 16_100 });
    const unreachable = answer(again.state, 'dev-1', { kind: 'unreachable' }, 16_200).state;
    expect(unreachable.replaced?.wakeAt).to.equal(26_200);
  });

  it('is dropped once it expires', () => {
    let state = replaced();
    state = answer(run(state, { type: 'wake', at: 6000 }).state, 'dev-1', { kind: 'pending' }, 6000).state;
    const late = run(state, { type: 'wake', at: 60_000 });
    expect(late.state.replaced).to.equal(undefined);
    expect(late.effects.some((e) => e.type === 'poll' && e.deviceCode === 'dev-1')).to.equal(false);
  });

  it('keeps only the code before the current one', () => {
    const state = replaced();
    const third = { ...SECOND, device_code: 'dev-3' };
    const asked = run(state, { type: 'retry', at: 11_000 }).state;
    const shown = run(asked, {
      type: 'codeAnswer',
      outcome: { kind: 'code', code: third },
      at: 11_500,
    }).state;
    expect(shown.replaced?.code.response.device_code).to.equal('dev-2');
    expect(answer(shown, 'dev-1', { kind: 'tokens', tokens: TOKENS }, 12_000).state).to.equal(shown);
  });

  it('takes the answer to a poll that was in flight when the code was replaced', () => {
    let state = run(initialState, { type: 'start', at: 0 }).state;
    state = run(state, { type: 'codeAnswer', outcome: { kind: 'code', code: FIRST }, at: 0 }).state;
    state = run(state, { type: 'wake', at: 5000 }).state; // polling dev-1
    state = run(state, { type: 'retry', at: 5100 }).state;
    expect(state.replaced).to.deep.include({ polling: true });
    const { state: after } = answer(state, 'dev-1', { kind: 'tokens', tokens: TOKENS }, 5200);
    expect(after.phase.name).to.equal('signedIn');
  });

  it('ends with a stop of the code on screen', () => {
    const state = replaced();
    const polling = run(state, { type: 'wake', at: 11_000 }).state;
    const { state: denied } = answer(polling, 'dev-2', { kind: 'denied' }, 11_100);
    expect(denied.phase.name).to.equal('denied');
    expect(denied.replaced).to.equal(undefined);
  });
});
