/**
 * Access and refresh tokens: issue, refresh, verify, revoke, and the refresh-token limits
 * (docs/provider.md#limits). Only SHA-256 digests are stored; a token is shown once, in the response that
 * issues it. Statements are prepared once per database, when its store is made.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db.ts';
import type { Grant } from '../http/bearer.ts';
import { grantsIn } from './grants-store.ts';
import { revoke as revokeGrant } from './grant.ts';
import { digest, randomToken } from './secrets.ts';
import { watchChannelsIn } from '../http/watch-channels.ts';

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
  grant_id: number | null;
  scopes: string;
  revoked_at: number | null;
}

type Run<A extends unknown[]> = Statement<A>;

export class TokensStore {
  private readonly insertAccessRow: Run<[string, string, string, number, string, number, number]>;
  private readonly insertRefreshRow: Run<[string, string, string, number, string, number]>;
  private readonly refreshGrantId: Statement<[number], { grant_id: number | null }>;
  private readonly revokeRefreshRow: Run<[number, number]>;
  private readonly revokeAccessOfRefresh: Run<[number, number]>;
  private readonly revokeAccessRow: Run<[number, number]>;
  private readonly liveOfClientUser: Statement<[string, string], { id: number }>;
  private readonly liveOfUser: Statement<[string], { id: number }>;
  private readonly refreshByDigest: Statement<[string], RefreshRow>;
  private readonly liveRefreshByDigest: Statement<[string], { id: number }>;
  private readonly liveAccessByDigest: Statement<
    [string, number],
    { id: number; refresh_id: number | null; user_id: string; client_id: string; scopes: string }
  >;
  private readonly unrevokedAccessByDigest: Statement<[string], { id: number; refresh_id: number | null }>;

  constructor(private readonly db: Db) {
    this.insertAccessRow = db.prepare(
      `INSERT INTO oauth_access_tokens (digest, client_id, user_id, refresh_id, scopes, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertRefreshRow = db.prepare(
      `INSERT INTO oauth_refresh_tokens (digest, client_id, user_id, grant_id, scopes, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.refreshGrantId = db.prepare('SELECT grant_id FROM oauth_refresh_tokens WHERE id = ?');
    this.revokeRefreshRow = db.prepare(
      'UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    );
    this.revokeAccessOfRefresh = db.prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE refresh_id = ? AND revoked_at IS NULL',
    );
    this.revokeAccessRow = db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE id = ?');
    this.liveOfClientUser = db.prepare(
      `SELECT id FROM oauth_refresh_tokens WHERE client_id = ? AND user_id = ? AND revoked_at IS NULL
       ORDER BY created_at DESC, id DESC`,
    );
    this.liveOfUser = db.prepare(
      `SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND revoked_at IS NULL
       ORDER BY created_at DESC, id DESC`,
    );
    // A disabled account's refresh tokens count as revoked (docs/identity.md#administration); read per request.
    this.refreshByDigest = db.prepare(
      `SELECT r.id, r.client_id, r.user_id, r.grant_id, r.scopes, coalesce(r.revoked_at, u.disabled_at) AS revoked_at
       FROM oauth_refresh_tokens r JOIN oauth_users u ON u.id = r.user_id WHERE r.digest = ?`,
    );
    this.liveRefreshByDigest = db.prepare(
      'SELECT id FROM oauth_refresh_tokens WHERE digest = ? AND revoked_at IS NULL',
    );
    // Every bearer check reads the account's state: a disable in another process stops the token at once.
    this.liveAccessByDigest = db.prepare(
      `SELECT t.id, t.refresh_id, t.user_id, t.client_id, t.scopes
       FROM oauth_access_tokens t JOIN oauth_users u ON u.id = t.user_id
       WHERE t.digest = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND u.disabled_at IS NULL`,
    );
    this.unrevokedAccessByDigest = db.prepare(
      'SELECT id, refresh_id FROM oauth_access_tokens WHERE digest = ? AND revoked_at IS NULL',
    );
  }

  private insertAccess(
    who: { clientId: string; userId: string; refreshId: number; scopes: string },
    now: number,
    ttl: number,
  ): IssuedAccess {
    const accessToken = randomToken();
    this.insertAccessRow.run(
      digest(accessToken),
      who.clientId,
      who.userId,
      who.refreshId,
      who.scopes,
      now,
      now + ttl * 1000,
    );
    return { accessToken, expiresIn: ttl, scopes: who.scopes.split(' ') };
  }

  /** Revokes refresh tokens (and their access tokens, and marks their grants revoked). */
  revokeRefreshIds(ids: readonly number[], now: number): void {
    const grants = grantsIn(this.db);
    watchChannelsIn(this.db).revokeGrants(
      ids.map((id) => `refresh:${id}`),
      now,
    );
    for (const id of ids) {
      const row = this.refreshGrantId.get(id);
      this.revokeRefreshRow.run(now, id);
      this.revokeAccessOfRefresh.run(now, id);
      const grant = row?.grant_id == null ? undefined : grants.findById(row.grant_id);
      if (grant !== undefined) grants.save(revokeGrant(grant, now));
    }
  }

  /** Past either limit, the oldest live refresh tokens stop working (their access tokens live to expiry). */
  private evictOldest(clientId: string, userId: string, limits: TokenLimits, now: number): void {
    const perClient = this.liveOfClientUser.all(clientId, userId).slice(limits.perClientUser);
    const perUser = this.liveOfUser.all(userId).slice(limits.perUser);
    for (const id of new Set([...perClient, ...perUser].map((r) => r.id))) this.revokeRefreshRow.run(now, id);
  }

  /** A refresh token and a first access token for a granted device authorization. */
  issue(
    grant: { id: number; clientId: string; userId: string; scopes: readonly string[] },
    now: number,
    limits: TokenLimits,
  ): IssuedAccess & { refreshToken: string } {
    const refreshToken = randomToken();
    const scopes = grant.scopes.join(' ');
    const result = this.insertRefreshRow.run(
      digest(refreshToken),
      grant.clientId,
      grant.userId,
      grant.id,
      scopes,
      now,
    );
    const refreshId = Number(result.lastInsertRowid);
    this.evictOldest(grant.clientId, grant.userId, limits, now);
    const who = { clientId: grant.clientId, userId: grant.userId, refreshId, scopes };
    return { ...this.insertAccess(who, now, limits.accessTtlSeconds), refreshToken };
  }

  /**
   * A new access token for a live refresh token of this client: 'unknown' when unknown, revoked or evicted,
   * 'wider' when `narrowTo` names a scope the refresh token was not granted. `narrowTo` (RFC 6749 §6) gives
   * the new access token fewer scopes; the refresh token keeps all of its own.
   */
  refresh(
    clientId: string,
    refreshToken: string,
    now: number,
    limits: TokenLimits,
    narrowTo?: readonly string[],
  ): IssuedAccess | 'unknown' | 'wider' {
    const row = this.refreshByDigest.get(digest(refreshToken));
    if (row === undefined || row.revoked_at !== null || row.client_id !== clientId) return 'unknown';
    const granted = row.scopes.split(' ');
    if (narrowTo !== undefined && narrowTo.some((scope) => !granted.includes(scope))) return 'wider';
    const scopes =
      narrowTo === undefined ? row.scopes : granted.filter((s) => narrowTo.includes(s)).join(' ');
    const who = { clientId, userId: row.user_id, refreshId: row.id, scopes };
    return this.insertAccess(who, now, limits.accessTtlSeconds);
  }

  /** Who a live access token speaks for; undefined when unknown, expired, revoked or its account disabled. */
  verify(token: string, now: number): Grant | undefined {
    const row = this.liveAccessByDigest.get(digest(token), now);
    return (
      row && {
        userId: row.user_id,
        clientId: row.client_id,
        scopes: new Set(row.scopes.split(' ')),
        grantKey: row.refresh_id === null ? `access:${row.id}` : `refresh:${row.refresh_id}`,
      }
    );
  }

  /**
   * Revoking an access token also revokes its refresh token, even once the access token has expired (it
   * still names its grant; RFC 7009 §2.1); revoking a refresh token stops its access tokens too
   * (docs/provider.md#revoke). False when the token is unknown or already revoked.
   */
  revoke(token: string, now: number): boolean {
    const hash = digest(token);
    const refresh = this.liveRefreshByDigest.get(hash);
    if (refresh !== undefined) {
      this.revokeRefreshIds([refresh.id], now);
      return true;
    }
    const access = this.unrevokedAccessByDigest.get(hash);
    if (access === undefined) return false;
    this.revokeAccessRow.run(now, access.id);
    watchChannelsIn(this.db).revokeGrants([`access:${access.id}`], now);
    if (access.refresh_id !== null) this.revokeRefreshIds([access.refresh_id], now);
    return true;
  }
}

