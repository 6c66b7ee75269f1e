import { expect } from '@open-wc/testing';
import {
  initialState,
  transition,
  wakeAt,
  type Phase,
  type SignInEvent,
  type SignInState,
} from '../../../src/app/auth/sign-in-machine.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import { errorWords } from '../../../src/app/auth/sign-in-stops.ts';
import type { DeviceCodeResponse, TokenResponse } from '#shared/wire/oauth.ts';

const CODE: DeviceCodeResponse = {
  device_code: 'dev-1',
  user_code: 'WDJB-MJHT',
  verification_url: 'http://localhost:8787/device',
  expires_in: 1800,
  interval: 5,
};
const TOKENS: TokenResponse = {
  access_token: 'at',
  expires_in: 3600,
  refresh_token: 'rt',
  scope: 'openid',
  token_type: 'Bearer',
};

function run(state: SignInState, event: SignInEvent, random = 0.5) {
  return transition(state, event, random);
}

/** State after start and a device code answered at t = 0. */
function showing(code: DeviceCodeResponse = CODE): SignInState {
  const started = run(initialState, { type: 'start', at: 0 }).state;
  return run(started, { type: 'codeAnswer', outcome: { kind: 'code', code }, at: 0 }).state;
}

/** From a waiting state, wake at its due time and answer the poll with `outcome`. */
function pollWith(state: SignInState, outcome: PollOutcome) {
  const at = wakeAt(state)!;
  const polled = run(state, { type: 'wake', at });
  expect(polled.state.phase.name).to.equal('polling');
  expect(polled.effects).to.deep.equal([{ type: 'poll', deviceCode: 'dev-1' }]);
  return { at, ...run(polled.state, { type: 'pollAnswer', deviceCode: 'dev-1', outcome, at }) };
}

function phase<N extends Phase['name']>(state: SignInState, name: N): Extract<Phase, { name: N }> {
  expect(state.phase.name).to.equal(name);
  return state.phase as Extract<Phase, { name: N }>;
}

