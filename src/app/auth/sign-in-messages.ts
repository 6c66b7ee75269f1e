/**
 * What the sign-in screen says for each stop of the flow: one sentence of what happened and one of what
 * happens next (or what the person can do). docs/app.md carries the same table.
 */
import type { FlowErrorCode } from './device-flow-client.ts';
import type { CodeReason, Phase } from './sign-in-machine.ts';

export interface Words {
  title: string;
  /** What happens next, or what the person can do. */
  next: string;
  /** Label of the focused button, when the person has to act. */
  action?: string;
}

export const ERROR_WORDS: Readonly<Record<FlowErrorCode, Words>> = {
  invalid_client: {
    title: 'This TV app is not registered as a TV app with the sign-in service.',
    next: 'Ask whoever installed the app to check its client settings (config.json), then try again.',
    action: 'Try again',
  },
  org_internal: {
    title: 'This app only accepts accounts of its own organization.',
    next: 'Sign in with an account of that organization on your phone, with a new code.',
    action: 'Get a new code',
  },
  admin_policy_enforced: {
    title: 'Your account’s administrator does not allow this app the access it asks for.',
    next: 'Ask your administrator, or use another account with a new code.',
    action: 'Get a new code',
  },
  invalid_scope: {
    title: 'The app asked for access the sign-in service does not offer.',
    next: 'Ask whoever installed the app to check the scopes in config.json, then try again.',
    action: 'Try again',
  },
  invalid_grant: {
    title: 'That code can no longer be used.',
    next: 'Get a new code and enter it on your phone.',
    action: 'Get a new code',
  },
  unsupported_grant_type: {
    title: 'The sign-in service does not support signing in from a TV.',
    next: 'Ask whoever installed the app to point it at another service, then try again.',
    action: 'Try again',
  },
  invalid_request: {
    title: 'The sign-in service did not accept the app’s request.',
    next: 'Try again; if it keeps happening, the app needs an update.',
    action: 'Try again',
  },
  unknown: {
    title: 'The sign-in service gave an answer the app does not understand.',
    next: 'Try again; if it keeps happening, the app needs an update.',
    action: 'Try again',
  },
};

export const DENIED_WORDS: Words = {
  title: 'Access was denied on your phone.',
  next: 'If that was a mistake, get a new code and choose Allow.',
  action: 'Try again',
};

export const RATE_LIMITED_WORDS = (seconds: number): Words => ({
  title: 'Too many TVs asked for a code just now.',
  next: `Waiting a little: the app asks again by itself in ${seconds} s.`,
});

export const UNREACHABLE_WORDS = (seconds: number): Words => ({
  title: 'The sign-in service cannot be reached.',
  next: `Check the TV’s network. Trying again in ${seconds} s.`,
  action: 'Try now',
});

/** Why a session ended, shown above the fresh code. */
export const SIGNED_OUT_WORDS = {
  accessRemoved: 'Access was removed for this TV. Sign in again to continue.',
  signedOutElsewhere: 'You were signed out on another screen of this TV. Sign in again to continue.',
  signedOut: 'You signed out. Sign in again whenever you like.',
} as const;
export type SignedOutReason = keyof typeof SIGNED_OUT_WORDS;

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

export const SPOKEN_RECONNECTING =
  'Reconnecting. The sign-in service cannot be reached just now; the code on screen stays valid.';

const SPOKEN_REASON: Readonly<Record<SignedOutReason, string>> = {
  accessRemoved: 'This TV’s access was removed.',
  signedOutElsewhere: 'This TV was signed out from another screen.',
  signedOut: 'Signed out.',
};

const SPOKEN_NEW_CODE: Readonly<Record<CodeReason, string>> = {
  first: '',
  expired: 'New code: the last one expired.',
  retry: 'New code.',
};

export function spokenWords(phase: Phase, context: SpokenContext): string | undefined {
  switch (phase.name) {
    case 'requesting':
      if (phase.attempt > 1) return undefined;
      if (phase.reason === 'expired') return 'The code expired. Getting a new code…';
      return phase.reason === 'retry' ? 'Getting a new code…' : 'Getting a sign-in code…';
    case 'waiting':
    case 'polling':
    case 'reconnecting': {
      if (phase.name === 'reconnecting' || (phase.name === 'polling' && phase.failures > 0)) {
        return SPOKEN_RECONNECTING;
      }
      const { user_code } = phase.code.response;
      const before =
        phase.reason === 'first' && context.reason
          ? SPOKEN_REASON[context.reason]
          : SPOKEN_NEW_CODE[phase.reason];
      return [
        context.reconnected ? 'Connected again.' : before,
        `To sign in, go to ${context.url} on your phone or computer, and enter the code ${context.spell(user_code)}.`,
        context.persistent ? '' : 'Sign-in will not be remembered on this TV.',
      ]
        .filter((part) => part !== '')
        .join(' ');
    }
    case 'codeBackoff':
      return phase.cause === 'rateLimited'
        ? 'The app asks for a code again by itself in a little while.'
        : 'Check the TV’s network. The app tries again by itself; or choose Try now.';
    case 'denied':
      return DENIED_WORDS.next;
    case 'failed':
      return ERROR_WORDS[phase.error].next;
    case 'signedIn':
      return 'Signed in.';
  }
}
