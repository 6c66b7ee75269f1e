/**
 * What the sign-in screen says for each stop of the flow: one sentence of what happened and one of what
 * happens next (or what the person can do). docs/app.md carries the same table.
 */
import { msg, str } from '@lit/localize';
import type { FlowErrorCode } from './device-flow-client.ts';
import type { CodeReason, Phase } from './sign-in-machine.ts';

export interface Words {
  title: string;
  /** What happens next, or what the person can do. */
  next: string;
  /** Label of the focused button, when the person has to act. */
  action?: string;
}

/** Read when shown, so the words are in the language chosen at that moment. */
const ERROR_WORDS: Readonly<Record<FlowErrorCode, () => Words>> = {
  invalid_client: () => ({
    title: msg('This TV app is not registered as a TV app with the sign-in service.'),
    next: msg('Ask whoever installed the app to check its client settings (config.json), then try again.'),
    action: msg('Try again'),
  }),
  org_internal: () => ({
    title: msg('This app only accepts accounts of its own organization.'),
    next: msg('Sign in with an account of that organization on your phone, with a new code.'),
    action: msg('Get a new code'),
  }),
  admin_policy_enforced: () => ({
    title: msg('Your account’s administrator does not allow this app the access it asks for.'),
    next: msg('Ask your administrator, or use another account with a new code.'),
    action: msg('Get a new code'),
  }),
  invalid_scope: () => ({
    title: msg('The app asked for access the sign-in service does not offer.'),
    next: msg('Ask whoever installed the app to check the scopes in config.json, then try again.'),
    action: msg('Try again'),
  }),
  invalid_grant: () => ({
    title: msg('That code can no longer be used.'),
    next: msg('Get a new code and enter it on your phone.'),
    action: msg('Get a new code'),
  }),
  unsupported_grant_type: () => ({
    title: msg('The sign-in service does not support signing in from a TV.'),
    next: msg('Ask whoever installed the app to point it at another service, then try again.'),
    action: msg('Try again'),
  }),
  invalid_request: () => ({
    title: msg('The sign-in service did not accept the app’s request.'),
    next: msg('Try again; if it keeps happening, the app needs an update.'),
    action: msg('Try again'),
  }),
  unknown: () => ({
    title: msg('The sign-in service gave an answer the app does not understand.'),
    next: msg('Try again; if it keeps happening, the app needs an update.'),
    action: msg('Try again'),
  }),
};

export function errorWords(code: FlowErrorCode): Words {
  return ERROR_WORDS[code]();
}

export const deniedWords = (): Words => ({
  title: msg('Access was denied on your phone.'),
  next: msg('If that was a mistake, get a new code and choose Allow.'),
  action: msg('Try again'),
});

export const rateLimitedWords = (seconds: number): Words => ({
  title: msg('Too many TVs asked for a code just now.'),
  next: msg(str`Waiting a little: the app asks again by itself in ${seconds} s.`),
});

export const unreachableWords = (seconds: number): Words => ({
  title: msg('The sign-in service cannot be reached.'),
  next: msg(str`Check the TV’s network. Trying again in ${seconds} s.`),
  action: msg('Try now'),
});

/** Why a session ended, shown above the fresh code. */
export type SignedOutReason = 'accessRemoved' | 'signedOutElsewhere' | 'signedOut';
export function signedOutWords(reason: SignedOutReason): string {
  switch (reason) {
    case 'accessRemoved':
      return msg('Access was removed for this TV. Sign in again to continue.');
    case 'signedOutElsewhere':
      return msg('You were signed out on another screen of this TV. Sign in again to continue.');
    case 'signedOut':
      return msg('You signed out. Sign in again whenever you like.');
  }
}

/**
 * What the sign-in screen's polite live region says, phase by phase (docs/app.md, "What a screen reader
 * says"). Never a number of seconds, so the countdown never changes it. The notices of the code screen are
 * said in words of their own (the visible sentences stay unique on the page). Stops keep their title in a
 * `role="alert"` heading, read at once; the region adds the next step. `undefined`: keep saying what was
 * said (a repeated request in the middle of a backoff).
 */
export interface SpokenContext {
  /** The address as shown (scheme removed). */
  url: string;
  /** Reads a code letter by letter. */
  spell: (code: string) => string;
  /** Why the last session ended, said with the first code. */
  reason: SignedOutReason | undefined;
  persistent: boolean;
  /** The region was saying "Reconnecting" until now. */
  reconnected: boolean;
}

export const spokenReconnecting = (): string =>
  msg('Reconnecting. The sign-in service cannot be reached just now; the code on screen stays valid.');

function spokenReason(reason: SignedOutReason): string {
  switch (reason) {
    case 'accessRemoved':
      return msg('This TV’s access was removed.');
    case 'signedOutElsewhere':
      return msg('This TV was signed out from another screen.');
    case 'signedOut':
      return msg('Signed out.');
  }
}

function spokenNewCode(reason: CodeReason): string {
  if (reason === 'expired') return msg('New code: the last one expired.');
  return reason === 'retry' ? msg('New code.') : '';
}

export function spokenWords(phase: Phase, context: SpokenContext): string | undefined {
  switch (phase.name) {
    case 'requesting':
      if (phase.attempt > 1) return undefined;
      if (phase.reason === 'expired') return msg('The code expired. Getting a new code…');
      return phase.reason === 'retry' ? msg('Getting a new code…') : msg('Getting a sign-in code…');
    case 'waiting':
    case 'polling':
    case 'reconnecting': {
      if (phase.name === 'reconnecting' || (phase.name === 'polling' && phase.failures > 0)) {
        return spokenReconnecting();
      }
      const { user_code } = phase.code.response;
      const before =
        phase.reason === 'first' && context.reason
          ? spokenReason(context.reason)
          : spokenNewCode(phase.reason);
      const url = context.url;
      const code = context.spell(user_code);
      return [
        context.reconnected ? msg('Connected again.') : before,
        msg(str`To sign in, go to ${url} on your phone or computer, and enter the code ${code}.`),
        context.persistent ? '' : msg('Sign-in will not be remembered on this TV.'),
      ]
        .filter((part) => part !== '')
        .join(' ');
    }
    case 'codeBackoff':
      return phase.cause === 'rateLimited'
        ? msg('The app asks for a code again by itself in a little while.')
        : msg('Check the TV’s network. The app tries again by itself; or choose Try now.');
    case 'denied':
      return deniedWords().next;
    case 'failed':
      return errorWords(phase.error).next;
    case 'signedIn':
      return msg('Signed in.');
  }
}
