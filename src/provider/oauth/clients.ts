/** OAuth clients and people: lookups, client authentication, and the policies that refuse a person. */
import type { Db } from '../store/db.ts';
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

export function findClient(db: Db, id: string): Client | undefined {
  return clientsIn(db).find(id)?.client;
}

/** Only "TVs and limited-input devices" clients may use the device flow (docs/provider.md#polling). */
export function findDeviceClient(db: Db, id: string): Client | undefined {
  const client = findClient(db, id);
  return client?.type === 'tv' ? client : undefined;
}

/** The TV client with this id and secret (secret compared in constant time), else undefined. */
export function authenticateDeviceClient(db: Db, id: string, secret: string): Client | undefined {
  return clientsIn(db).authenticate(id, secret);
}

export function findUser(db: Db, id: string): User | undefined {
  const row = db.prepare('SELECT * FROM oauth_users WHERE id = ?').get(id) as UserRow | undefined;
  return row && toUser(row);
}

/**
 * The person with this email and password; scrypt runs even for unknown emails, so timing tells nothing. A
 * hash made at a lower cost than `cost` is replaced with one at `cost` once the password is known right. A
 * disabled account is returned too (`disabledAt` set): only once the password is right may the page say so.
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  cost: number,
): Promise<User | undefined> {
  const row = db.prepare('SELECT * FROM oauth_users WHERE email = ? COLLATE NOCASE').get(email.trim()) as
    UserRow | undefined;
  const ok = await verifyPassword(password, row?.password_hash ?? noPassword(cost));
  if (row === undefined || !ok) return undefined;
  if (needsRehash(row.password_hash, cost)) {
    const rehashed = await hashPassword(password, cost);
    // Only if nobody changed the hash meanwhile.
    db.prepare('UPDATE oauth_users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
      rehashed,
      row.id,
      row.password_hash,
    );
  }
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
