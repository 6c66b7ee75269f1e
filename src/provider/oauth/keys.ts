/**
 * The authorization server's signing keys (docs/identity.md#signing-keys): ES256 key pairs kept in the
 * database, the first made with it. One key is active and signs; a key retired by `rotate-key` stays
 * published in the JWKS for KEY_GRACE_MS after its retirement, so tokens it signed can still be verified,
 * and is deleted at the next rotation after that. A running provider reads the keys once, at start.
 */
import { generateKeyPairSync, randomBytes, createPrivateKey, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from '../store/db.ts';

/** How long a retired key stays published: longer than any token it signed lives (an ID token: 1 hour). */
export const KEY_GRACE_MS = 24 * 60 * 60 * 1000;

/** RFC 7518 §3.4: ECDSA with P-256 and SHA-256. */
export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  status: 'active' | 'retired';
  retired_at: number | null;
}

/** A new P-256 pair as JWKs (node:crypto makes it; nothing here is hand-written cryptography). */
function newKeyPair(): { kid: string; privateJwk: JWK; publicJwk: JWK } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomBytes(12).toString('base64url');
  const meta = { kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid,
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JWK), ...meta },
    publicJwk: { ...(publicKey.export({ format: 'jwk' }) as JWK), ...meta },
  };
}

function insertKey(db: Db, now: number): string {
  const pair = newKeyPair();
  db.prepare(
    `INSERT INTO oauth_signing_keys (kid, private_jwk, public_jwk, created_at, status)
     VALUES (?, ?, ?, ?, 'active')`,
  ).run(pair.kid, JSON.stringify(pair.privateJwk), JSON.stringify(pair.publicJwk), now);
  return pair.kid;
}

/** The migration that creates the keys table and the first key, with the database. */
export function createKeysTable(db: Db): void {
  db.exec(`
    CREATE TABLE oauth_signing_keys (
      kid TEXT PRIMARY KEY,
      private_jwk TEXT NOT NULL,
      public_jwk TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      -- 'active' signs (exactly one); 'retired' is only published, until retired_at + the grace
      status TEXT NOT NULL CHECK (status IN ('active', 'retired')),
      retired_at INTEGER
    );
  `);
  insertKey(db, Date.now());
}

/**
 * `rotate-key`: a new active key; the old one retires (published for KEY_GRACE_MS more); keys retired
 * longer ago than that are deleted. Returns the new key's kid.
 */
export function rotateSigningKey(db: Db, now: number): { kid: string; deleted: number } {
  return db.transaction(() => {
    const deleted = db
      .prepare("DELETE FROM oauth_signing_keys WHERE status = 'retired' AND retired_at <= ?")
      .run(now - KEY_GRACE_MS).changes;
    db.prepare(
      "UPDATE oauth_signing_keys SET status = 'retired', retired_at = ? WHERE status = 'active'",
    ).run(now);
    return { kid: insertKey(db, now), deleted };
  })();
}

/** The keys as the provider loaded them at start: the one that signs, and every key still published. */
export class KeyRing {
  readonly signing: SigningKey;
  readonly #published: { jwk: JWK; until: number }[];

  constructor(db: Db) {
    const rows = db
      .prepare(
        "SELECT * FROM oauth_signing_keys ORDER BY status = 'active' DESC, created_at DESC, rowid DESC",
      )
      .all() as KeyRow[];
    const active = rows.find((row) => row.status === 'active');
    if (active === undefined) throw new Error('No active signing key: run `npm run provider -- rotate-key`.');
    this.signing = {
      kid: active.kid,
      privateKey: createPrivateKey({
        key: JSON.parse(active.private_jwk) as JWK & { kty: string },
        format: 'jwk',
      }),
      publicJwk: JSON.parse(active.public_jwk) as JWK,
    };
    this.#published = rows.map((row) => ({
      jwk: JSON.parse(row.public_jwk) as JWK,
      until: row.retired_at === null ? Infinity : row.retired_at + KEY_GRACE_MS,
    }));
  }

  /** RFC 7517 §5: the public keys a verifier may meet now (the active one first). */
  jwks(now: number): { keys: JWK[] } {
    return { keys: this.#published.filter((key) => key.until > now).map((key) => key.jwk) };
  }
}

const rings = new WeakMap<Db, KeyRing>();

/** The key ring of this database, loaded on first use (at start: the oauth module asks for it then). */
export function keysIn(db: Db): KeyRing {
  let ring = rings.get(db);
  if (ring === undefined) {
    ring = new KeyRing(db);
    rings.set(db, ring);
  }
  return ring;
}
