/**
 * How the sign-in machine reads the service's answers: to a device-code request, to a poll about the code
 * on screen, and to a poll about the code "Get a new code" replaced.
 */
import type { PollOutcome } from './device-flow-client.ts';
import type { DeviceCodeOutcome } from './device-code-answer.ts';
import {
  backoffMs,
  codeOnScreen,
  jittered,
  MAX_RATE_LIMIT_MS,
  nextWake,
  RATE_LIMIT_BASE_MS,
  request,
  SLOW_DOWN_STEP_S,
  type CodeOnScreen,
  type Phase,
  type ReplacedCode,
  type SignInState,
  type Transition,
} from './sign-in-state.ts';

export function onCode(
  state: SignInState,
  phase: Extract<Phase, { name: 'requesting' }>,
  outcome: DeviceCodeOutcome,
  at: number,
  random: number,
): Transition {
  switch (outcome.kind) {
    case 'code': {
      const code = codeOnScreen(outcome.code, at);
      // RFC 8628 §3.5: the first poll waits a full interval.
      const phaseNext: Phase = {
        name: 'waiting',
        code,
        reason: phase.reason,
        wakeAt: nextWake(code, at + code.interval * 1000),
      };
      return { state: { ...state, phase: phaseNext }, effects: [] };
    }
    case 'rateLimited':
    case 'unreachable': {
      const wait =
        outcome.kind === 'rateLimited'
          ? jittered(backoffMs(RATE_LIMIT_BASE_MS, phase.attempt, MAX_RATE_LIMIT_MS), random)
          : backoffMs(2_000, phase.attempt);
      const next: Phase = {
        name: 'codeBackoff',
        cause: outcome.kind,
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

export function onPoll(
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
      return signedIn(state, outcome.tokens, at);
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

/**
 * An answer about the replaced code. Approved: signed in, whatever the screen shows. Still pending (or the
 * network failed): polled again at its interval. Any other answer ends it quietly: the screen is the new
 * code's, and the replaced one was only a courtesy to a person who was already typing it.
 */
export function onReplacedPoll(
  state: SignInState,
  replaced: ReplacedCode,
  outcome: PollOutcome,
  at: number,
): Transition {
  const again = (code: CodeOnScreen): Transition => ({
    state: {
      ...state,
      replaced:
        at >= code.expiresAt ? undefined : { code, polling: false, wakeAt: at + code.interval * 1000 },
    },
    effects: [],
  });
  switch (outcome.kind) {
    case 'tokens':
      return signedIn(state, outcome.tokens, at);
    case 'pending':
    case 'unreachable':
      return again(replaced.code);
    case 'slowDown':
      return again({ ...replaced.code, interval: replaced.code.interval + SLOW_DOWN_STEP_S });
    default:
      return { state: { ...state, replaced: undefined }, effects: [] };
  }
}

function signedIn(
  state: SignInState,
  tokens: Extract<PollOutcome, { kind: 'tokens' }>['tokens'],
  at: number,
) {
  const phase: Phase = { name: 'signedIn', tokens, receivedAt: at };
  return { state: { ...state, phase, replaced: undefined }, effects: [] };
}
