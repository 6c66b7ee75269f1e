/**
 * Secrets at rest and in comparison: random tokens, their SHA-256 digests (tokens and device codes are
 * 256-bit random values, so a fast hash is enough to make a stolen table useless), scrypt for passwords,
 * and constant-time comparison throughout.
 */
import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit random value, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token or device code: its SHA-256, hex. */
export function digest(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time equality of two strings of any length (compares their digests). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

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

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/** A stored hash that matches nothing, so unknown emails cost the same time as wrong passwords. */
export const NO_PASSWORD = hashPassword(randomToken());

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || n === undefined || r === undefined || p === undefined) return false;
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
