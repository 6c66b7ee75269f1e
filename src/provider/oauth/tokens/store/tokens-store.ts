/**
 * Access and refresh tokens' rows: issue, refresh, verify, the rows a revocation marks, and the
 * refresh-token limits (docs/provider.md#limits), on SQLite or PostgreSQL. Only SHA-256 digests are stored;
 * a token is shown once, in the response that issues it. Every check reads the database (a revocation or a
 * disable written by another replica counts at once); statements are prepared once per store. What a
 * revocation does beyond these rows (the grant, the watch channels) is ../revocation.ts's.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import type { Grant } from '../../../http/bearer.ts';
import { digest, randomToken } from '../../secrets.ts';

export interface TokenLimits {
  accessTtlSeconds: number;
  /** Live refresh tokens per client and user. */
  perClientUser: number;
  /** Live refresh tokens per user across all clients. */
  perUser: number;
}

export interface IssuedAccess {
  accessToken: string;
  expiresIn: number;
  scopes: readonly string[];
}

interface RefreshRow {
  id: number;
  client_id: string;
  user_id: string;
  scopes: string;
  revoked_at: number | null;
}

interface AccessRow {
  id: number;
  refresh_id: number | null;
  user_id: string;
  client_id: string;
  scopes: string;
}

export class TokensStore {
  readonly #insertAccess: SqlStatement;
  readonly #insertRefresh: SqlStatement;
  readonly #refreshGrantId: SqlStatement;
  readonly #liveOfGrant: SqlStatement;
  readonly #revokeRefresh: SqlStatement;
  readonly #holdRefresh: SqlStatement;
  readonly #revokeAccessOfRefresh: SqlStatement;
  readonly #revokeAccess: SqlStatement;
  readonly #liveOfClientUser: SqlStatement;
  readonly #liveOfUser: SqlStatement;
  readonly #refreshByDigest: SqlStatement;
  readonly #liveRefreshByDigest: SqlStatement;
  readonly #liveAccessByDigest: SqlStatement;
  readonly #unrevokedAccessByDigest: SqlStatement;

