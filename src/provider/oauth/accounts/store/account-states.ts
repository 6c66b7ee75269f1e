/**
 * Whether an account may be used (docs/identity.md#administration): its disabled state and the administrator
 * flag. Read from the database at every check, never cached in the process: several provider processes may
 * share one database, and a disable written by one of them (or by `npm run provider -- disable-account`)
 * must stop the account in all of them at once. Statements are prepared once per store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

/** One account as the administration page lists it. */
export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  admin: boolean;
  /** When it was disabled; null while it may be used. */
  disabledAt: number | null;
}

interface SummaryRow {
  id: string;
  email: string;
  name: string;
  admin: number;
  disabled_at: number | null;
}

const toSummary = (row: SummaryRow): AccountSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  admin: row.admin === 1,
  disabledAt: row.disabled_at,
});

const SUMMARY = 'SELECT id, email, name, admin, disabled_at FROM oauth_users';

export class AccountStates {
  readonly #disabledAt: SqlStatement;
  readonly #disable: SqlStatement;
  readonly #enable: SqlStatement;
  readonly #all: SqlStatement;
  readonly #byId: SqlStatement;
  readonly #byEmail: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#disabledAt = sql.prepare('SELECT disabled_at FROM oauth_users WHERE id = ?');
    this.#disable = sql.prepare(
      'UPDATE oauth_users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL',
    );
    this.#enable = sql.prepare(
      'UPDATE oauth_users SET disabled_at = NULL WHERE id = ? AND disabled_at IS NOT NULL',
    );
    this.#all = sql.prepare(`${SUMMARY} ORDER BY lower(email), email`);
    this.#byId = sql.prepare(`${SUMMARY} WHERE id = ?`);
    // Email addresses are matched case-insensitively, as the sign-in page matches them.
    this.#byEmail = sql.prepare(`${SUMMARY} WHERE lower(email) = lower(?)`);
  }

  /** True when the account is disabled; an unknown account counts as disabled (it can do nothing). */
  async isDisabled(userId: string): Promise<boolean> {
    const row = await this.#disabledAt.get<{ disabled_at: number | null }>(userId);
    return row === undefined || row.disabled_at !== null;
  }

  /** Marks the account disabled from `now`; false when it already was (or does not exist). */
  async disable(userId: string, now: number): Promise<boolean> {
    return (await this.#disable.run(now, userId)).changes > 0;
  }

  /** Lets the account be used again; false when it was not disabled (or does not exist). */
  async enable(userId: string): Promise<boolean> {
    return (await this.#enable.run(userId)).changes > 0;
  }

  /** Every account, by email address. */
  async list(): Promise<AccountSummary[]> {
    return (await this.#all.all<SummaryRow>()).map(toSummary);
  }

  async byId(id: string): Promise<AccountSummary | undefined> {
    const row = await this.#byId.get<SummaryRow>(id);
    return row && toSummary(row);
  }

  async byEmail(email: string): Promise<AccountSummary | undefined> {
    const row = await this.#byEmail.get<SummaryRow>(email.trim());
    return row && toSummary(row);
  }
}

const stores = new WeakMap<SqlAccess, AccountStates>();

/** The one account-state store of this database (made on first use, after the migrations). */
export function accountStatesIn(sql: SqlAccess): AccountStates {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new AccountStates(sql);
    stores.set(sql, store);
  }
  return store;
}
