/**
 * The sign-in flow as a pure state machine: `transition(state, event)` returns the next state and the
 * effects to run. No timers, no fetch, no clock: the controller (sign-in-controller.ts) feeds it events with
 * the monotonic time they happened at, runs the effects, and wakes it at `wakeAt`. Tested transition by
 * transition in test/app/auth/sign-in-machine.test.ts.
 */
import type { DeviceCodeResponse, TokenResponse } from '#shared/wire/oauth.ts';
import type { DeviceCodeOutcome, FlowErrorCode, PollOutcome } from './device-flow-client.ts';

/** The code on screen and when it stops being valid (monotonic ms, from when the response arrived). */
export interface CodeOnScreen {
  response: DeviceCodeResponse;
  expiresAt: number;
  /** Seconds between polls; grows by 5 for each slow_down (RFC 8628 §3.5). */
  interval: number;
}

/** Why a fresh code is being requested, so the screen can say so. */
export type CodeReason = 'first' | 'expired' | 'retry';

export type Phase =
  /** A device-code request is in flight. */
  | { name: 'requesting'; reason: CodeReason; attempt: number }
  /** The device-code request failed; waiting before asking again. */
  | {
      name: 'codeBackoff';
      cause: 'rateLimited' | 'unreachable';
      reason: CodeReason;
      attempt: number;
      wakeAt: number;
    }
  /** Code on screen, next poll at wakeAt (or expiry, whichever comes first). */
  | { name: 'waiting'; code: CodeOnScreen; reason: CodeReason; wakeAt: number }
  /** Code on screen, a poll request is in flight. */
  | { name: 'polling'; code: CodeOnScreen; reason: CodeReason; failures: number }
  /** Code on screen, the last poll could not reach the service; retrying with backoff. */
  | { name: 'reconnecting'; code: CodeOnScreen; reason: CodeReason; attempt: number; wakeAt: number }
  /** The person chose Deny (403 access_denied). */
  | { name: 'denied' }
  /** A stop that needs a person or an administrator (invalid_client, org_internal, ...). */
  | { name: 'failed'; error: FlowErrorCode }
  | { name: 'signedIn'; tokens: TokenResponse; receivedAt: number };

export interface SignInState {
  phase: Phase;
  /** The page is hidden: nothing is sent until it is shown again. */
  hidden: boolean;
}

export type SignInEvent =
  | { type: 'start'; at: number }
  | { type: 'codeAnswer'; outcome: DeviceCodeOutcome; at: number }
  | { type: 'pollAnswer'; outcome: PollOutcome; at: number }
  /** The controller's timer reached `wakeAt`. */
  | { type: 'wake'; at: number }
  | { type: 'hidden'; at: number }
  | { type: 'visible'; at: number }
  /** The person pressed "Try again" / "Get a new code". */
  | { type: 'retry'; at: number };

export type Effect = { type: 'requestCode' } | { type: 'poll'; deviceCode: string };

export interface Transition {
  state: SignInState;
  effects: Effect[];
}

export const SLOW_DOWN_STEP_S = 5;
/** Cap of the exponential backoff after network errors and 5xx answers. */
export const MAX_BACKOFF_MS = 60_000;
/** First wait after a device-code quota error; doubled per repeat, capped, then jittered. */
export const RATE_LIMIT_BASE_MS = 30_000;
export const MAX_RATE_LIMIT_MS = 5 * 60_000;

