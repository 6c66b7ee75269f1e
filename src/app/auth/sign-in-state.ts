/**
 * The sign-in machine's vocabulary: its states, events and effects, and the arithmetic of its waits. The
 * machine itself is sign-in-machine.ts; how it reads the service's answers is sign-in-answers.ts.
 */
import type { DeviceCodeResponse, TokenResponse } from '#shared/wire/oauth.ts';
import type { PollOutcome } from './device-flow-client.ts';
import type { DeviceCodeOutcome, FlowErrorCode } from './device-code-answer.ts';

/** The code on screen and when it stops being valid (monotonic ms, from when the response arrived). */
export interface CodeOnScreen {
  response: DeviceCodeResponse;
  /** When the response arrived: "Get a new code" works once an interval has passed since. */
  receivedAt: number;
  expiresAt: number;
  /** Seconds between polls; grows by 5 for each slow_down (RFC 8628 §3.5). */
  interval: number;
}

/**
 * The code that "Get a new code" replaced. A person may already be typing it on a phone, so it is still
 * polled at its own interval until it expires or either code is approved; its errors are ignored.
 */
export interface ReplacedCode {
  code: CodeOnScreen;
  /** When to poll it next; unused while `polling`. */
  wakeAt: number;
  /** A poll about it is in flight. */
  polling: boolean;
}

/** Why a fresh code is being requested, so the screen can say so. */
/** A code as the screen keeps it, counted from when its answer arrived (RFC 8628 §3.2, §3.5). */
export function codeOnScreen(response: DeviceCodeResponse, at: number): CodeOnScreen {
  return {
    response,
    receivedAt: at,
    expiresAt: at + response.expires_in * 1000,
    interval: Math.max(1, response.interval),
  };
}

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
  /** The code before the one on screen, while it may still be approved. */
  replaced?: ReplacedCode | undefined;
}

export type SignInEvent =
  /** `previous`: the code shown before a reload, while it has time left (code-memory.ts). */
  | { type: 'start'; at: number; previous?: CodeOnScreen | undefined }
  | { type: 'codeAnswer'; outcome: DeviceCodeOutcome; at: number }
  /** The answer to a poll about `deviceCode` (the code on screen, or the one it replaced). */
  | { type: 'pollAnswer'; deviceCode: string; outcome: PollOutcome; at: number }
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

/** Asks for a fresh code; the code on screen (if any) is the caller's to keep as `replaced`. */
export function request(state: SignInState, reason: CodeReason, attempt: number): Transition {
  return {
    state: { ...state, phase: { name: 'requesting', reason, attempt } },
    effects: [{ type: 'requestCode' }],
  };
}

/** The next poll, never after the code's expiry. */
export function nextWake(code: CodeOnScreen, pollAt: number): number {
  return Math.min(pollAt, code.expiresAt);
}