const stores = new WeakMap<Db, TokensStore>();

/** The one tokens store of this database (made on first use). */
export function tokensIn(db: Db): TokensStore {
  let store = stores.get(db);
  if (store === undefined) {
    store = new TokensStore(db);
    stores.set(db, store);
  }
  return store;
}

export const verifyAccessToken = (db: Db, now: number, token: string): Grant | undefined =>
  tokensIn(db).verify(token, now);
/** Whether the grant a `grantKey` names (bearer.ts) still stands: its refresh token, or access token, live. */
export function grantKeyLive(db: Db, grantKey: string, now: number): boolean {
  const [kind, id] = grantKey.split(':');
  const row =
    kind === 'refresh'
      ? db.prepare('SELECT 1 FROM oauth_refresh_tokens WHERE id = ? AND revoked_at IS NULL').get(Number(id))
      : db
          .prepare('SELECT 1 FROM oauth_access_tokens WHERE id = ? AND revoked_at IS NULL AND expires_at > ?')
          .get(Number(id), now);
  return row !== undefined;
}

export const revokeToken = (db: Db, token: string, now: number): boolean => tokensIn(db).revoke(token, now);
// The account page's functions live beside what they read.
export { appsWithAccess, removeAccess, type AppAccess } from './app-access.ts';
