/**
 * The accounts service the authorization server offers the other modules: who a user id or an email
 * address is. Modules never read the oauth tables themselves; they ask here (ModuleContext.accounts).
 */
import type { Account, Accounts } from '../module.ts';
import type { SqliteAccess } from '../store/transaction.ts';

interface AccountRow {
  id: string;
  email: string;
  name: string;
}

const toAccount = (row: AccountRow | undefined): Account | undefined =>
  row === undefined ? undefined : { id: row.id, email: row.email, name: row.name };

export class AccountStore implements Accounts {
  readonly #byId;
  readonly #byEmail;

  /** Prepares its statements once; the oauth tables must exist (after migrations). */
  constructor(private readonly sql: SqliteAccess) {
    this.#byId = sql.prepare('SELECT id, email, name FROM oauth_users WHERE id = ?');
    // Email addresses are matched case-insensitively, as the sign-in page matches them.
    this.#byEmail = sql.prepare('SELECT id, email, name FROM oauth_users WHERE email = ? COLLATE NOCASE');
  }

  byId(id: string): Promise<Account | undefined> {
    return this.sql.run(() => toAccount(this.#byId.get(id) as AccountRow | undefined));
  }

  byEmail(email: string): Promise<Account | undefined> {
    return this.sql.run(() => toAccount(this.#byEmail.get(email.trim()) as AccountRow | undefined));
  }
}
