/**
 * What the account page shows and removes: the apps that hold access for a person (docs/provider.md#revoke,
 * "Remove access"), on either store; statements prepared once per store.
 */
import type { SqlAccess, SqlStatement } from '../store/sql-access.ts';
import { grantsIn } from './grants-store.ts';
import { withdraw } from './grant.ts';
import { tokensIn } from './tokens.ts';
import { channelsOf } from './channel-revoker.ts';

export interface AppAccess {
  clientId: string;
  clientName: string;
  scopes: string[];
  since: number;
}

interface AccessRow {
  client_id: string;
  name: string;
  scopes: string;
  created_at: number;
}

class AppAccessRows {
  readonly #liveRefreshIds: SqlStatement;
  readonly #stopAccess: SqlStatement;
  readonly #holders: SqlStatement;
  readonly #clientName: SqlStatement;

  constructor(readonly sql: SqlAccess) {
    this.#liveRefreshIds = sql.prepare(
      'SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    );
    this.#stopAccess = sql.prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    );
    this.#holders = sql.prepare(
      `SELECT c.id AS client_id, c.name AS name, t.scopes AS scopes, t.created_at AS created_at
       FROM oauth_clients c JOIN (
         SELECT client_id, scopes, created_at FROM oauth_refresh_tokens WHERE user_id = @user AND revoked_at IS NULL
         UNION ALL
         SELECT client_id, scopes, created_at FROM oauth_access_tokens
           WHERE user_id = @user AND revoked_at IS NULL AND expires_at > @now
       ) t ON t.client_id = c.id
       ORDER BY c.name, t.created_at`,
    );
    this.#clientName = sql.prepare('SELECT name FROM oauth_clients WHERE id = ?');
  }

  /** "Remove access" for one app; see `removeAccess`. */
  async remove(userId: string, clientId: string, now: number): Promise<boolean> {
    const ids = await this.#liveRefreshIds.column<number>(userId, clientId);
    await tokensIn(this.sql).revokeRefreshIds(ids, now);
    await channelsOf(this.sql).revokeApp(userId, clientId, now);
    const { changes: accessStopped } = await this.#stopAccess.run(now, userId, clientId);
    const grants = grantsIn(this.sql);
    const uncollected = await grants.findUncollected(userId, clientId, now);
    for (const grant of uncollected) await grants.save(withdraw(grant, now));
    return ids.length > 0 || accessStopped > 0 || uncollected.length > 0;
  }

  async list(userId: string, now: number): Promise<AppAccess[]> {
    const rows = await this.#holders.all<AccessRow>({ user: userId, now });
    for (const grant of await grantsIn(this.sql).findUncollected(userId, undefined, now)) {
      if (grant.state.kind !== 'granted') continue;
      const name = await this.#clientName.value<string>(grant.clientId);
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
}

const stores = new WeakMap<SqlAccess, AppAccessRows>();

function accessIn(sql: SqlAccess): AppAccessRows {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new AppAccessRows(sql);
    stores.set(sql, store);
  }
  return store;
}

/**
 * The account page's "Remove access": every token of this client for this person stops working, and a code
 * the person allowed but the device has not collected yet will not give any. True when anything stopped
 * (the app had access to remove). Call in a transaction.
 */
export function removeAccess(
  sql: SqlAccess,
  userId: string,
  clientId: string,
  now: number,
): Promise<boolean> {
  return accessIn(sql).remove(userId, clientId, now);
}

/**
 * The apps that hold a live refresh token or access token for this person, or that the person allowed and
 * whose device has yet to collect its tokens.
 */
export function appsWithAccess(sql: SqlAccess, userId: string, now: number): Promise<AppAccess[]> {
  return accessIn(sql).list(userId, now);
}
