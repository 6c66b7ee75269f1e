/**
 * Access and refresh tokens: issue, refresh, verify, revoke, and the refresh-token limits (seed 000,
 * Limits rule 3). Only SHA-256 digests are stored; a token is shown once, in the response that issues it.
 */
import type { Db } from '../store/db.ts';
import type { Grant } from '../http/bearer.ts';
import { findGrantById, findUncollectedGrants, saveGrant } from './grants-store.ts';
import { revoke as revokeGrant, withdraw } from './grant.ts';
import { digest, randomToken } from './secrets.ts';

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

function insertAccess(
  db: Db,
  who: { clientId: string; userId: string; refreshId: number; scopes: string },
  now: number,
  ttl: number,
): IssuedAccess {
  const accessToken = randomToken();
  db.prepare(
    `INSERT INTO oauth_access_tokens (digest, client_id, user_id, refresh_id, scopes, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(digest(accessToken), who.clientId, who.userId, who.refreshId, who.scopes, now, now + ttl * 1000);
  return { accessToken, expiresIn: ttl, scopes: who.scopes.split(' ') };
}

/** Revokes refresh tokens (and their access tokens, and marks their grants revoked). */
function revokeRefreshIds(db: Db, ids: readonly number[], now: number): void {
  for (const id of ids) {
    const row = db.prepare('SELECT grant_id FROM oauth_refresh_tokens WHERE id = ?').get(id) as
      { grant_id: number | null } | undefined;
    db.prepare('UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(
      now,
      id,
    );
    db.prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE refresh_id = ? AND revoked_at IS NULL',
    ).run(now, id);
    const grant = row?.grant_id == null ? undefined : findGrantById(db, row.grant_id);
    if (grant !== undefined) saveGrant(db, revokeGrant(grant, now));
  }
}

/** Past either limit, the oldest live refresh tokens stop working (their access tokens live on to expiry). */
function evictOldest(db: Db, clientId: string, userId: string, limits: TokenLimits, now: number): void {
  const live = (sql: string, ...args: string[]): number[] =>
    (db.prepare(sql).all(...args) as { id: number }[]).map((r) => r.id);
  const perClient = live(
    `SELECT id FROM oauth_refresh_tokens WHERE client_id = ? AND user_id = ? AND revoked_at IS NULL
     ORDER BY created_at DESC, id DESC`,
    clientId,
    userId,
  ).slice(limits.perClientUser);
  const perUser = live(
    `SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    userId,
  ).slice(limits.perUser);
  const evict = db.prepare('UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE id = ?');
  for (const id of new Set([...perClient, ...perUser])) evict.run(now, id);
}

