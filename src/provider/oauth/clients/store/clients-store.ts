/**
 * OAuth clients through the storage interface, with their rows cached in memory for CLIENT_CACHE_MS: every
 * poll authenticates its client, and thousands of TVs share one. A change made through this store drops this
 * process's cached row at once; one made by another process (a command, another replica, the page on
 * another replica) counts here within CLIENT_CACHE_MS (docs/identity.md#clients). Accounts, grants and
 * tokens are never cached: a disable or a revocation written anywhere counts at the next request.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import type { Client, ClientInput, ClientType } from '../client.ts';
import { digest, randomToken } from '../../secrets.ts';

/** How long a cached client row is believed: a secret rotated or a client removed elsewhere counts after it. */
export const CLIENT_CACHE_MS = 5_000;

interface ClientRow {
  id: string;
  name: string;
  type: ClientType;
  internal_org: string | null;
  /** Null for a service client, which has a key instead. */
  secret_digest: string | null;
  allowed_scopes: string | null;
  created_at: number | null;
  removed_at: number | null;
  public_key: string | null;
}

/**
 * A client and the SHA-256 of its secret, as bytes ready for a constant-time comparison (empty for a
 * service client), or a service client's registered public key (SPKI PEM).
 */
export interface StoredClient {
  client: Client;
  secretDigest: Buffer;
  publicKey: string | null;
}

/** A service client as it is registered: no organization, no secret. */
export type ServiceClientInput = Pick<Client, 'name' | 'allowedScopes'>;

/** A client as the administration lists it. */
export interface ListedClient extends Client {
  createdAt: number | null;
}

/** Compared against when the client is unknown, so an unknown id costs the same time as a wrong secret. */
const NO_SECRET = Buffer.alloc(32);

/** A service client's: no presented secret is compared against it (authenticate uses NO_SECRET instead). */
const NO_DIGEST = Buffer.alloc(0);

// One-shot, without a Hash object: every poll authenticates its client.
const sha256 = (value: string): Buffer => hash('sha256', value, 'buffer');

const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  type: row.type,
  internalOrg: row.internal_org,
  allowedScopes: row.allowed_scopes === null ? null : row.allowed_scopes.split(' ').filter((s) => s !== ''),
});

const scopeText = (scopes: readonly string[] | null | undefined): string | null =>
  scopes == null ? null : scopes.join(' ');

/** `living-room-tv-3f9c2a1b`: readable in logs and lists, and unguessable enough to be unique. */
function newClientId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return `${slug === '' ? 'client' : slug}-${randomBytes(4).toString('hex')}`;
}

export class ClientsStore {
  private readonly cache = new Map<string, { stored: StoredClient; readAt: number }>();
  readonly #byId: SqlStatement;
  readonly #upsert: SqlStatement;
  readonly #insert: SqlStatement;
  readonly #upsertService: SqlStatement;
  readonly #insertService: SqlStatement;
  readonly #rotate: SqlStatement;
  readonly #markRemoved: SqlStatement;
  readonly #remove: SqlStatement;
  readonly #live: SqlStatement;

