/**
 * Adding people, making administrators and resetting passwords (docs/identity.md#people), for the command
 * line and /admin alike, each written to the audit log with who did it. Nobody's password is ever chosen
 * by an administrator or passed on a command line: each person gets a single-use link to choose their own
 * (accounts/password-links.ts), unless local passwords are off and they sign in upstream.
 */
import { randomBytes } from 'node:crypto';
import type { SqlAccess } from '../../store/sql-access.ts';
import { issuePasswordLink } from '../accounts/password-links.ts';
import { passwordLinksIn } from '../accounts/store/password-links-store.ts';
import { accountStatesIn, type AccountSummary } from '../accounts/store/account-states.ts';
import { sessionsIn } from '../accounts/store/sessions-store.ts';
import { NO_PASSWORD, usersIn } from '../accounts/store/users-store.ts';
import {
  disableAccount,
  enableAccount,
  type AccountActionEnv,
  type Disabled,
} from '../events/account-actions.ts';
import type { Acting } from './client-registry.ts';
import { auditIn } from './store/audit-store.ts';

/** What administering people needs beyond the store: where links point, and whether passwords are used. */
export interface PeopleEnv extends AccountActionEnv {
  publicUrl: string;
  /** False with PROVIDER_LOCAL_PASSWORDS=0: people sign in upstream, and no link is made. */
  localPasswords: boolean;
}

export interface NewPerson {
  email: string;
  name: string;
  org: string | null;
  admin: boolean;
}

/** A 16-digit account id (the `sub` of its ID tokens), like the demo people's shorter ones. */
export function newPersonId(): string {
  const n = BigInt(`0x${randomBytes(8).toString('hex')}`) % 9_000_000_000_000_000n;
  return String(n + 1_000_000_000_000_000n);
}

async function linkFor(env: PeopleEnv, userId: string, now: number): Promise<string | undefined> {
  return env.localPasswords ? issuePasswordLink(env.sql, env.publicUrl, userId, now) : undefined;
}

const record = (sql: SqlAccess, { by, now }: Acting, action: string, target: string): Promise<void> =>
  auditIn(sql).record({ at: now, actor: by, action, target });

/** A new person with no password yet, and their link; `exists` when the address is taken. */
export async function addPerson(
  env: PeopleEnv,
  acting: Acting,
  person: NewPerson,
): Promise<{ person: AccountSummary; link: string | undefined } | 'exists'> {
  return env.sql.withTransaction(async () => {
    const states = accountStatesIn(env.sql);
    if ((await states.byEmail(person.email)) !== undefined) return 'exists';
    const id = newPersonId();
    await usersIn(env.sql).insert({ ...person, id, passwordHash: NO_PASSWORD, forbiddenScopes: [] });
    await record(env.sql, acting, person.admin ? 'added administrator' : 'added person', person.email);
    const added = await states.byId(id);
    if (added === undefined) throw new Error('person vanished after insert');
    return { person: added, link: await linkFor(env, id, acting.now) };
  });
}

/**
 * `create-admin`: the person at this address becomes an administrator, made first if there is none. An
 * existing person keeps their password until they use the link.
 */
export async function makeAdministrator(
  env: PeopleEnv,
  acting: Acting,
  email: string,
): Promise<{ person: AccountSummary; made: boolean; wasAdmin: boolean; link: string | undefined }> {
  return env.sql.withTransaction(async () => {
    const existing = await accountStatesIn(env.sql).byEmail(email);
    if (existing === undefined) {
      const name = email.split('@')[0] ?? email;
      const added = await addPerson(env, acting, { email, name, org: null, admin: true });
      if (added === 'exists') throw new Error('address taken inside the transaction that found it free');
      return { ...added, made: true, wasAdmin: false };
    }
    const promoted = await usersIn(env.sql).makeAdmin(existing.id);
    if (promoted) await record(env.sql, acting, 'made administrator', existing.email);
    const link = await linkFor(env, existing.id, acting.now);
    return { person: { ...existing, admin: true }, made: false, wasAdmin: !promoted, link };
  });
}

/**
 * The person's password stops working at once, their browser sessions end, and they get a new link. Their
 * apps keep their access: a forgotten password is not a stolen device (Disable is for that).
 */
export async function resetPassword(
  env: PeopleEnv,
  acting: Acting,
  userId: string,
): Promise<{ person: AccountSummary; link: string } | undefined> {
  if (!env.localPasswords) return undefined;
  return env.sql.withTransaction(async () => {
    const person = await accountStatesIn(env.sql).byId(userId);
    if (person === undefined) return undefined;
    await usersIn(env.sql).setPassword(userId, NO_PASSWORD);
    await sessionsIn(env.sql).endAll(userId);
    await record(env.sql, acting, 'reset the password of', person.email);
    return { person, link: await issuePasswordLink(env.sql, env.publicUrl, userId, acting.now) };
  });
}

/** Disable (docs/identity.md#administration), written to the audit log when it changed anything. */
export async function disablePerson(
  env: AccountActionEnv,
  acting: Acting,
  person: AccountSummary,
): Promise<Disabled> {
  return env.sql.withTransaction(async () => {
    const done = await disableAccount(env, person.id, acting.now);
    if (done.changed) {
      await passwordLinksIn(env.sql).forget(person.id);
      await record(env.sql, acting, 'disabled', person.email);
    }
    return done;
  });
}

export async function enablePerson(
  env: AccountActionEnv,
  acting: Acting,
  person: AccountSummary,
): Promise<boolean> {
  return env.sql.withTransaction(async () => {
    const changed = await enableAccount(env, person.id);
    if (changed) await record(env.sql, acting, 'enabled', person.email);
    return changed;
  });
}
