/** What a person types on the phone to name a device code: made with each code, read back when typed. */
import { randomInt } from 'node:crypto';

/**
 * User codes (RFC 8628 §6.1): consonants only, one case, no look-alikes (no vowels, so no words; no
 * 0/O, 1/I/L confusion; Y left out as a part-vowel). 20^8 ≈ 2.6 × 10^10 codes.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_HALF = 4;

/** A user code `XXXX-XXXX`; the dash is part of the code, as shown on the TV. Unbiased (randomInt). */
export function newUserCode(): string {
  const half = (): string =>
    Array.from(
      { length: USER_CODE_HALF },
      () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)],
    ).join('');
  return `${half()}-${half()}`;
}

/**
 * What a person typed, made into a user code when it can be one: surrounding and inner spaces and
 * dashes dropped, lower case raised (the alphabet is one case), the dash put back in the middle.
 */
export function normalizeUserCode(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  const pattern = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_HALF * 2}}$`);
  if (!pattern.test(compact)) return undefined;
  return `${compact.slice(0, USER_CODE_HALF)}-${compact.slice(USER_CODE_HALF)}`;
}
