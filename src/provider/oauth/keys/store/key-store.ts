/**
 * The signing keys' rows (`oauth_signing_keys`, docs/identity.md#signing-keys), shared by every replica:
 * one active key (a unique index allows no second) and the retired ones still published. Statements
 * prepared once per store.
 */
import type { JWK } from 'jose';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import { sealerOf } from '../key-sealing.ts';

export interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  status: 'active' | 'retired';
  retired_at: number | null;
}

/** A new key pair as JWKs, ready to store. */
export interface NewKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** The keys table; the first key is made by the first provider to start on it (key-ring.ts `loadKeys`). */
export const KEYS_TABLE = `
  CREATE TABLE oauth_signing_keys (
    kid TEXT PRIMARY KEY,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    -- 'active' signs (exactly one); 'retired' is only published, until retired_at + the grace
    status TEXT NOT NULL CHECK (status IN ('active', 'retired')),
    retired_at INTEGER
  );`;

/** At most one active key, however many replicas make one at once. */
export const ONE_ACTIVE_KEY =
  "CREATE UNIQUE INDEX oauth_signing_keys_one_active ON oauth_signing_keys (status) WHERE status = 'active';";

export class KeyStore {
  readonly #all: SqlStatement;
  readonly #insert: SqlStatement;
  readonly #deleteRetired: SqlStatement;
  readonly #retireActive: SqlStatement;

  constructor(readonly sql: SqlAccess) {
    this.#all = sql.prepare(
      "SELECT * FROM oauth_signing_keys ORDER BY status = 'active' DESC, created_at DESC, kid DESC",
    );
    // A second replica making the first key at the same moment meets the unique index and keeps the other's.
    this.#insert = sql.prepare(
      `INSERT INTO oauth_signing_keys (kid, private_jwk, public_jwk, created_at, status)
       VALUES (?, ?, ?, ?, 'active') ON CONFLICT DO NOTHING`,
    );
    this.#deleteRetired = sql.prepare(
      "DELETE FROM oauth_signing_keys WHERE status = 'retired' AND retired_at <= ?",
    );
    this.#retireActive = sql.prepare(
      "UPDATE oauth_signing_keys SET status = 'retired', retired_at = ? WHERE status = 'active'",
    );
  }

  /** Every key, the active one first, then the newest; private JWKs opened (keys/key-sealing.ts). */
  async all(): Promise<KeyRow[]> {
    const sealer = sealerOf(this.sql);
    const rows = await this.#all.all<KeyRow>();
    return rows.map((row) => ({ ...row, private_jwk: sealer.open(row.kid, row.private_jwk) }));
  }

  /** Stores `key` as the active one; its kid, or undefined when another active key was there first. */
  async insert(key: NewKey, now: number): Promise<string | undefined> {
    const { changes } = await this.#insert.run(
      key.kid,
      sealerOf(this.sql).seal(key.kid, JSON.stringify(key.privateJwk)),
      JSON.stringify(key.publicJwk),
      now,
    );
    return changes > 0 ? key.kid : undefined;
  }

  /** Deletes the keys retired at or before `before`; how many. */
  async deleteRetired(before: number): Promise<number> {
    return (await this.#deleteRetired.run(before)).changes;
  }

  /** The active key retires at `now` (it stays published for the grace). */
  async retireActive(now: number): Promise<void> {
    await this.#retireActive.run(now);
  }
}

const stores = new WeakMap<SqlAccess, KeyStore>();

/** The one key store of this database (made on first use, after the migrations). */
export function keyStoreIn(sql: SqlAccess): KeyStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new KeyStore(sql);
    stores.set(sql, store);
  }
  return store;
}
