/**
 * The words of the sign-in stops that come after the service has answered: an error (each code of
 * docs/provider.md#errors), a denial on the phone, too many TVs asking for a code. One sentence of what
 * happened and one of what happens next (or what the person can do), as docs/app.md's table says. A chunk
 * of its own, fetched once the code is on screen (docs/app.md, "Budgets"): the screen shows none of these
 * before the service has answered.
 */
import { msg, str } from '@lit/localize';
import type { FlowErrorCode } from './device-code-answer.ts';
import type { Phase } from './sign-in-machine.ts';
import { spokenUnreachable, unreachableWords, type Words } from './sign-in-messages.ts';

/** The stops of the screen (the unreachable backoff's words stay in sign-in-messages.ts). */
export type AnsweredStop = Extract<Phase, { name: 'denied' | 'failed' | 'codeBackoff' }>;

/** Made when shown, so the words are in the language of that moment (docs/app.md#languages). */
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

/** What the screen shows on `phase`, `seconds` before the app asks again by itself. */
export function stopWords(phase: AnsweredStop, seconds: number): Words {
  if (phase.name === 'codeBackoff') {
    return phase.cause === 'rateLimited' ? rateLimitedWords(seconds) : unreachableWords(seconds);
  }
  return phase.name === 'denied' ? deniedWords() : errorWords(phase.error);
}

/**
 * What the live region says on `phase` (docs/app.md, "What a screen reader says"): the next step, never a
 * number of seconds; the title is the stop's `role="alert"` heading.
 */
export function spokenStop(phase: AnsweredStop): string {
  if (phase.name === 'codeBackoff') {
    return phase.cause === 'rateLimited'
      ? msg('The app asks for a code again by itself in a little while.')
      : spokenUnreachable();
  }
  return stopWords(phase, 0).next;
}
