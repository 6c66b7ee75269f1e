/**
 * What the account page shows and removes: the apps that hold access for a person (docs/provider.md#revoke,
 * "Remove access"). Page requests are rare, so these read with statements prepared per call.
 */
import type { Db } from '../store/db.ts';
import { findUncollectedGrants, saveGrant } from './grants-store.ts';
import { withdraw } from './grant.ts';
import { tokensIn } from './tokens.ts';
import { watchChannelsIn } from '../http/watch-channels.ts';

/**
 * The account page's "Remove access": every token of this client for this person stops working, and a code
 * the person allowed but the device has not collected yet will not give any. True when anything stopped
 * (the app had access to remove).
 */
export function removeAccess(db: Db, userId: string, clientId: string, now: number): boolean {
  const ids = (
    db
      .prepare(
        'SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
      )
      .all(userId, clientId) as { id: number }[]
  ).map((r) => r.id);
  tokensIn(db).revokeRefreshIds(ids, now);
  watchChannelsIn(db).revokeApp(userId, clientId, now);
  const accessStopped = db
    .prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    )
    .run(now, userId, clientId).changes;
  const uncollected = findUncollectedGrants(db, userId, clientId, now);
  for (const grant of uncollected) saveGrant(db, withdraw(grant, now));
  return ids.length > 0 || accessStopped > 0 || uncollected.length > 0;
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
