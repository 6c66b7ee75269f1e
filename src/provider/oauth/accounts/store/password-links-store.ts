/**
 * Set-password links (`oauth_password_links`, docs/identity.md#people): one live link per person, stored as
 * the SHA-256 of its token only, valid until `expires_at`, deleted when used. Statements prepared once per
 * store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

export class PasswordLinksStore {
  readonly #forget: SqlStatement;
  readonly #insert: SqlStatement;
  readonly #live: SqlStatement;
  readonly #take: SqlStatement;

  constructor(private readonly sql: SqlAccess) {
    this.#forget = sql.prepare('DELETE FROM oauth_password_links WHERE user_id = ?');
    this.#insert = sql.prepare(
      'INSERT INTO oauth_password_links (digest, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.#live = sql.prepare('SELECT user_id FROM oauth_password_links WHERE digest = ? AND expires_at > ?');
    // Deleting is the use: of two submissions of one link, one gets the row.
    this.#take = sql.prepare(
      'DELETE FROM oauth_password_links WHERE digest = ? AND expires_at > ? RETURNING user_id',
    );
  }

  /** The person's new link, in place of any earlier one. */
  replace(userId: string, digest: string, now: number, expiresAt: number): Promise<void> {
    return this.sql.withTransaction(async () => {
      await this.#forget.run(userId);
      await this.#insert.run(digest, userId, now, expiresAt);
    });
  }

  /** Whose live link this is, leaving it live. */
  whose(digest: string, now: number): Promise<string | undefined> {
    return this.#live.value<string>(digest, now);
  }

  /** Whose live link this is, using it up. */
  take(digest: string, now: number): Promise<string | undefined> {
    return this.#take.value<string>(digest, now);
  }

  /** The person's link stops working (their password was set another way, or they were removed). */
  async forget(userId: string): Promise<void> {
    await this.#forget.run(userId);
  }
}

const stores = new WeakMap<SqlAccess, PasswordLinksStore>();

/** The one links store of this database (made on first use, after the migrations). */
export function passwordLinksIn(sql: SqlAccess): PasswordLinksStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new PasswordLinksStore(sql);
    stores.set(sql, store);
  }
  return store;
}
