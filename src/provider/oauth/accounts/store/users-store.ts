/**
 * The people's rows (`oauth_users`), whole, for sign-in and the checks that need an account's policies and
 * state; statements prepared once per store. Read every time, never cached: a disable written by another
 * process must count at once (account-states.ts).
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  org: string | null;
  forbidden_scopes: string;
  password_hash: string;
  admin: number;
  disabled_at: number | null;
}

/** A new person's row, as the demo data and the administration write it. */
export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  org: string | null;
  /** Scopes the person's administrator forbids. */
  forbiddenScopes: readonly string[];
  admin: boolean;
}

/**
 * What a person has in place of a password before they set one, or once an administrator reset it: no
 * hash parses from it, so no password matches (passwords.ts).
 */
export const NO_PASSWORD = '!';

export class UsersStore {
  readonly #byId: SqlStatement;
  readonly #byEmail: SqlStatement;
  readonly #rehash: SqlStatement;
  readonly #insert: SqlStatement;
  readonly #setPassword: SqlStatement;
  readonly #makeAdmin: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#byId = sql.prepare('SELECT * FROM oauth_users WHERE id = ?');
    // Email addresses are matched case-insensitively (lower() on both stores; SQLite's NOCASE is its own).
    this.#byEmail = sql.prepare('SELECT * FROM oauth_users WHERE lower(email) = lower(?)');
    // Only if nobody changed the hash meanwhile.
    this.#rehash = sql.prepare('UPDATE oauth_users SET password_hash = ? WHERE id = ? AND password_hash = ?');
    this.#insert = sql.prepare(
      `INSERT INTO oauth_users (id, email, name, password_hash, org, forbidden_scopes, admin)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#setPassword = sql.prepare('UPDATE oauth_users SET password_hash = ? WHERE id = ?');
    this.#makeAdmin = sql.prepare('UPDATE oauth_users SET admin = 1 WHERE id = ? AND admin = 0');
  }

  byId(id: string): Promise<UserRow | undefined> {
    return this.#byId.get<UserRow>(id);
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.#byEmail.get<UserRow>(email);
  }

  async rehash(row: UserRow, hash: string): Promise<void> {
    await this.#rehash.run(hash, row.id, row.password_hash);
  }

  /** A new hash, or NO_PASSWORD: the person's old password stops working at once. */
  async setPassword(id: string, hash: string): Promise<void> {
    await this.#setPassword.run(hash, id);
  }

  /** The person may open /admin from now on; false when they already could. */
  async makeAdmin(id: string): Promise<boolean> {
    return (await this.#makeAdmin.run(id)).changes > 0;
  }

  async insert(user: NewUser): Promise<void> {
    await this.#insert.run(
      user.id,
      user.email,
      user.name,
      user.passwordHash,
      user.org,
      user.forbiddenScopes.join(' '),
      user.admin ? 1 : 0,
    );
  }
}

const stores = new WeakMap<SqlAccess, UsersStore>();

/** The one users store of this database (made on first use, after the migrations). */
export function usersIn(sql: SqlAccess): UsersStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new UsersStore(sql);
    stores.set(sql, store);
  }
  return store;
}
