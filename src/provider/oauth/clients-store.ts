/**
 * OAuth clients in SQLite, with their rows cached in memory: every poll authenticates its client, and
 * clients change rarely. Every change goes through `save` or `remove`, which drop the cached row, so a
 * changed secret or type takes effect on the next request.
 */
import type { Statement } from 'better-sqlite3';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { Client } from './clients.ts';
import { digest } from './secrets.ts';

interface ClientRow {
  id: string;
  name: string;
  type: 'tv' | 'web';
  internal_org: string | null;
  secret_digest: string;
}

/** A client and the SHA-256 of its secret, as bytes ready for a constant-time comparison. */
export interface StoredClient {
  client: Client;
  secretDigest: Buffer;
}

/** Compared against when the client is unknown, so an unknown id costs the same time as a wrong secret. */
const NO_SECRET = Buffer.alloc(32);

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export class ClientsStore {
  private readonly cache = new Map<string, StoredClient>();
  private readonly byId: Statement<[string], ClientRow>;
  private readonly upsert: Statement<[string, string, string, string, string | null]>;
  private readonly remove_: Statement<[string]>;

  /** `capacity`: cached clients at most (unknown ids are never cached, so it bounds memory too). */
  constructor(
    db: Db,
    readonly capacity = 1000,
  ) {
    this.byId = db.prepare('SELECT * FROM oauth_clients WHERE id = ?');
    this.upsert = db.prepare(
      `INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, secret_digest = excluded.secret_digest,
         type = excluded.type, internal_org = excluded.internal_org`,
    );
    this.remove_ = db.prepare('DELETE FROM oauth_clients WHERE id = ?');
  }

  get cached(): number {
    return this.cache.size;
  }

  find(id: string): StoredClient | undefined {
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    const row = this.byId.get(id);
    if (row === undefined) return undefined;
    const stored: StoredClient = {
      client: { id: row.id, name: row.name, type: row.type, internalOrg: row.internal_org },
      secretDigest: Buffer.from(row.secret_digest, 'hex'),
    };
    // Past the cap the oldest cached client makes room; it is read again when next asked for.
    if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(id, stored);
    return stored;
  }

  /**
   * The TV client with this id and secret, else undefined: one lookup (usually the cache), one SHA-256 of
   * the secret, one constant-time comparison of digests.
   */
  authenticate(id: string, secret: string): Client | undefined {
    const stored = this.find(id);
    const expected = stored?.secretDigest.length === 32 ? stored.secretDigest : NO_SECRET;
    const matches = timingSafeEqual(sha256(secret), expected);
    return stored !== undefined && matches && expected !== NO_SECRET && stored.client.type === 'tv'
      ? stored.client
      : undefined;
  }

  /** Creates or changes a client; its secret is stored only as a digest. */
  save(client: Client, secret: string): void {
    this.upsert.run(client.id, client.name, digest(secret), client.type, client.internalOrg);
    this.cache.delete(client.id);
  }

  remove(id: string): void {
    this.remove_.run(id);
    this.cache.delete(id);
  }
}

const stores = new WeakMap<Db, ClientsStore>();

/** The one clients store of this database (made on first use). */
export function clientsIn(db: Db): ClientsStore {
  let store = stores.get(db);
  if (store === undefined) {
    store = new ClientsStore(db);
    stores.set(db, store);
  }
  return store;
}
