/**
 * The account actions that raise security events (docs/identity.md#account-actions-and-their-events). Each
 * changes the database in one transaction and raises its event only once that transaction has committed, so
 * a listener that sends at once never tells of a change that could still roll back.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { accountStatesIn } from '../accounts/store/account-states.ts';
import { sessionsIn } from '../accounts/store/sessions-store.ts';
import { appsWithAccess, removeAccess } from '../tokens/app-access.ts';
import type { SecurityEvents } from './security-events.ts';

/** What the actions work on: the authorization server's store, and where events go. */
export interface AccountActionEnv {
  sql: SqlAccess;
  events: SecurityEvents;
}

/**
 * Every app's access for this person stops, as "Remove access" stops one app's: refresh and access tokens,
 * watch channels, codes allowed but not collected. Returns how many apps had access.
 */
async function revokeEveryApp(sql: SqlAccess, userId: string, now: number): Promise<number> {
  const apps = await appsWithAccess(sql, userId, now);
  for (const app of apps) await removeAccess(sql, userId, app.clientId, now);
  return apps.length;
}

/**
 * The account page's "Remove access" for one app, on every device signed in to it as the person; raises
 * `token-revoked` for that app when it had access, naming how many devices lost it (removing nothing tells no
 * one anything). True when access was removed.
 */
export function removeAppAccess(
  env: AccountActionEnv,
  userId: string,
  clientId: string,
  now: number,
): Promise<boolean> {
  return env.sql.withTransaction(async (tx) => {
    const devices = await removeAccess(env.sql, userId, clientId, now);
    if (devices > 0) {
      tx.afterCommit(() => {
        env.events.raise({ kind: 'token-revoked', accountId: userId, clientId, devices, at: now });
      });
    }
    return devices > 0;
  });
}

/**
 * "Sign out everywhere": every app's access stops and every other browser session of the person ends
 * (`keepSession`, the digest of the session that asked, stays signed in to show the result). Raises
 * `sessions-revoked` even when no app had access: the person asked, and receivers end their own sessions.
 * Returns how many apps had access.
 */
export function signOutEverywhere(
  env: AccountActionEnv,
  userId: string,
  now: number,
  keepSession: string,
): Promise<number> {
  return env.sql.withTransaction(async (tx) => {
    await sessionsIn(env.sql).endOthers(userId, keepSession);
    const apps = await revokeEveryApp(env.sql, userId, now);
    tx.afterCommit(() => {
      env.events.raise({ kind: 'sessions-revoked', accountId: userId, at: now });
    });
    return apps;
  });
}

/** What disabling did: `changed` is false when the account was disabled already (nothing raised). */
export interface Disabled {
  changed: boolean;
  /** Apps whose access was stopped. */
  apps: number;
}

/**
 * An administrator disables the account: from now on its access tokens are refused, its refresh tokens
 * answer invalid_grant and it cannot sign in. Its tokens, channels, uncollected codes and browser sessions
 * are revoked now as well, and stay revoked after it is enabled again. Raises `account-disabled`.
 */
export function disableAccount(env: AccountActionEnv, userId: string, now: number): Promise<Disabled> {
  return env.sql.withTransaction(async (tx) => {
    if (!(await accountStatesIn(env.sql).disable(userId, now))) return { changed: false, apps: 0 };
    await sessionsIn(env.sql).endAll(userId);
    const apps = await revokeEveryApp(env.sql, userId, now);
    tx.afterCommit(() => {
      env.events.raise({ kind: 'account-disabled', accountId: userId, at: now });
    });
    return { changed: true, apps };
  });
}

/**
 * The account may sign in again. Nothing it held comes back: apps connect again with a new code. No
 * event: the security events a receiver hears are about access taken away. False when it was not disabled.
 */
export function enableAccount(env: AccountActionEnv, userId: string): Promise<boolean> {
  return accountStatesIn(env.sql).enable(userId);
}
