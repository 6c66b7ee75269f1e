/**
 * The last good data of each view, per account, in IndexedDB (idb-keyval, database `tv-app-views`, store
 * `last-good`), so a view opened after a restart shows what it last showed ("Updated 10:42") while fresh
 * data loads. Keys are `<account>/<view>`; everything of an account goes when its session ends (sign-out,
 * access removed: `forgetAccount`). Storage failures (private mode, full disk) only mean nothing is kept:
 * the view then starts with "Loading…" as before. docs/app.md#fresh-data
 */
import { createStore, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/** What is kept for a view: its data, when it arrived (wall-clock ms), and the shape it was written in. */
export interface CachedView {
  value: unknown;
  at: number;
  version: number;
}

export interface ViewCache {
  read(account: string, view: string): Promise<CachedView | undefined>;
  write(account: string, view: string, entry: CachedView): Promise<void>;
  /** Deletes every view's data of `account`. */
  forgetAccount(account: string): Promise<void>;
}

const keyOf = (account: string, view: string): string => `${encodeURIComponent(account)}/${view}`;

/** An entry as read back: anything else (another version's shape, a damaged value) counts as none. */
function checked(value: unknown): CachedView | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, version } = value as Partial<CachedView>;
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof version !== 'number') return undefined;
  return { value: (value as CachedView).value, at, version };
}

/** The cache over an idb-keyval store (a test gives its own database name). */
export function idbViewCache(dbName = 'tv-app-views', storeName = 'last-good'): ViewCache {
  let store: UseStore | undefined;
  const db = (): UseStore => (store ??= createStore(dbName, storeName));
  return {
    async read(account, view) {
      try {
        return checked(await get(keyOf(account, view), db()));
      } catch {
        return undefined;
      }
    },
    async write(account, view, entry) {
      try {
        await set(keyOf(account, view), entry, db());
      } catch {
        // Not kept: the next start shows "Loading…" instead of this data.
      }
    },
    async forgetAccount(account) {
      try {
        const prefix = `${encodeURIComponent(account)}/`;
        const all = await keys(db());
        await delMany(
          all.filter((k) => typeof k === 'string' && k.startsWith(prefix)),
          db(),
        );
      } catch {
        // Nothing could be read, so nothing of the account is shown either.
      }
    },
  };
}

/** The app's one cache. */
export const viewCache: ViewCache = idbViewCache();

/**
 * Forgets an account's views when its session ends (sign-out, access removed, signed out elsewhere): called
 * once by the shell with the session. The account is remembered while signed in, since a session that has
 * ended no longer names it.
 */
export function forgetViewsOnSessionEnd(
  session: EventTarget & { readonly accountKey: string | undefined },
  cache: ViewCache = viewCache,
): void {
  let account = session.accountKey;
  session.addEventListener('change', () => {
    const now = session.accountKey;
    if (now !== undefined) account = now;
    else if (account !== undefined) {
      void cache.forgetAccount(account);
      account = undefined;
    }
  });
}
