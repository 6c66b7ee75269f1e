/**
 * Whether the grant a `grantKey` names (http/bearer.ts) still stands: its refresh token, or its access
 * token, live. Watch channels end with the grant that made them; the oauth module answers for them
 * (http/watch-channels.ts `checkGrantsWith`).
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

class GrantKeys {
  readonly #refresh: SqlStatement;
  readonly #access: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#refresh = sql.prepare('SELECT 1 FROM oauth_refresh_tokens WHERE id = ? AND revoked_at IS NULL');
    this.#access = sql.prepare(
      'SELECT 1 FROM oauth_access_tokens WHERE id = ? AND revoked_at IS NULL AND expires_at > ?',
    );
  }

  async live(grantKey: string, now: number): Promise<boolean> {
    const [kind, id] = grantKey.split(':');
    const found =
      kind === 'refresh' ? await this.#refresh.value(Number(id)) : await this.#access.value(Number(id), now);
    return found !== undefined;
  }
}

const stores = new WeakMap<SqlAccess, GrantKeys>();

/** On the authorization server's store, SQLite or PostgreSQL. */
export function isGrantKeyLive(sql: SqlAccess, grantKey: string, now: number): Promise<boolean> {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new GrantKeys(sql);
    stores.set(sql, store);
  }
  return store.live(grantKey, now);
}