describe('sign-in state machine', () => {
  it('starts by requesting a device code', () => {
    const { state, effects } = run(initialState, { type: 'start', at: 0 });
    expect(phase(state, 'requesting').reason).to.equal('first');
    expect(effects).to.deep.equal([{ type: 'requestCode' }]);
  });

  it('shows the code and polls first after one full interval, not before', () => {
    const state = showing();
    const waiting = phase(state, 'waiting');
    expect(waiting.wakeAt).to.equal(5000);
    expect(waiting.code.expiresAt).to.equal(1_800_000);
    expect(run(state, { type: 'wake', at: 4999 }).effects).to.deep.equal([]);
    expect(run(state, { type: 'wake', at: 5000 }).effects).to.deep.equal([
      { type: 'poll', deviceCode: 'dev-1' },
    ]);
  });

  it('keeps waiting one interval on 428 authorization_pending', () => {
    const { state, at } = pollWith(showing(), { kind: 'pending' });
    expect(phase(state, 'waiting').wakeAt).to.equal(at + 5000);
  });

  it('adds 5 s to the interval on slow_down, for the rest of the flow', () => {
    let { state, at } = pollWith(showing(), { kind: 'slowDown' });
    expect(phase(state, 'waiting').wakeAt).to.equal(at + 10_000);
    ({ state, at } = pollWith(state, { kind: 'pending' }));
    expect(phase(state, 'waiting').wakeAt).to.equal(at + 10_000);
    ({ state, at } = pollWith(state, { kind: 'slowDown' }));
    expect(phase(state, 'waiting').code.interval).to.equal(15);
    expect(phase(state, 'waiting').wakeAt).to.equal(at + 15_000);
  });

  it('signs in with the tokens and the time they arrived', () => {
    const { state, at } = pollWith(showing(), { kind: 'tokens', tokens: TOKENS });
    expect(phase(state, 'signedIn')).to.deep.equal({ name: 'signedIn', tokens: TOKENS, receivedAt: at });
  });

  it('stops on access_denied and asks again on retry', () => {
    const { state } = pollWith(showing(), { kind: 'denied' });
    phase(state, 'denied');
    expect(wakeAt(state)).to.equal(undefined);
    const again = run(state, { type: 'retry', at: 9000 });
    expect(phase(again.state, 'requesting').reason).to.equal('retry');
    expect(again.effects).to.deep.equal([{ type: 'requestCode' }]);
  });

  for (const error of [
    'invalid_client',
    'org_internal',
    'admin_policy_enforced',
    'invalid_scope',
    'unsupported_grant_type',
  ] as const) {
    it(`stops on ${error} with its own words and a next step`, () => {
      const { state } = pollWith(showing(), { kind: 'error', code: error });
      expect(phase(state, 'failed').error).to.equal(error);
      expect(errorWords(error).title).to.not.equal(errorWords('unknown').title);
      expect(errorWords(error).action).to.be.a('string');
      expect(phase(run(state, { type: 'retry', at: 1 }).state, 'requesting').reason).to.equal('retry');
    });
  }

  it('stops on a device-code error (invalid_client on /device/code)', () => {
    const started = run(initialState, { type: 'start', at: 0 }).state;
    const outcome: DeviceCodeOutcome = { kind: 'error', code: 'invalid_client' };
    expect(phase(run(started, { type: 'codeAnswer', outcome, at: 10 }).state, 'failed').error).to.equal(
      'invalid_client',
    );
  });

  it('stops on invalid_grant while the code should still be valid', () => {
    const { state } = pollWith(showing(), { kind: 'error', code: 'invalid_grant' });
    expect(phase(state, 'failed').error).to.equal('invalid_grant');
  });

  it('requests a fresh code by itself on expired_token, and says why', () => {
    const { state, effects } = pollWith(showing(), { kind: 'expired' });
    expect(phase(state, 'requesting').reason).to.equal('expired');
    expect(effects).to.deep.equal([{ type: 'requestCode' }]);
    const next = run(state, {
      type: 'codeAnswer',
      outcome: { kind: 'code', code: { ...CODE, device_code: 'dev-2' } },
      at: 7000,
    });
    expect(phase(next.state, 'waiting').reason).to.equal('expired');
  });

  it('requests a fresh code when expires_in passes between polls', () => {
    const state = showing({ ...CODE, expires_in: 12 });
    let next = pollWith(state, { kind: 'slowDown' }); // next poll at 15 s, after expiry at 12 s
    expect(wakeAt(next.state)).to.equal(12_000);
    next = { ...next, ...run(next.state, { type: 'wake', at: 12_000 }) };
    expect(phase(next.state, 'requesting').reason).to.equal('expired');
    expect(next.effects).to.deep.equal([{ type: 'requestCode' }]);
  });

  it('treats invalid_grant answered after the code expired as expiry', () => {
    const polling = run(showing({ ...CODE, expires_in: 6 }), { type: 'wake', at: 5000 }).state;
    const outcome: PollOutcome = { kind: 'error', code: 'invalid_grant' };
    const { state } = run(polling, { type: 'pollAnswer', deviceCode: 'dev-1', outcome, at: 6500 });
    expect(phase(state, 'requesting').reason).to.equal('expired');
  });

  it('backs off exponentially (capped) on network errors and 5xx, keeping the code', () => {
    let { state, at } = pollWith(showing(), { kind: 'unreachable' });
    let reconnecting = phase(state, 'reconnecting');
    expect(reconnecting.code.response.user_code).to.equal('WDJB-MJHT');
    const waits = [reconnecting.wakeAt - at];
    for (let i = 0; i < 5; i++) {
      ({ state, at } = pollWith(state, { kind: 'unreachable' }));
      reconnecting = phase(state, 'reconnecting');
      waits.push(reconnecting.wakeAt - at);
    }
    expect(waits).to.deep.equal([10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    ({ state, at } = pollWith(state, { kind: 'pending' }));
    expect(phase(state, 'waiting').wakeAt).to.equal(at + 5000);
  });

  it('backs off with jitter when the device-code quota is exceeded, and says so', () => {
    const started = run(initialState, { type: 'start', at: 0 }).state;
    const limited = run(started, { type: 'codeAnswer', outcome: { kind: 'rateLimited' }, at: 0 }, 0);
    const backoff = phase(limited.state, 'codeBackoff');
    expect(backoff.cause).to.equal('rateLimited');
    expect(backoff.wakeAt).to.equal(15_000); // 30 s halved with random 0
    const again = run(limited.state, { type: 'wake', at: 15_000 });
    expect(again.effects).to.deep.equal([{ type: 'requestCode' }]);
    const second = run(
      again.state,
      { type: 'codeAnswer', outcome: { kind: 'rateLimited' }, at: 15_000 },
      0.999,
    );
    expect(phase(second.state, 'codeBackoff').wakeAt - 15_000).to.be.within(59_900, 60_000);
  });

  it('retries the device-code request with backoff when the service cannot be reached', () => {
    const started = run(initialState, { type: 'start', at: 0 }).state;
    const first = run(started, { type: 'codeAnswer', outcome: { kind: 'unreachable' }, at: 0 });
    expect(phase(first.state, 'codeBackoff')).to.include({ cause: 'unreachable', wakeAt: 2000 });
    const retried = run(first.state, { type: 'wake', at: 2000 });
    const second = run(retried.state, { type: 'codeAnswer', outcome: { kind: 'unreachable' }, at: 2000 });
    expect(phase(second.state, 'codeBackoff').wakeAt).to.equal(6000);
  });

  it('pauses while the page is hidden and polls at once when shown after the due time', () => {
    const hidden = run(showing(), { type: 'hidden', at: 1000 }).state;
    expect(run(hidden, { type: 'wake', at: 5000 }).effects).to.deep.equal([]);
    const early = run(hidden, { type: 'visible', at: 4000 });
    expect(early.effects).to.deep.equal([]);
    expect(early.state.hidden).to.equal(false);
    const late = run(hidden, { type: 'visible', at: 60_000 });
    expect(late.effects).to.deep.equal([{ type: 'poll', deviceCode: 'dev-1' }]);
  });

  it('requests a fresh code when shown again after the code expired while hidden', () => {
    const hidden = run(showing({ ...CODE, expires_in: 30 }), { type: 'hidden', at: 1000 }).state;
    const shown = run(hidden, { type: 'visible', at: 3_600_000 });
    expect(phase(shown.state, 'requesting').reason).to.equal('expired');
  });

  it('ignores answers that arrive in the wrong phase', () => {
    const state = showing();
    expect(
      run(state, { type: 'pollAnswer', deviceCode: 'dev-1', outcome: { kind: 'denied' }, at: 1 }).state,
    ).to.equal(state);
  });

  it('asks for a new code at most once per polling interval while a code is shown, never while one is requested', () => {
    // A stray OK right after the code painted does nothing: the client's device-code quota is every TV's.
    expect(run(showing(), { type: 'retry', at: 4999 })).to.deep.equal({ state: showing(), effects: [] });
    const again = run(showing(), { type: 'retry', at: 5000 });
    expect(phase(again.state, 'requesting').reason).to.equal('retry');
    expect(again.effects).to.deep.equal([{ type: 'requestCode' }]);
    const polling = run(showing(), { type: 'wake', at: 5000 }).state;
    expect(phase(run(polling, { type: 'retry', at: 5001 }).state, 'requesting').reason).to.equal('retry');
    const requesting = again.state;
    expect(run(requesting, { type: 'retry', at: 9000 })).to.deep.equal({ state: requesting, effects: [] });
  });
});
