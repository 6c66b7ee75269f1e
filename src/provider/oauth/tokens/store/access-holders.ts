/**
 * The rows behind the account page's list of apps with access and its "Remove access" (../app-access.ts):
 * which clients hold live tokens for a person, on either store; statements prepared once per store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

/** One live refresh or access token of a person, with its client's name. */
export interface HolderRow {
  client_id: string;
  name: string;
  scopes: string;
  created_at: number;
  /** 'refresh': a device's own refresh token (one per device: they are not rotated); 'access': an access token. */
  kind: 'refresh' | 'access';
}

export class AccessHolders {
  readonly #liveRefreshIds: SqlStatement;
  readonly #stopAccess: SqlStatement;
  readonly #holders: SqlStatement;
  readonly #clientName: SqlStatement;
  readonly #peopleOf: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#liveRefreshIds = sql.prepare(
      'SELECT id FROM oauth_refresh_tokens WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    );
    this.#stopAccess = sql.prepare(
      'UPDATE oauth_access_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    );
    this.#holders = sql.prepare(
      `SELECT c.id AS client_id, c.name AS name, t.scopes AS scopes, t.created_at AS created_at, t.kind AS kind
       FROM oauth_clients c JOIN (
         SELECT client_id, scopes, created_at, 'refresh' AS kind FROM oauth_refresh_tokens
           WHERE user_id = @user AND revoked_at IS NULL
         UNION ALL
         SELECT client_id, scopes, created_at, 'access' AS kind FROM oauth_access_tokens
           WHERE user_id = @user AND revoked_at IS NULL AND expires_at > @now
       ) t ON t.client_id = c.id
       ORDER BY c.name, t.created_at`,
    );
    this.#clientName = sql.prepare('SELECT name FROM oauth_clients WHERE id = ?');
    this.#peopleOf = sql.prepare(
      `SELECT user_id FROM oauth_refresh_tokens WHERE client_id = @client AND revoked_at IS NULL
       UNION
       SELECT user_id FROM oauth_access_tokens
         WHERE client_id = @client AND revoked_at IS NULL AND expires_at > @now`,
    );
  }

  /** The people who hold a live token of this client. */
  peopleOf(clientId: string, now: number): Promise<string[]> {
    return this.#peopleOf.column<string>({ client: clientId, now });
  }

  /** The person's live refresh tokens for this client. */
  liveRefreshIds(userId: string, clientId: string): Promise<number[]> {
    return this.#liveRefreshIds.column<number>(userId, clientId);
  }

  /** Marks every live access token of the person for this client revoked; how many. */
  async stopAccess(userId: string, clientId: string, now: number): Promise<number> {
    return (await this.#stopAccess.run(now, userId, clientId)).changes;
  }

  /** The person's live refresh and access tokens, by client name and then age. */
  holders(userId: string, now: number): Promise<HolderRow[]> {
    return this.#holders.all<HolderRow>({ user: userId, now });
  }

  clientName(clientId: string): Promise<string | undefined> {
    return this.#clientName.value<string>(clientId);
  }
}

const stores = new WeakMap<SqlAccess, AccessHolders>();

/** The one store of these rows for this database (made on first use). */
export function accessHoldersIn(sql: SqlAccess): AccessHolders {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new AccessHolders(sql);
    stores.set(sql, store);
  }
  return store;
}
