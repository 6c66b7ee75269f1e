/**
 * The account actions that raise security events (docs/identity.md#account-actions-and-their-events). Each
 * changes the database in one transaction and raises its event only once that transaction has committed, so
 * a listener that sends at once never tells of a change that could still roll back.
 */
import type { Db } from '../store/db.ts';
import type { SqliteAccess } from '../store/transaction.ts';
import type { SecurityEvents } from './security-events.ts';
import { appsWithAccess, removeAccess } from './app-access.ts';
import { accountStatesIn } from './account-states.ts';

/** What the actions work on: the database, its transaction queue, and where events go. */
export interface AccountActionEnv {
  db: Db;
  sql: SqliteAccess;
  events: SecurityEvents;
}

/**
 * Every app's access for this person stops, as "Remove access" stops one app's: refresh and access tokens,
 * watch channels, codes allowed but not collected. Returns how many apps had access.
 */
function revokeEveryApp(db: Db, userId: string, now: number): number {
  const apps = appsWithAccess(db, userId, now);
  for (const app of apps) removeAccess(db, userId, app.clientId, now);
  return apps.length;
}

/**
 * The account page's "Remove access" for one app; raises `token-revoked` for that app when it had access
 * (removing nothing tells no one anything). True when access was removed.
 */
export function removeAppAccess(
  env: AccountActionEnv,
  userId: string,
  clientId: string,
  now: number,
): Promise<boolean> {
  return env.sql.withTransaction(async (tx) => {
    const removed = await env.sql.run(() => removeAccess(env.db, userId, clientId, now));
    if (removed) {
      tx.afterCommit(() => {
        env.events.raise({ kind: 'token-revoked', accountId: userId, clientId, at: now });
      });
    }
    return removed;
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
    const apps = await env.sql.run(() => {
      env.db.prepare('DELETE FROM oauth_sessions WHERE user_id = ? AND digest <> ?').run(userId, keepSession);
      return revokeEveryApp(env.db, userId, now);
    });
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
    const apps = await env.sql.run(() => {
      if (!accountStatesIn(env.db).disable(userId, now)) return undefined;
      env.db.prepare('DELETE FROM oauth_sessions WHERE user_id = ?').run(userId);
      return revokeEveryApp(env.db, userId, now);
    });
    if (apps === undefined) return { changed: false, apps: 0 };
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
  return env.sql.run(() => accountStatesIn(env.db).enable(userId));
}
