/**
 * Secrets at rest and in comparison: random tokens, their SHA-256 digests (tokens and device codes are
 * 256-bit random values, so a fast hash is enough to make a stolen table useless), scrypt for passwords,
 * and constant-time comparison throughout.
 */
import { createHash, hash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit random value, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored for a token or device code: its SHA-256 of the UTF-8 text, hex. The one-shot `hash` makes
 * no Hash object: every poll digests its device code.
 */
export function digest(value: string): string {
  return hash('sha256', value, 'hex');
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

/** r and p of every new hash; N comes from the cost setting (PROVIDER_SCRYPT_COST, log2 of N). */
const SCRYPT = { r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/** The cost used unless a setting says otherwise: N = 2^17, as OWASP's password storage guidance suggests. */
export const DEFAULT_SCRYPT_COST = 17;

/** scrypt needs 128 · N · r bytes; twice that leaves room for Node's own bookkeeping. */
const maxmem = (n: number, r: number): number => 256 * n * r;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  n: number,
  r: number,
  p: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The asynchronous form runs on libuv's thread pool, so a sign-in never stalls the event loop.
    scrypt(password, salt, keyLength, { N: n, r, p, maxmem: maxmem(n, r) }, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url: the parameters travel with the hash. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(SCRYPT.saltLength);
  const hash = await derive(password, salt, SCRYPT.keyLength, n, SCRYPT.r, SCRYPT.p);
  return ['scrypt', n, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface StoredHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): StoredHash | undefined {
  const [kind, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (kind !== 'scrypt' || rest.length > 0 || salt === undefined || hash === undefined) return undefined;
  const [nn, rr, pp] = [Number(n), Number(r), Number(p)];
  const whole = (x: number, max: number): boolean => Number.isInteger(x) && x >= 1 && x <= max;
  // Bounds keep a damaged row from asking scrypt for gigabytes.
  if (!whole(nn, 2 ** 20) || (nn & (nn - 1)) !== 0 || !whole(rr, 32) || !whole(pp, 16)) return undefined;
  const parsed = {
    n: nn,
    r: rr,
    p: pp,
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
  return parsed.hash.length === 0 ? undefined : parsed;
}

/**
 * A stored hash that matches nothing (random bytes in place of a hash), at the given cost, so an unknown
 * email costs the same time as a wrong password. Nothing is computed to make it.
 */
export function noPassword(cost = DEFAULT_SCRYPT_COST): string {
  return [
    'scrypt',
    2 ** cost,
    SCRYPT.r,
    SCRYPT.p,
    randomBytes(SCRYPT.saltLength).toString('base64url'),
    randomBytes(SCRYPT.keyLength).toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.n, parsed.r, parsed.p);
  return timingSafeEqual(actual, parsed.hash);
}

/** A hash made with less work than `cost` asks (or other parameters) is replaced at the next sign-in. */
export function needsRehash(stored: string, cost = DEFAULT_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  return parsed === undefined || parsed.n < 2 ** cost || parsed.r !== SCRYPT.r || parsed.p !== SCRYPT.p;
}
