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
