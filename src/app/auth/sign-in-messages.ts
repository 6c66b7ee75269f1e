/**
 * What the sign-in screen says before a code and beside it, and what its live region says. The words of
 * the stops that need the service to have answered (an error, a denial, the quota) are in
 * sign-in-stops.ts, a chunk fetched once the code is on screen (docs/app.md, "Budgets"); a stop that comes
 * when the service cannot be reached is said from here, since that chunk may then not arrive either.
 * docs/app.md carries the table of every stop.
 */
import type { CodeReason, Phase } from './sign-in-machine.ts';
import type { AnsweredStop } from './sign-in-stops.ts';

export interface Words {
  title: string;
  /** What happens next, or what the person can do. */
  next: string;
  /** Label of the focused button, when the person has to act. */
  action?: string;
}

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
  /** What the region says on a stop of sign-in-stops.ts, once that chunk has arrived. */
  spokenStop: ((phase: AnsweredStop) => string) | undefined;
}

export const SPOKEN_RECONNECTING =
  'Reconnecting. The sign-in service cannot be reached just now; the code on screen stays valid.';

export const SPOKEN_UNREACHABLE = 'Check the TV’s network. The app tries again by itself; or choose Try now.';

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
      if (phase.cause === 'unreachable') return SPOKEN_UNREACHABLE;
      return context.spokenStop?.(phase);
    case 'denied':
    case 'failed':
      return context.spokenStop?.(phase);
    case 'signedIn':
      return 'Signed in.';
  }
}
