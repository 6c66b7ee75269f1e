/**
 * The accounts service the authorization server offers the other modules: who a user id or an email
 * address is. Modules never read the oauth tables themselves; they ask here (ModuleContext.accounts).
 */
import type { Account, Accounts } from '../../../module.ts';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

interface AccountRow {
  id: string;
  email: string;
  name: string;
}

const toAccount = (row: AccountRow | undefined): Account | undefined =>
  row === undefined ? undefined : { id: row.id, email: row.email, name: row.name };

export class AccountStore implements Pick<Accounts, 'byId' | 'byEmail'> {
  readonly #byId: SqlStatement;
  readonly #byEmail: SqlStatement;

  /** Prepares its statements once; the oauth tables must exist (after migrations). */
  constructor(sql: SqlAccess) {
    this.#byId = sql.prepare('SELECT id, email, name FROM oauth_users WHERE id = ?');
    // Email addresses are matched case-insensitively, as the sign-in page matches them.
    this.#byEmail = sql.prepare('SELECT id, email, name FROM oauth_users WHERE lower(email) = lower(?)');
  }

  async byId(id: string): Promise<Account | undefined> {
    return toAccount(await this.#byId.get<AccountRow>(id));
  }

  async byEmail(email: string): Promise<Account | undefined> {
    return toAccount(await this.#byEmail.get<AccountRow>(email.trim()));
  }
}
