/**
 * The refusals that the rules below the pages make as kinds (a password the rules refuse, a sign-in through
 * the organization's identity provider that was refused), said in a catalogue's words: the page's own
 * language by default, or a catalogue chosen on purpose (the administrator's pages stay English).
 */
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordProblem,
} from '../../accounts/password-rules.ts';
import type { RefusalKind, UpstreamRefusal } from '../../upstream/upstream-refusals.ts';
import { words, type Words } from './catalogue.ts';

/** Why a password will not do, in words. */
export function passwordProblemWords(problem: PasswordProblem, said: Words = words()): string {
  const sentences: Record<PasswordProblem, () => string> = {
    'too-short': () => said.passwordTooShort(MIN_PASSWORD_LENGTH),
    'too-long': () => said.passwordTooLong(MAX_PASSWORD_LENGTH),
    'own-address': () => said.passwordIsAddress,
    common: () => said.passwordCommon,
  };
  return sentences[problem]();
}

/**
 * Why a sign-in through the identity provider was refused, in words; `name` is what "Continue with …" calls
 * it, `email` the address it vouched for when no account here has it.
 */
export function refusalWords(
  refusal: UpstreamRefusal,
  name: string,
  email?: string,
  said: Words = words(),
): string {
  const { detail } = refusal;
  const sentences: Record<RefusalKind, () => string> = {
    unreachable: () => said.upstreamUnreachable(name),
    state: () => said.upstreamState(name),
    cancelled: () => said.upstreamCancelled(name, detail),
    code: () => said.upstreamCode(name),
    audience: () => said.upstreamAudience(name),
    nonce: () => said.upstreamNonce(name),
    issuer: () => said.upstreamIssuer(name),
    expired: () => said.upstreamExpired(name),
    unverifiable: () => said.upstreamUnverifiable(name, detail),
    'no-email': () => said.upstreamNoEmail(name),
    'no-account': () => said.upstreamNoAccount(email),
    disabled: () => said.accountDisabled,
  };
  return sentences[refusal.refused]();
}