/** A refresh token and a first access token for a granted device authorization. */
export function issueTokens(
  db: Db,
  grant: { id: number; clientId: string; userId: string; scopes: readonly string[] },
  now: number,
  limits: TokenLimits,
): IssuedAccess & { refreshToken: string } {
  const refreshToken = randomToken();
  const scopes = grant.scopes.join(' ');
  const result = db
    .prepare(
      `INSERT INTO oauth_refresh_tokens (digest, client_id, user_id, grant_id, scopes, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(digest(refreshToken), grant.clientId, grant.userId, grant.id, scopes, now);
  const refreshId = Number(result.lastInsertRowid);
  evictOldest(db, grant.clientId, grant.userId, limits, now);
  const access = insertAccess(
    db,
    { clientId: grant.clientId, userId: grant.userId, refreshId, scopes },
    now,
    limits.accessTtlSeconds,
  );
  return { ...access, refreshToken };
}

/** A new access token for a live refresh token of this client; undefined when unknown, revoked or evicted. */
export function refreshAccess(
  db: Db,
  clientId: string,
  refreshToken: string,
  now: number,
  limits: TokenLimits,
): IssuedAccess | undefined {
  const row = db.prepare('SELECT * FROM oauth_refresh_tokens WHERE digest = ?').get(digest(refreshToken)) as
    RefreshRow | undefined;
  if (row === undefined || row.revoked_at !== null || row.client_id !== clientId) return undefined;
  return insertAccess(
    db,
    { clientId, userId: row.user_id, refreshId: row.id, scopes: row.scopes },
    now,
    limits.accessTtlSeconds,
  );
}

/** Who a live access token speaks for; undefined when unknown, expired or revoked. */
export function verifyAccessToken(db: Db, now: number, token: string): Grant | undefined {
  const row = db
    .prepare(
      `SELECT user_id, client_id, scopes FROM oauth_access_tokens
       WHERE digest = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(digest(token), now) as { user_id: string; client_id: string; scopes: string } | undefined;
  return row && { userId: row.user_id, clientId: row.client_id, scopes: new Set(row.scopes.split(' ')) };
}

/**
 * seed 000: revoking an access token also revokes its refresh token; revoking a refresh token stops its
 * access tokens too. False when the token is unknown, expired or already revoked.
 */
export function revokeToken(db: Db, token: string, now: number): boolean {
  const hash = digest(token);
  const refresh = db
    .prepare('SELECT id FROM oauth_refresh_tokens WHERE digest = ? AND revoked_at IS NULL')
    .get(hash) as { id: number } | undefined;
  if (refresh !== undefined) {
    revokeRefreshIds(db, [refresh.id], now);
    return true;
  }
  const access = db
    .prepare(
      'SELECT id, refresh_id FROM oauth_access_tokens WHERE digest = ? AND revoked_at IS NULL AND expires_at > ?',
    )
    .get(hash, now) as { id: number; refresh_id: number | null } | undefined;
  if (access === undefined) return false;
  db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE id = ?').run(now, access.id);
  if (access.refresh_id !== null) revokeRefreshIds(db, [access.refresh_id], now);
  return true;
}

/**
 * The account page's "Remove access": every token of this client for this person stops working, and a code
 * the person allowed but the device has not collected yet will not give any.
 */
export function removeAccess(db: Db, userId: string, clientId: string, now: number): void {
  const ids = (
    db
      .prepare(
        'SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
      )
      .all(userId, clientId) as { id: number }[]
  ).map((r) => r.id);
  revokeRefreshIds(db, ids, now);
  db.prepare(
    'UPDATE oauth_access_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
  ).run(now, userId, clientId);
  for (const grant of findUncollectedGrants(db, userId, clientId, now)) saveGrant(db, withdraw(grant, now));
}

export interface AppAccess {
  clientId: string;
  clientName: string;
  scopes: string[];
  since: number;
}

/**
 * The apps that hold a live refresh token or access token for this person, or that the person allowed and
 * whose device has yet to collect its tokens.
 */
export function appsWithAccess(db: Db, userId: string, now: number): AppAccess[] {
  const rows = db
    .prepare(
      `SELECT c.id AS client_id, c.name AS name, t.scopes AS scopes, t.created_at AS created_at
       FROM oauth_clients c JOIN (
         SELECT client_id, scopes, created_at FROM oauth_refresh_tokens WHERE user_id = ? AND revoked_at IS NULL
         UNION ALL
         SELECT client_id, scopes, created_at FROM oauth_access_tokens
           WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
       ) t ON t.client_id = c.id
       ORDER BY c.name, t.created_at`,
    )
    .all(userId, userId, now) as { client_id: string; name: string; scopes: string; created_at: number }[];
  for (const grant of findUncollectedGrants(db, userId, undefined, now)) {
    if (grant.state.kind !== 'granted') continue;
    const name = (
      db.prepare('SELECT name FROM oauth_clients WHERE id = ?').get(grant.clientId) as
        { name: string } | undefined
    )?.name;
    if (name === undefined) continue;
    rows.push({
      client_id: grant.clientId,
      name,
      scopes: grant.state.scopes.join(' '),
      created_at: grant.state.decidedAt,
    });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.created_at - b.created_at);
  const apps = new Map<string, AppAccess>();
  for (const row of rows) {
    const app = apps.get(row.client_id) ?? {
      clientId: row.client_id,
      clientName: row.name,
      scopes: [],
      since: row.created_at,
    };
    for (const s of row.scopes.split(' ')) if (!app.scopes.includes(s)) app.scopes.push(s);
    app.since = Math.min(app.since, row.created_at);
    apps.set(row.client_id, app);
  }
  return [...apps.values()];
}
