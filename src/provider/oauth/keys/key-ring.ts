/**
 * The authorization server's signing keys (docs/identity.md#signing-keys): ES256 key pairs kept in the
 * database, shared by every replica. One key is active and signs (a unique index allows no second); a key
 * retired by `rotate-key` stays published in the JWKS for KEY_GRACE_MS after its retirement, so tokens it
 * signed can still be verified, and is deleted at the next rotation after that. A provider loads the keys
 * at start, making the first one if there is none, and reads them again once KEY_RELOAD_MS has passed, so
 * a rotation reaches every replica within that time.
 */
import { generateKeyPairSync, randomBytes, createPrivateKey, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { SqlAccess } from '../../store/sql-access.ts';
import { keyStoreIn, type KeyRow, type KeyStore, type NewKey } from './store/key-store.ts';

/** How long a retired key stays published: longer than any token it signed lives (an ID token: 1 hour). */
export const KEY_GRACE_MS = 24 * 60 * 60 * 1000;

/** How long a provider signs with and publishes the keys it read before it reads them again. */
export const KEY_RELOAD_MS = 60_000;

/** RFC 7518 §3.4: ECDSA with P-256 and SHA-256. */
export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** A new P-256 pair as JWKs (node:crypto makes it; nothing here is hand-written cryptography). */
function newKeyPair(): NewKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomBytes(12).toString('base64url');
  const meta = { kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid,
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JWK), ...meta },
    publicJwk: { ...(publicKey.export({ format: 'jwk' }) as JWK), ...meta },
  };
}

/**
 * `rotate-key`: a new active key; the old one retires (published for KEY_GRACE_MS more); keys retired
 * longer ago than that are deleted. Returns the new key's kid.
 */
export function rotateSigningKey(sql: SqlAccess, now: number): Promise<{ kid: string; deleted: number }> {
  const keys = keyStoreIn(sql);
  return sql.withTransaction(async () => {
    const deleted = await keys.deleteRetired(now - KEY_GRACE_MS);
    await keys.retireActive(now);
    const kid = await keys.insert(newKeyPair(), now);
    if (kid === undefined) throw new Error('another signing key became active during the rotation');
    return { kid, deleted };
  });
}

interface Snapshot {
  signing: SigningKey;
  published: { jwk: JWK; until: number }[];
  loadedAt: number;
}

function snapshotOf(keyRows: KeyRow[], now: number): Snapshot | undefined {
  const active = keyRows.find((row) => row.status === 'active');
  if (active === undefined) return undefined;
  const signing = {
    kid: active.kid,
    privateKey: createPrivateKey({
      key: JSON.parse(active.private_jwk) as JWK & { kty: string },
      format: 'jwk',
    }),
    publicJwk: JSON.parse(active.public_jwk) as JWK,
  };
  const published = keyRows.map((row) => ({
    jwk: JSON.parse(row.public_jwk) as JWK,
    until: row.retired_at === null ? Infinity : row.retired_at + KEY_GRACE_MS,
  }));
  return { signing, published, loadedAt: now };
}

/** The keys as last read: the one that signs, and every key still published. */
export class KeyRing {
  #snapshot: Snapshot;
  #reloading: Promise<void> | undefined;

  constructor(
    private readonly keyRows: KeyStore,
    snapshot: Snapshot,
    private readonly now: () => number,
  ) {
    this.#snapshot = snapshot;
  }

  get signing(): SigningKey {
    this.#reloadIfStale();
    return this.#snapshot.signing;
  }

  /** RFC 7517 §5: the public keys a verifier may meet now (the active one first). */
  jwks(now: number): { keys: JWK[] } {
    this.#reloadIfStale();
    return { keys: this.#snapshot.published.filter((key) => key.until > now).map((key) => key.jwk) };
  }

  /** Reads the keys again now (a rotation by another process); settles when done. */
  async reload(): Promise<void> {
    const next = snapshotOf(await this.keyRows.all(), this.now());
    if (next !== undefined) this.#snapshot = next;
  }

  /** In the background: the request at hand uses the keys as read, the next ones the keys read again. */
  #reloadIfStale(): void {
    if (this.#reloading !== undefined || this.now() - this.#snapshot.loadedAt < KEY_RELOAD_MS) return;
    this.#reloading = this.reload()
      .catch(() => undefined)
      .finally(() => {
        this.#reloading = undefined;
      });
  }
}

const rings = new WeakMap<SqlAccess, KeyRing>();

/** Loads the keys of this store, making the first key if there is none (once per store, at start). */
export async function loadKeys(sql: SqlAccess, now: () => number): Promise<KeyRing> {
  const loaded = rings.get(sql);
  if (loaded !== undefined) return loaded;
  const keyRows = keyStoreIn(sql);
  let snapshot = snapshotOf(await keyRows.all(), now());
  if (snapshot === undefined) {
    await keyRows.insert(newKeyPair(), now());
    snapshot = snapshotOf(await keyRows.all(), now());
  }
  if (snapshot === undefined) throw new Error('No active signing key: run `npm run provider -- rotate-key`.');
  const ring = new KeyRing(keyRows, snapshot, now);
  rings.set(sql, ring);
  return ring;
}

/** The key ring `loadKeys` loaded for this store. */
export function keysIn(sql: SqlAccess): KeyRing {
  const ring = rings.get(sql);
  if (ring === undefined) throw new Error('signing keys not loaded: the provider loads them at start');
  return ring;
}
