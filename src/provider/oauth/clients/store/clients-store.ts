/**
 * OAuth clients through the storage interface, with their rows cached in memory: every poll authenticates
 * its client, and clients change rarely. Every change goes through `save` or `remove`, which drop this
 * process's cached row.
 *
 * The cache is the one thing about the authorization server a replica keeps for itself (docs/scale.md): no
 * endpoint, page or command changes a client while providers run (clients are written when a database is
 * seeded), so a row read once stays right. Accounts, grants and tokens are never cached: a disable or a
 * revocation written by one replica counts in every other at the next request.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import type { Client } from '../client.ts';
import { digest } from '../../secrets.ts';

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

// One-shot, without a Hash object: every poll authenticates its client.
const sha256 = (value: string): Buffer => hash('sha256', value, 'buffer');

export class ClientsStore {
  private readonly cache = new Map<string, StoredClient>();
  readonly #byId: SqlStatement;
  readonly #upsert: SqlStatement;
  readonly #remove: SqlStatement;

  /** `capacity`: cached clients at most (unknown ids are never cached, so it bounds memory too). */
  constructor(
    sql: SqlAccess,
    readonly capacity = 1000,
  ) {
    this.#byId = sql.prepare('SELECT * FROM oauth_clients WHERE id = ?');
    this.#upsert = sql.prepare(
      `INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, secret_digest = excluded.secret_digest,
         type = excluded.type, internal_org = excluded.internal_org`,
    );
    this.#remove = sql.prepare('DELETE FROM oauth_clients WHERE id = ?');
  }

  get cached(): number {
    return this.cache.size;
  }

  async find(id: string): Promise<StoredClient | undefined> {
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    const row = await this.#byId.get<ClientRow>(id);
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
  async authenticate(id: string, secret: string): Promise<Client | undefined> {
    const stored = this.cache.get(id) ?? (await this.find(id));
    const expected = stored?.secretDigest.length === 32 ? stored.secretDigest : NO_SECRET;
    const matches = timingSafeEqual(sha256(secret), expected);
    return stored !== undefined && matches && expected !== NO_SECRET && stored.client.type === 'tv'
      ? stored.client
      : undefined;
  }

  /** Creates or changes a client; its secret is stored only as a digest. */
  async save(client: Client, secret: string): Promise<void> {
    await this.#upsert.run(client.id, client.name, digest(secret), client.type, client.internalOrg);
    this.cache.delete(client.id);
  }

  async remove(id: string): Promise<void> {
    await this.#remove.run(id);
    this.cache.delete(id);
  }
}

const stores = new WeakMap<SqlAccess, ClientsStore>();

/** The one clients store of this database (made on first use). */
export function clientsIn(sql: SqlAccess): ClientsStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new ClientsStore(sql);
    stores.set(sql, store);
  }
  return store;
}

export async function findClient(sql: SqlAccess, id: string): Promise<Client | undefined> {
  return (await clientsIn(sql).find(id))?.client;
}
