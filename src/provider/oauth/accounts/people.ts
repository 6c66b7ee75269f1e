/**
 * People as the authorization server's checks see them: who a session or an approval names, with their
 * organization, their administrator's policy and their state, and signing in with a password.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { hashPassword, isPasswordHash, needsRehash, noPassword, verifyPassword } from './passwords.ts';
import { usersIn, type UserRow } from './store/users-store.ts';

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

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  org: row.org,
  forbiddenScopes: row.forbidden_scopes.split(' ').filter((s) => s !== ''),
  admin: row.admin === 1,
  disabledAt: row.disabled_at,
});

/** Read from the database every time: whether the account is disabled must be current (store/account-states.ts). */
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
  // A person without a password yet costs the same time as a wrong one: timing tells nothing either way.
  const stored =
    row !== undefined && isPasswordHash(row.password_hash) ? row.password_hash : noPassword(cost);
  const ok = await verifyPassword(password, stored);
  if (row === undefined || !ok) return undefined;
  if (needsRehash(row.password_hash, cost))
    await usersIn(sql).rehash(row, await hashPassword(password, cost));
  return toUser(row);
}
