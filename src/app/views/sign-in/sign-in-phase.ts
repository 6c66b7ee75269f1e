/**
 * The sign-in screen's content in each phase of the flow: asking for a code, the code and its QR symbol
 * (sign-in-code.ts), a stop (sign-in-stop.ts), signed in. The words of a stop after an answer are in a
 * chunk of their own (sign-in-stops.ts); for the few milliseconds before it first arrives, "Sign in"
 * stands in for them.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import { canAskNewCode, type Phase } from '../../auth/sign-in-machine.ts';
import { unreachableWords } from '../../auth/sign-in-messages.ts';
import type { AnsweredStop } from '../../auth/sign-in-stops.ts';
import { codeKeys, codeScreen, type CodeQr } from './sign-in-code.ts';
import { requestingScreen, stopScreen } from './sign-in-stop.ts';

export type StopWords = typeof import('../../auth/sign-in-stops.ts');

/**
 * `now`: monotonic ms, for the countdown and the backoff. `onRetry`: "Try again" on a stop and "Get a new
 * code" beside a code, the machine's one `retry`. (Arguments, not an object of them: this is in the sign-in
 * screen's first chunk, where every byte is counted; docs/app.md, "Budgets".)
 */
export function phaseScreen(
  phase: Phase,
  now: number,
  qr: CodeQr | undefined,
  stops: StopWords | undefined,
  onRetry: () => void,
) {
  const answered = (stop: AnsweredStop, seconds: number) =>
    stops ? stopScreen(stops.stopWords(stop, seconds), onRetry) : html`<h1>${msg('Sign in')}</h1>`;
  switch (phase.name) {
    case 'requesting':
      return requestingScreen(phase.reason);
    case 'codeBackoff': {
      const seconds = Math.max(0, Math.ceil((phase.wakeAt - now) / 1000));
      if (phase.cause === 'unreachable') return stopScreen(unreachableWords(seconds), onRetry);
      return answered(phase, seconds);
    }
    case 'waiting':
    case 'polling':
    case 'reconnecting':
      return codeScreen({
        code: phase.code,
        reason: phase.reason,
        reconnecting: phase.name === 'reconnecting',
        now,
        qr,
        canAsk: canAskNewCode(phase, now),
        onKey: codeKeys,
        onRetry,
      });
    case 'denied':
    case 'failed':
      return answered(phase, 0);
    case 'signedIn':
      return html`<h1>${msg('Signed in')}</h1>`;
  }
}