  /** `capacity`: cached clients at most (unknown ids are never cached, so it bounds memory too). */
  constructor(
    sql: SqlAccess,
    readonly capacity = 1000,
  ) {
    this.#byId = sql.prepare('SELECT * FROM oauth_clients WHERE id = ? AND removed_at IS NULL');
    this.#upsert = sql.prepare(
      `INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org, allowed_scopes)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, secret_digest = excluded.secret_digest,
         type = excluded.type, internal_org = excluded.internal_org, allowed_scopes = excluded.allowed_scopes`,
    );
    this.#insert = sql.prepare(
      `INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org, allowed_scopes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#upsertService = sql.prepare(
      `INSERT INTO oauth_clients (id, name, type, allowed_scopes, public_key) VALUES (?, ?, 'service', ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, secret_digest = NULL, type = 'service',
         internal_org = NULL, allowed_scopes = excluded.allowed_scopes, public_key = excluded.public_key`,
    );
    this.#insertService = sql.prepare(
      `INSERT INTO oauth_clients (id, name, type, allowed_scopes, public_key, created_at)
       VALUES (?, ?, 'service', ?, ?, ?)`,
    );
    // A service client has no secret to rotate: it signs with its own key.
    this.#rotate = sql.prepare(
      "UPDATE oauth_clients SET secret_digest = ? WHERE id = ? AND removed_at IS NULL AND type <> 'service'",
    );
    this.#markRemoved = sql.prepare(
      'UPDATE oauth_clients SET removed_at = ? WHERE id = ? AND removed_at IS NULL',
    );
    this.#remove = sql.prepare('DELETE FROM oauth_clients WHERE id = ?');
    this.#live = sql.prepare('SELECT * FROM oauth_clients WHERE removed_at IS NULL ORDER BY lower(name), id');
  }

  get cached(): number {
    return this.cache.size;
  }

  /** The client, unless unknown or removed; a row read within CLIENT_CACHE_MS before `now` is reused. */
  async find(id: string, now: number): Promise<StoredClient | undefined> {
    const hit = this.cache.get(id);
    if (hit !== undefined && now - hit.readAt < CLIENT_CACHE_MS && now >= hit.readAt) return hit.stored;
    this.cache.delete(id);
    const row = await this.#byId.get<ClientRow>(id);
    if (row === undefined) return undefined;
    const stored: StoredClient = {
      client: toClient(row),
      secretDigest: row.secret_digest === null ? NO_DIGEST : Buffer.from(row.secret_digest, 'hex'),
      publicKey: row.public_key,
    };
    // Past the cap the oldest cached client makes room; it is read again when next asked for.
    if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(id, { stored, readAt: now });
    return stored;
  }

  /**
   * The TV client with this id and secret, else undefined: one lookup (usually the cache), one SHA-256 of
   * the secret, one constant-time comparison of digests.
   */
  async authenticate(id: string, secret: string, now: number): Promise<Client | undefined> {
    const stored = await this.find(id, now);
    const expected = stored?.secretDigest.length === 32 ? stored.secretDigest : NO_SECRET;
    const matches = timingSafeEqual(sha256(secret), expected);
    return stored !== undefined && matches && expected !== NO_SECRET && stored.client.type === 'tv'
      ? stored.client
      : undefined;
  }

  /** Creates or changes a client with a given id (the demo data); its secret is stored only as a digest. */
  async save(client: ClientInput, secret: string): Promise<void> {
    const scopes = scopeText(client.allowedScopes);
    await this.#upsert.run(client.id, client.name, digest(secret), client.type, client.internalOrg, scopes);
    this.cache.delete(client.id);
  }

  /** Creates or changes a service client with a given id (the demo data) and its public key (SPKI PEM). */
  async saveService(client: ServiceClientInput & { id: string }, publicKey: string): Promise<void> {
    await this.#upsertService.run(client.id, client.name, scopeText(client.allowedScopes), publicKey);
    this.cache.delete(client.id);
  }

  /** Registers a new service client under a new id with its public key (SPKI PEM); it has no secret. */
  async registerService(input: ServiceClientInput, publicKey: string, now: number): Promise<Client> {
    const made: Client = { ...input, id: newClientId(input.name), type: 'service', internalOrg: null };
    await this.#insertService.run(made.id, made.name, scopeText(made.allowedScopes), publicKey, now);
    return made;
  }

  /** Registers a new client under a new id; its secret is returned once and stored only as a digest. */
  async register(client: Omit<Client, 'id'>, now: number): Promise<{ client: Client; secret: string }> {
    const made = { ...client, id: newClientId(client.name) };
    const secret = randomToken();
    const scopes = scopeText(made.allowedScopes);
    await this.#insert.run(made.id, made.name, digest(secret), made.type, made.internalOrg, scopes, now);
    return { client: made, secret };
  }

  /**
   * A new secret for a live client that has one (the old one stops here at once); undefined when there is
   * none, or for a service client.
   */
  async rotateSecret(id: string): Promise<string | undefined> {
    const secret = randomToken();
    const changed = (await this.#rotate.run(digest(secret), id)).changes > 0;
    this.cache.delete(id);
    return changed ? secret : undefined;
  }

  /** Marks the client removed (its row stays for the tokens that name it); false when it was not live. */
  async markRemoved(id: string, now: number): Promise<boolean> {
    const changed = (await this.#markRemoved.run(now, id)).changes > 0;
    this.cache.delete(id);
    return changed;
  }

  /** Deletes the row outright: only for a client nothing names. */
  async remove(id: string): Promise<void> {
    await this.#remove.run(id);
    this.cache.delete(id);
  }

  /** Every live client, by name. */
  async list(): Promise<ListedClient[]> {
    return (await this.#live.all<ClientRow>()).map((row) => ({
      ...toClient(row),
      createdAt: row.created_at,
    }));
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

export async function findClient(sql: SqlAccess, id: string, now: number): Promise<Client | undefined> {
  return (await clientsIn(sql).find(id, now))?.client;
}
