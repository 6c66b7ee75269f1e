/**
 * The sign-in flow as a pure state machine: `transition(state, event)` returns the next state and the
 * effects to run. No timers, no fetch, no clock: the controller (sign-in-controller.ts) feeds it events with
 * the monotonic time they happened at, runs the effects, and wakes it at `wakeAt`. Tested transition by
 * transition in test/app/auth/sign-in-machine.test.ts. Its vocabulary is in sign-in-state.ts.
 */
import type { DeviceCodeOutcome } from './device-code-answer.ts';
import { onCode, onPoll, onReplacedPoll } from './sign-in-answers.ts';
import {
  nextWake,
  request,
  type CodeOnScreen,
  type Phase,
  type ReplacedCode,
  type SignInEvent,
  type SignInState,
  type Transition,
} from './sign-in-state.ts';

export * from './sign-in-state.ts';

export const initialState: SignInState = {
  phase: { name: 'requesting', reason: 'first', attempt: 0 },
  hidden: false,
};

/** When the controller should next send `wake`, if ever: the earlier of the screen's and the replaced code's. */
export function wakeAt(state: SignInState): number | undefined {
  const { phase, replaced } = state;
  const own = 'wakeAt' in phase ? phase.wakeAt : undefined;
  const theirs =
    replaced && !replaced.polling ? Math.min(replaced.wakeAt, replaced.code.expiresAt) : undefined;
  if (own === undefined) return theirs;
  return theirs === undefined ? own : Math.min(own, theirs);
}

/**
 * Whether "Get a new code" may ask now: never while a code is being requested, and at most once per polling
 * interval of the code on screen, so a stray press cannot spend the client's device-code quota.
 */
export function canAskNewCode(phase: Phase, at: number): boolean {
  if (phase.name === 'requesting' || phase.name === 'signedIn') return false;
  if (!('code' in phase)) return true;
  return at >= phase.code.receivedAt + phase.code.interval * 1000;
}

/** `random` is a number in [0, 1), injected so tests decide the jitter. */
export function transition(state: SignInState, event: SignInEvent, random = 0.5): Transition {
  const stay: Transition = { state, effects: [] };
  switch (event.type) {
    case 'start':
      return request(event.previous ? keepPolling(state, event.previous, event.at) : state, 'first', 1);
    case 'retry':
      return canAskNewCode(state.phase, event.at) ? replaceCode(state, event.at) : stay;
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
        ? ended(onCode(notTwice(state, event.outcome), state.phase, event.outcome, event.at, random))
        : stay;
    case 'pollAnswer': {
      const { phase, replaced } = state;
      if (replaced?.code.response.device_code === event.deviceCode) {
        return onReplacedPoll(state, replaced, event.outcome, event.at);
      }
      if (phase.name === 'polling' && phase.code.response.device_code === event.deviceCode) {
        return ended(onPoll(state, phase, event.outcome, event.at));
      }
      // About a code no longer polled (replaced twice over): nothing to do.
      return stay;
    }
  }
}

/** "Get a new code" (or "Try again" on a stop): the code on screen, if any, is kept as the replaced one. */
function replaceCode(state: SignInState, at: number): Transition {
  const { phase } = state;
  if (!('code' in phase)) return request(state, 'retry', 1);
  const replaced: ReplacedCode = {
    code: phase.code,
    polling: phase.name === 'polling',
    wakeAt: 'wakeAt' in phase ? phase.wakeAt : nextWake(phase.code, at + phase.code.interval * 1000),
  };
  return request({ ...state, replaced }, 'retry', 1);
}

/**
 * The code shown before a reload is polled like a replaced one, a full interval after the start
 * (RFC 8628 §3.5: its last poll may have been just before the reload).
 */
function keepPolling(state: SignInState, code: CodeOnScreen, at: number): SignInState {
  return { ...state, replaced: { code, polling: false, wakeAt: nextWake(code, at + code.interval * 1000) } };
}

/** A code handed back to a screen drawn again is the one on screen, not one to poll beside it. */
function notTwice(state: SignInState, outcome: DeviceCodeOutcome): SignInState {
  const same =
    outcome.kind === 'code' && state.replaced?.code.response.device_code === outcome.code.device_code;
  return same ? { ...state, replaced: undefined } : state;
}

/** A stop (denied, failed) or sign-in ends the replaced code's polling too. */
function ended(t: Transition): Transition {
  const name = t.state.phase.name;
  if (t.state.replaced === undefined || (name !== 'denied' && name !== 'failed' && name !== 'signedIn'))
    return t;
  return { state: { ...t.state, replaced: undefined }, effects: t.effects };
}

function onWake(state: SignInState, at: number): Transition {
  return pollReplaced(onWakeScreen(state, at), at);
}

/** The replaced code's own poll, when it is due; dropped once it has expired. */
function pollReplaced(t: Transition, at: number): Transition {
  const { replaced } = t.state;
  if (replaced === undefined || replaced.polling || t.state.hidden) return t;
  if (at >= replaced.code.expiresAt)
    return { state: { ...t.state, replaced: undefined }, effects: t.effects };
  if (at < replaced.wakeAt) return t;
  return {
    state: { ...t.state, replaced: { ...replaced, polling: true } },
    effects: [...t.effects, { type: 'poll', deviceCode: replaced.code.response.device_code }],
  };
}

function onWakeScreen(state: SignInState, at: number): Transition {
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
