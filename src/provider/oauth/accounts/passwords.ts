/**
 * Passwords at rest: scrypt with its parameters stored beside the hash, a stand-in hash for unknown emails,
 * and a constant-time comparison (docs/security.md).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

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

/** Whether `stored` is a hash some password matches (not a person's NO_PASSWORD, not a damaged row). */
export function isPasswordHash(stored: string): boolean {
  return parseHash(stored) !== undefined;
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
