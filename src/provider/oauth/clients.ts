/** OAuth clients and people: lookups, client authentication, and the policies that refuse a person. */
import type { SqlAccess, SqlStatement } from '../store/sql-access.ts';
import { hashPassword, needsRehash, noPassword, verifyPassword } from './secrets.ts';
import { clientsIn } from './clients-store.ts';
import type { DenialReason } from './grant.ts';

export interface Client {
  id: string;
  name: string;
  type: 'tv' | 'web';
  internalOrg: string | null;
}

export interface User {
  id: string;
  email: string;
  name: string;
  org: string | null;
  forbiddenScopes: readonly string[];
  /** Whether this person may open the administration page (/admin). */
  admin: boolean;
  /** When an administrator disabled the account; null while it may be used. */
  disabledAt: number | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  org: string | null;
  forbidden_scopes: string;
  password_hash: string;
  admin: number;
  disabled_at: number | null;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  org: row.org,
  forbiddenScopes: row.forbidden_scopes.split(' ').filter((s) => s !== ''),
  admin: row.admin === 1,
  disabledAt: row.disabled_at,
});

/** The people's rows, statements prepared once per store. */
class Users {
  readonly #byId: SqlStatement;
  readonly #byEmail: SqlStatement;
  readonly #rehash: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#byId = sql.prepare('SELECT * FROM oauth_users WHERE id = ?');
    // Email addresses are matched case-insensitively (lower() on both stores; SQLite's NOCASE is its own).
    this.#byEmail = sql.prepare('SELECT * FROM oauth_users WHERE lower(email) = lower(?)');
    // Only if nobody changed the hash meanwhile.
    this.#rehash = sql.prepare('UPDATE oauth_users SET password_hash = ? WHERE id = ? AND password_hash = ?');
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
}

const users = new WeakMap<SqlAccess, Users>();

function usersIn(sql: SqlAccess): Users {
  let store = users.get(sql);
  if (store === undefined) {
    store = new Users(sql);
    users.set(sql, store);
  }
  return store;
}

export async function findClient(sql: SqlAccess, id: string): Promise<Client | undefined> {
  return (await clientsIn(sql).find(id))?.client;
}

/** Read from the database every time: whether the account is disabled must be current (account-states.ts). */
export async function findUser(sql: SqlAccess, id: string): Promise<User | undefined> {
  const row = await usersIn(sql).byId(id);
  return row && toUser(row);
}

/**
 * The person with this email and password; scrypt runs even for unknown emails, so timing tells nothing. A
 * hash made at a lower cost than `cost` is replaced with one at `cost` once the password is known right. A
 * disabled account is returned too (`disabledAt` set): only once the password is right may the page say so.
 */
export async function signIn(
  sql: SqlAccess,
  email: string,
  password: string,
  cost: number,
): Promise<User | undefined> {
  const row = await usersIn(sql).byEmail(email.trim());
  const ok = await verifyPassword(password, row?.password_hash ?? noPassword(cost));
  if (row === undefined || !ok) return undefined;
  if (needsRehash(row.password_hash, cost))
    await usersIn(sql).rehash(row, await hashPassword(password, cost));
  return toUser(row);
}

/** What policies leave this person for this client and these scopes (docs/provider.md#when-admin_policy_enforced-and-org_internal-are-decided). */
export interface PolicyLimits {
  /** The organization an internal client is limited to, when the person is not in it (org_internal). */
  orgOnly: string | null;
  /** Requested scopes the person's administrator forbids (admin_policy_enforced), in the order asked. */
  forbidden: string[];
}

export function policyLimits(client: Client, user: User, scopes: readonly string[]): PolicyLimits {
  return {
    orgOnly: client.internalOrg !== null && user.org !== client.internalOrg ? client.internalOrg : null,
    forbidden: scopes.filter((s) => user.forbiddenScopes.includes(s)),
  };
}

/**
 * The reason a code ends with when the person gives up ("Don't connect") under these limits: the
 * organization first (no scope would help), then the administrator, else a plain no.
 */
export function givingUpReason(limits: PolicyLimits): DenialReason {
  if (limits.orgOnly !== null) return 'org_internal';
  return limits.forbidden.length > 0 ? 'admin_policy_enforced' : 'access_denied';
}
