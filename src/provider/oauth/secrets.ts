/**
 * Secrets at rest and in comparison: random tokens and their SHA-256 digests (tokens and device codes are
 * 256-bit random values, so a fast hash is enough to make a stolen table useless), compared in constant
 * time. Passwords are accounts/passwords.ts's (scrypt); user codes grants/user-codes.ts's.
 */
import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

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