  constructor(private readonly sql: SqlAccess) {
    this.#insertAccess = sql.prepare(
      `INSERT INTO oauth_access_tokens (digest, client_id, user_id, refresh_id, scopes, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#insertRefresh = sql.prepare(
      `INSERT INTO oauth_refresh_tokens (digest, client_id, user_id, grant_id, scopes, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    this.#refreshGrantId = sql.prepare('SELECT grant_id FROM oauth_refresh_tokens WHERE id = ?');
    this.#liveOfGrant = sql.prepare(
      'SELECT id FROM oauth_refresh_tokens WHERE grant_id = ? AND revoked_at IS NULL',
    );
    this.#revokeRefresh = sql.prepare(
      'UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    );
    // Writes nothing new, but on PostgreSQL holds the row until commit: a revocation racing a refresh waits
    // for it (and then revokes the access token it issued) or makes it start again and find the token gone.
    this.#holdRefresh = sql.prepare(
      'UPDATE oauth_refresh_tokens SET revoked_at = NULL WHERE id = ? AND revoked_at IS NULL',
    );
    this.#revokeAccessOfRefresh = sql.prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE refresh_id = ? AND revoked_at IS NULL',
    );
    this.#revokeAccess = sql.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE id = ?');
    const live = 'SELECT id FROM oauth_refresh_tokens WHERE revoked_at IS NULL';
    this.#liveOfClientUser = sql.prepare(
      `${live} AND client_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC`,
    );
    this.#liveOfUser = sql.prepare(`${live} AND user_id = ? ORDER BY created_at DESC, id DESC`);
    // A disabled account's refresh tokens count as revoked (docs/identity.md#administration); read per request.
    this.#refreshByDigest = sql.prepare(
      `SELECT r.id, r.client_id, r.user_id, r.scopes, coalesce(r.revoked_at, u.disabled_at) AS revoked_at
       FROM oauth_refresh_tokens r JOIN oauth_users u ON u.id = r.user_id WHERE r.digest = ?`,
    );
    this.#liveRefreshByDigest = sql.prepare(`${live} AND digest = ?`);
    // Every bearer check reads the account's state: a disable in another process stops the token at once.
    this.#liveAccessByDigest = sql.prepare(
      `SELECT t.id, t.refresh_id, t.user_id, t.client_id, t.scopes
       FROM oauth_access_tokens t JOIN oauth_users u ON u.id = t.user_id
       WHERE t.digest = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND u.disabled_at IS NULL`,
    );
    this.#unrevokedAccessByDigest = sql.prepare(
      'SELECT id, refresh_id FROM oauth_access_tokens WHERE digest = ? AND revoked_at IS NULL',
    );
  }

  async #issueAccess(
    who: { clientId: string; userId: string; refreshId: number; scopes: string },
    now: number,
    ttl: number,
  ): Promise<IssuedAccess> {
    const accessToken = randomToken();
    const expiresAt = now + ttl * 1000;
    await this.#insertAccess.run(
      digest(accessToken),
      who.clientId,
      who.userId,
      who.refreshId,
      who.scopes,
      now,
      expiresAt,
    );
    return { accessToken, expiresIn: ttl, scopes: who.scopes.split(' ') };
  }

  /** The device grant a refresh token was issued from; null for none, undefined for an unknown id. */
  refreshGrantId(refreshId: number): Promise<number | null | undefined> {
    return this.#refreshGrantId.value<number | null>(refreshId);
  }

  /** The live refresh tokens issued from a device grant. */
  liveRefreshIdsOfGrant(grantId: number): Promise<number[]> {
    return this.#liveOfGrant.column<number>(grantId);
  }

  /** Marks the refresh token and its access tokens revoked at `now`. */
  async markRefreshRevoked(refreshId: number, now: number): Promise<void> {
    await this.#revokeRefresh.run(now, refreshId);
    await this.#revokeAccessOfRefresh.run(now, refreshId);
  }

  /** Past either limit, the oldest live refresh tokens stop working (their access tokens live to expiry). */
  async #evictOldest(clientId: string, userId: string, limits: TokenLimits, now: number): Promise<void> {
    const perClient = (await this.#liveOfClientUser.column<number>(clientId, userId)).slice(
      limits.perClientUser,
    );
    const perUser = (await this.#liveOfUser.column<number>(userId)).slice(limits.perUser);
    for (const id of new Set([...perClient, ...perUser])) await this.#revokeRefresh.run(now, id);
  }

  /** A refresh token and a first access token for a granted device authorization. Call in a transaction. */
  async issue(
    grant: { id: number; clientId: string; userId: string; scopes: readonly string[] },
    now: number,
    limits: TokenLimits,
  ): Promise<IssuedAccess & { refreshToken: string }> {
    const refreshToken = randomToken();
    const scopes = grant.scopes.join(' ');
    const refreshId = await this.#insertRefresh.value<number>(
      digest(refreshToken),
      grant.clientId,
      grant.userId,
      grant.id,
      scopes,
      now,
    );
    if (refreshId === undefined) throw new Error('refresh token vanished after insert');
    await this.#evictOldest(grant.clientId, grant.userId, limits, now);
    const who = { clientId: grant.clientId, userId: grant.userId, refreshId, scopes };
    return { ...(await this.#issueAccess(who, now, limits.accessTtlSeconds)), refreshToken };
  }

  /**
   * A new access token for a live refresh token of this client: 'unknown' when unknown, revoked or evicted,
   * 'wider' when `narrowTo` names a scope the refresh token was not granted. `narrowTo` (RFC 6749 §6) gives
   * the new access token fewer scopes; the refresh token keeps all of its own. Runs in a transaction of its
   * own (joining the caller's).
   */
  refresh(
    clientId: string,
    refreshToken: string,
    now: number,
    limits: TokenLimits,
    narrowTo?: readonly string[],
  ): Promise<IssuedAccess | 'unknown' | 'wider'> {
    return this.sql.withTransaction(async () => {
      const row = await this.#refreshByDigest.get<RefreshRow>(digest(refreshToken));
      if (row === undefined || row.revoked_at !== null || row.client_id !== clientId) return 'unknown';
      const granted = row.scopes.split(' ');
      if (narrowTo !== undefined && narrowTo.some((scope) => !granted.includes(scope))) return 'wider';
      if ((await this.#holdRefresh.run(row.id)).changes === 0) return 'unknown';
      const scopes =
        narrowTo === undefined ? row.scopes : granted.filter((s) => narrowTo.includes(s)).join(' ');
      const who = { clientId, userId: row.user_id, refreshId: row.id, scopes };
      return this.#issueAccess(who, now, limits.accessTtlSeconds);
    });
  }

  /** Who a live access token speaks for; undefined when unknown, expired, revoked or its account disabled. */
  async verify(token: string, now: number): Promise<Grant | undefined> {
    const row = await this.#liveAccessByDigest.get<AccessRow>(digest(token), now);
    return (
      row && {
        userId: row.user_id,
        clientId: row.client_id,
        scopes: new Set(row.scopes.split(' ')),
        grantKey: row.refresh_id === null ? `access:${row.id}` : `refresh:${row.refresh_id}`,
      }
    );
  }

  /** The live refresh token with this digest, if any. */
  liveRefreshId(tokenDigest: string): Promise<number | undefined> {
    return this.#liveRefreshByDigest.value<number>(tokenDigest);
  }

  /** The unrevoked access token with this digest, expired or not, and the refresh token it came from. */
  async unrevokedAccess(tokenDigest: string): Promise<{ id: number; refreshId: number | null } | undefined> {
    const row = await this.#unrevokedAccessByDigest.get<{ id: number; refresh_id: number | null }>(
      tokenDigest,
    );
    return row && { id: row.id, refreshId: row.refresh_id };
  }

  /** Marks one access token revoked at `now`. */
  async markAccessRevoked(accessId: number, now: number): Promise<void> {
    await this.#revokeAccess.run(now, accessId);
  }
}

const stores = new WeakMap<SqlAccess, TokensStore>();

/** The one tokens store of this database (made on first use). */
export function tokensIn(sql: SqlAccess): TokensStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new TokensStore(sql);
    stores.set(sql, store);
  }
  return store;
}