/** Exponential backoff, capped: base·2^(attempt-1). */
export function backoffMs(baseMs: number, attempt: number, capMs = MAX_BACKOFF_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** "Equal jitter": half the backoff fixed, half random, so many TVs do not retry in step. */
export function jittered(ms: number, random: number): number {
  return Math.round(ms / 2 + (ms / 2) * random);
}

export const initialState: SignInState = {
  phase: { name: 'requesting', reason: 'first', attempt: 0 },
  hidden: false,
};

/** When the controller should next send `wake`, if ever. */
export function wakeAt(state: SignInState): number | undefined {
  const { phase } = state;
  return 'wakeAt' in phase ? phase.wakeAt : undefined;
}

/** `random` is a number in [0, 1), injected so tests decide the jitter. */
export function transition(state: SignInState, event: SignInEvent, random = 0.5): Transition {
  const stay: Transition = { state, effects: [] };
  switch (event.type) {
    case 'start':
    case 'retry':
      if (event.type === 'retry' && !canRetry(state.phase)) return stay;
      return request(state, event.type === 'start' ? 'first' : 'retry', 1);
    case 'hidden':
      return { state: { ...state, hidden: true }, effects: [] };
    case 'visible': {
      const shown = { ...state, hidden: false };
      const due = wakeAt(shown);
      return due !== undefined && due <= event.at ? onWake(shown, event.at) : { state: shown, effects: [] };
    }
    case 'wake':
      if (state.hidden) return stay;
      return onWake(state, event.at);
    case 'codeAnswer':
      return state.phase.name === 'requesting'
        ? onCode(state, state.phase, event.outcome, event.at, random)
        : stay;
    case 'pollAnswer':
      return state.phase.name === 'polling' ? onPoll(state, state.phase, event.outcome, event.at) : stay;
  }
}

/** "Try again" on a stop, and "Get a new code" while a code is on screen; never during a request. */
function canRetry(phase: Phase): boolean {
  return phase.name !== 'requesting' && phase.name !== 'signedIn';
}

function request(state: SignInState, reason: CodeReason, attempt: number): Transition {
  return {
    state: { ...state, phase: { name: 'requesting', reason, attempt } },
    effects: [{ type: 'requestCode' }],
  };
}

function nextWake(code: CodeOnScreen, pollAt: number): number {
  return Math.min(pollAt, code.expiresAt);
}

function onWake(state: SignInState, at: number): Transition {
  const { phase } = state;
  switch (phase.name) {
    case 'codeBackoff':
      if (at < phase.wakeAt) return { state, effects: [] };
      return request(state, phase.reason, phase.attempt + 1);
    case 'waiting':
    case 'reconnecting':
      if (at >= phase.code.expiresAt) return request(state, 'expired', 1);
      if (at < phase.wakeAt) return { state, effects: [] };
      return {
        state: {
          ...state,
          phase: {
            name: 'polling',
            code: phase.code,
            reason: phase.reason,
            failures: phase.name === 'reconnecting' ? phase.attempt : 0,
          },
        },
        effects: [{ type: 'poll', deviceCode: phase.code.response.device_code }],
      };
    default:
      return { state, effects: [] };
  }
}

function onCode(
  state: SignInState,
  phase: Extract<Phase, { name: 'requesting' }>,
  outcome: DeviceCodeOutcome,
  at: number,
  random: number,
): Transition {
  switch (outcome.kind) {
    case 'code': {
      const code: CodeOnScreen = {
        response: outcome.code,
        expiresAt: at + outcome.code.expires_in * 1000,
        interval: Math.max(1, outcome.code.interval),
      };
      // RFC 8628 §3.5: the first poll waits a full interval.
      const phaseNext: Phase = {
        name: 'waiting',
        code,
        reason: phase.reason,
        wakeAt: nextWake(code, at + code.interval * 1000),
      };
      return { state: { ...state, phase: phaseNext }, effects: [] };
    }
    case 'rateLimited': {
      const wait = jittered(backoffMs(RATE_LIMIT_BASE_MS, phase.attempt, MAX_RATE_LIMIT_MS), random);
      const next: Phase = {
        name: 'codeBackoff',
        cause: 'rateLimited',
        reason: phase.reason,
        attempt: phase.attempt,
        wakeAt: at + wait,
      };
      return { state: { ...state, phase: next }, effects: [] };
    }
    case 'unreachable': {
      const wait = backoffMs(2_000, phase.attempt);
      const next: Phase = {
        name: 'codeBackoff',
        cause: 'unreachable',
        reason: phase.reason,
        attempt: phase.attempt,
        wakeAt: at + wait,
      };
      return { state: { ...state, phase: next }, effects: [] };
    }
    case 'error':
      return { state: { ...state, phase: { name: 'failed', error: outcome.code } }, effects: [] };
  }
}

function onPoll(
  state: SignInState,
  phase: Extract<Phase, { name: 'polling' }>,
  outcome: PollOutcome,
  at: number,
): Transition {
  const { code, reason } = phase;
  const waitFor = (c: CodeOnScreen): Transition => ({
    state: {
      ...state,
      phase: { name: 'waiting', code: c, reason, wakeAt: nextWake(c, at + c.interval * 1000) },
    },
    effects: [],
  });
  switch (outcome.kind) {
    case 'tokens':
      return {
        state: { ...state, phase: { name: 'signedIn', tokens: outcome.tokens, receivedAt: at } },
        effects: [],
      };
    case 'pending':
      return at >= code.expiresAt ? request(state, 'expired', 1) : waitFor(code);
    case 'slowDown':
      // For the rest of this flow (RFC 8628 §3.5), not just the next poll.
      return waitFor({ ...code, interval: code.interval + SLOW_DOWN_STEP_S });
    case 'denied':
      return { state: { ...state, phase: { name: 'denied' } }, effects: [] };
    case 'expired':
      return request(state, 'expired', 1);
    case 'unreachable': {
      if (at >= code.expiresAt) return request(state, 'expired', 1);
      const attempt = phase.failures + 1;
      const wait = backoffMs(code.interval * 1000 * 2, attempt);
      return {
        state: {
          ...state,
          phase: { name: 'reconnecting', code, reason, attempt, wakeAt: nextWake(code, at + wait) },
        },
        effects: [],
      };
    }
    case 'error':
      // An invalid_grant after the code's lifetime is the provider's way of saying "expired".
      if (outcome.code === 'invalid_grant' && at >= code.expiresAt) return request(state, 'expired', 1);
      return { state: { ...state, phase: { name: 'failed', error: outcome.code } }, effects: [] };
  }
}
