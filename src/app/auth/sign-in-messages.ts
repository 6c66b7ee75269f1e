/**
 * What the sign-in screen says before a code and beside it, and what its live region says. The words of
 * the stops that need the service to have answered (an error, a denial, the quota) are in
 * sign-in-stops.ts, a chunk fetched once the code is on screen (docs/app.md, "Budgets"); a stop that comes
 * when the service cannot be reached is said from here, since that chunk may then not arrive either.
 * docs/app.md carries the table of every stop.
 */
import { msg, str } from '@lit/localize';
import type { CodeReason, Phase } from './sign-in-machine.ts';
import type { AnsweredStop } from './sign-in-stops.ts';

export interface Words {
  title: string;
  /** What happens next, or what the person can do. */
  next: string;
  /** Label of the focused button, when the person has to act. */
  action?: string;
}

/** A stop whose words are in the sign-in-stops chunk (the unreachable backoff's are here). */
export function answeredStop(phase: Phase): phase is AnsweredStop {
  return (
    phase.name === 'denied' ||
    phase.name === 'failed' ||
    (phase.name === 'codeBackoff' && phase.cause === 'rateLimited')
  );
}

// Every word here is made when shown (functions, not constants), so it is in the language of that moment
// (docs/app.md#languages).
export const unreachableWords = (seconds: number): Words => ({
  title: msg('The sign-in service cannot be reached.'),
  next: msg(str`Check the TV’s network. Trying again in ${seconds} s.`),
  action: msg('Try now'),
});

export type SignedOutReason = 'accessRemoved' | 'signedOutElsewhere' | 'signedOut';

/** Why a session ended, shown above the fresh code. */
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
  /** What the region says on a stop of sign-in-stops.ts, once that chunk has arrived. */
  spokenStop: ((phase: AnsweredStop) => string) | undefined;
}

export const spokenReconnecting = (): string =>
  msg('Reconnecting. The sign-in service cannot be reached just now; the code on screen stays valid.');

export const spokenUnreachable = (): string =>
  msg('Check the TV’s network. The app tries again by itself; or choose Try now.');

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
      if (phase.cause === 'unreachable') return spokenUnreachable();
      return context.spokenStop?.(phase);
    case 'denied':
    case 'failed':
      return context.spokenStop?.(phase);
    case 'signedIn':
      return msg('Signed in.');
  }
}
