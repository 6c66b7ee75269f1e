/**
 * The browser sessions of the pages (`oauth_sessions`): each row is a session's digest, its CSRF token, the
 * person signed in and the device grant being confirmed. Kept with the authorization server's other tables,
 * so any replica can serve the next page; statements prepared once per store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

export interface SessionRow {
  digest: string;
  csrf: string;
  user_id: string | null;
  grant_id: number | null;
  created_at: number;
  expires_at: number;
}

export class SessionsStore {
  readonly #deleteExpired: SqlStatement;
  readonly #insert: SqlStatement;
  readonly #byDigest: SqlStatement;
  readonly #update: SqlStatement;
  readonly #remove: SqlStatement;
  readonly #endOthers: SqlStatement;
  readonly #endAll: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#deleteExpired = sql.prepare('DELETE FROM oauth_sessions WHERE expires_at <= ?');
    this.#insert = sql.prepare(
      'INSERT INTO oauth_sessions (digest, csrf, user_id, grant_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#byDigest = sql.prepare('SELECT * FROM oauth_sessions WHERE digest = ?');
    this.#update = sql.prepare('UPDATE oauth_sessions SET user_id = ?, grant_id = ? WHERE digest = ?');
    this.#remove = sql.prepare('DELETE FROM oauth_sessions WHERE digest = ?');
    this.#endOthers = sql.prepare('DELETE FROM oauth_sessions WHERE user_id = ? AND digest <> ?');
    this.#endAll = sql.prepare('DELETE FROM oauth_sessions WHERE user_id = ?');
  }

  async deleteExpired(now: number): Promise<void> {
    await this.#deleteExpired.run(now);
  }

  async insert(row: SessionRow): Promise<void> {
    await this.#insert.run(row.digest, row.csrf, row.user_id, row.grant_id, row.created_at, row.expires_at);
  }

  byDigest(digest: string): Promise<SessionRow | undefined> {
    return this.#byDigest.get<SessionRow>(digest);
  }

  /** Who is signed in to the session and which grant it is confirming. */
  async update(digest: string, userId: string | null, grantId: number | null): Promise<void> {
    await this.#update.run(userId, grantId, digest);
  }

  async remove(digest: string): Promise<void> {
    await this.#remove.run(digest);
  }

  /** Ends every session of the person but the one whose digest is `keep`. */
  async endOthers(userId: string, keep: string): Promise<void> {
    await this.#endOthers.run(userId, keep);
  }

  /** Ends every session of the person. */
  async endAll(userId: string): Promise<void> {
    await this.#endAll.run(userId);
  }
}

const stores = new WeakMap<SqlAccess, SessionsStore>();

/** The one sessions store of this database (made on first use, after the migrations). */
export function sessionsIn(sql: SqlAccess): SessionsStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new SessionsStore(sql);
    stores.set(sql, store);
  }
  return store;
}
