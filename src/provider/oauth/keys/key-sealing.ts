/**
 * Private signing keys at rest (docs/security.md#the-database-file): with PROVIDER_KEY_SECRET set, a new
 * key's private JWK is stored encrypted with AES-256-GCM under a key derived from the secret by scrypt, its
 * kid as additional data so a row's key cannot be moved to another kid. A copy of the database alone then
 * signs nothing. Keys stored before the secret was set stay readable as they are; `rotate-key` makes one
 * that is sealed. A sealed key without the secret, or with another one, stops the provider with one line.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { SettingsError } from '../../settings-error.ts';
import type { SqlAccess } from '../../store/sql-access.ts';

const SEALED = 'sealed-v1:';
/** A fixed salt: one secret per deployment, and the scrypt cost is what slows a guess at it. */
const SALT = 'provider signing keys v1';

export interface KeySealer {
  seal(kid: string, privateJwk: string): string;
  open(kid: string, stored: string): string;
}

const unsealable = (kid: string, why: string): SettingsError =>
  new SettingsError(`signing key ${kid} is stored encrypted and ${why}`);

/** Without a secret: new keys in clear, and a sealed one refused with words. */
const clear: KeySealer = {
  seal: (_kid, privateJwk) => privateJwk,
  open(kid, stored) {
    if (stored.startsWith(SEALED)) throw unsealable(kid, 'PROVIDER_KEY_SECRET is not set');
    return stored;
  },
};

/** The sealer for `secret` ('' for none). */
export function keySealer(secret: string): KeySealer {
  if (secret === '') return clear;
  // Once per start, on the event loop before it serves: N = 2^15 needs 32 MiB, twice that allowed.
  const key = scryptSync(secret, SALT, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return {
    seal(kid, privateJwk) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const text = Buffer.concat([cipher.update(privateJwk, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
    },
    open(kid, stored) {
      if (!stored.startsWith(SEALED)) return stored;
      const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(Buffer.from(kid));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw unsealable(kid, 'PROVIDER_KEY_SECRET does not open it');
      }
    },
  };
}

const sealers = new WeakMap<SqlAccess, KeySealer>();

/** The provider on `sql` seals its keys with `sealer` (server.ts, before the keys are loaded). */
export function sealKeysWith(sql: SqlAccess, sealer: KeySealer): void {
  sealers.set(sql, sealer);
}

/** The sealer set for `sql`, else keys in clear. */
export const sealerOf = (sql: SqlAccess): KeySealer => sealers.get(sql) ?? clear;

/** Whether a stored private JWK is sealed (for tests and the start-up line). */
export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);
