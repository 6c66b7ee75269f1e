/**
 * Whether an account may be used (docs/identity.md#administration): its disabled state and the administrator
 * flag. Read from the database at every check, never cached in the process: several provider processes may
 * share one database, and a disable written by one of them (or by `npm run provider -- disable-account`)
 * must stop the account in all of them at once. Statements are prepared once per database.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db.ts';

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
  readonly #disabledAt: Statement<[string], { disabled_at: number | null }>;
  readonly #disable: Statement<[number, string]>;
  readonly #enable: Statement<[string]>;
  readonly #all: Statement<[], SummaryRow>;
  readonly #byId: Statement<[string], SummaryRow>;
  readonly #byEmail: Statement<[string], SummaryRow>;

  constructor(db: Db) {
    this.#disabledAt = db.prepare('SELECT disabled_at FROM oauth_users WHERE id = ?');
    this.#disable = db.prepare('UPDATE oauth_users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL');
    this.#enable = db.prepare(
      'UPDATE oauth_users SET disabled_at = NULL WHERE id = ? AND disabled_at IS NOT NULL',
    );
    this.#all = db.prepare(`${SUMMARY} ORDER BY email COLLATE NOCASE`);
    this.#byId = db.prepare(`${SUMMARY} WHERE id = ?`);
    // Email addresses are matched case-insensitively, as the sign-in page matches them.
    this.#byEmail = db.prepare(`${SUMMARY} WHERE email = ? COLLATE NOCASE`);
  }

  /** True when the account is disabled; an unknown account counts as disabled (it can do nothing). */
  isDisabled(userId: string): boolean {
    const row = this.#disabledAt.get(userId);
    return row === undefined || row.disabled_at !== null;
  }

  /** Marks the account disabled from `now`; false when it already was (or does not exist). */
  disable(userId: string, now: number): boolean {
    return this.#disable.run(now, userId).changes > 0;
  }

  /** Lets the account be used again; false when it was not disabled (or does not exist). */
  enable(userId: string): boolean {
    return this.#enable.run(userId).changes > 0;
  }

  /** Every account, by email address. */
  list(): AccountSummary[] {
    return this.#all.all().map(toSummary);
  }

  byId(id: string): AccountSummary | undefined {
    const row = this.#byId.get(id);
    return row && toSummary(row);
  }

  byEmail(email: string): AccountSummary | undefined {
    const row = this.#byEmail.get(email.trim());
    return row && toSummary(row);
  }
}

const stores = new WeakMap<Db, AccountStates>();

/** The one account-state store of this database (made on first use, after the migrations). */
export function accountStatesIn(db: Db): AccountStates {
  let store = stores.get(db);
  if (store === undefined) {
    store = new AccountStates(db);
    stores.set(db, store);
  }
  return store;
}
