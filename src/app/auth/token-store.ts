/**
 * Where the session keeps its accounts between reloads and TV restarts: IndexedDB through idb-keyval, or,
 * when IndexedDB is unavailable (private mode, some TV firmware), memory only, and the screen says so.
 *
 * This module is part of the sign-in screen's first chunk, so it only opens the database and says whether
 * any account is stored, with IndexedDB's own calls; idb-keyval and the stores themselves (accounts, the
 * migration from the single-account layout) arrive with the session (account-store.ts), so the sign-in
 * screen does not carry idb-keyval's writes (docs/app.md, "Budgets").
 */
import type { UseStore } from 'idb-keyval';

export interface StoredTokens {
  refreshToken: string;
  accessToken: string;
  /** Seconds the access token was valid for when it arrived. */
  expiresIn: number;
  /** Wall-clock ms when it arrived: only used to age it across a reload (see session.ts). */
  receivedAtWall: number;
  /** Granted scopes, space-delimited, as the token endpoint sent them. */
  scope: string;
}

/** Who signed in, as the ID token or userinfo said it (docs/identity.md#the-tv-side). */
export interface AccountIdentity {
  /** The account's subject: the same for every client of the provider. */
  sub: string;
  email?: string;
  name?: string;
}

/** One account signed in on this TV, as a list shows it. */
export interface AccountSummary {
  /** The account's subject; a placeholder until the account is named (a store migrated from one account). */
  key: string;
  identity: AccountIdentity | undefined;
}

export interface TokenStore {
  /** False when tokens live in memory only and a reload signs the person out. */
  readonly persistent: boolean;
  /** The accounts signed in on this TV, in the order they signed in, and the one in use. */
  accounts(): Promise<{ list: AccountSummary[]; current: string | undefined }>;
  /** The tokens of account `key`, undefined when it is not (or no longer) stored. */
  load(key: string): Promise<StoredTokens | undefined>;
  /** Replaces account `key`'s tokens (a refresh); nothing when the account was removed meanwhile. */
  save(key: string, tokens: StoredTokens): Promise<void>;
  /** Adds an account (or replaces the same subject's) and makes it the one in use. */
  add(account: AccountSummary, tokens: StoredTokens): Promise<void>;
  /** Makes `key` the account in use. */
  use(key: string): Promise<void>;
  /** Names an account that was stored without a name: its subject replaces the key `from`. */
  name(from: string, identity: AccountIdentity): Promise<void>;
  /** Forgets account `key` (its tokens); the one in use becomes none when it was that one. */
  remove(key: string): Promise<void>;
  /** Refresh tokens whose revocation could not be sent yet (offline sign-out). */
  pendingRevocations(): Promise<string[]>;
  setPendingRevocations(tokens: string[]): Promise<void>;
}

/** The database as start-up opened it: undefined when only memory can hold tokens. */
export interface TokenStorage {
  idb: UseStore | undefined;
  /** Whether an account (or a single-account token set of an earlier version) is stored. */
  hasTokens: boolean;
}

/** Keys in the `session` object store (account-store.ts reads and writes them). */
export const ACCOUNTS_KEY = 'accounts';
/** The single-account layout of earlier versions: one token set, migrated on first use. */
export const LEGACY_TOKENS_KEY = 'tokens';

/** Opens IndexedDB and proves it answers with one read, which also says whether anything is stored. */
export async function openTokenStorage(dbName = 'tv-app', storeName = 'session'): Promise<TokenStorage> {
  if (typeof indexedDB === 'undefined') return { idb: undefined, hasTokens: false };
  try {
    const [accounts, legacy] = await readAtStart(dbName, storeName);
    return {
      idb: storeOnFirstUse(dbName, storeName),
      hasTokens: storedAny(accounts) || (typeof legacy === 'object' && legacy !== null),
    };
  } catch {
    return { idb: undefined, hasTokens: false };
  }
}

/**
 * The accounts and an earlier version's token set, read in one transaction; the database (and its one object
 * store, when it is new) is made as idb-keyval makes it, and closed after the read.
 */
function readAtStart(dbName: string, storeName: string): Promise<[unknown, unknown]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(dbName);
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
    opening.onerror = () => {
      reject(opening.error ?? new Error('IndexedDB could not be opened'));
    };
    opening.onsuccess = () => {
      const db = opening.result;
      const tx = db.transaction(storeName, 'readonly');
      const store = tx.objectStore(storeName);
      const accounts = store.get(ACCOUNTS_KEY);
      const legacy = store.get(LEGACY_TOKENS_KEY);
      tx.oncomplete = () => {
        db.close();
        resolve([accounts.result, legacy.result]);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        reject(tx.error ?? new Error('IndexedDB could not be read'));
      };
    };
  });
}

/** idb-keyval's store over the same database, made when the session first uses it. */
function storeOnFirstUse(dbName: string, storeName: string): UseStore {
  let store: Promise<UseStore> | undefined;
  return (mode, callback) =>
    (store ??= import('idb-keyval').then(({ createStore }) => createStore(dbName, storeName))).then((use) =>
      use(mode, callback),
    );
}

function storedAny(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const list = (value as { list?: unknown }).list;
  return Array.isArray(list) && list.length > 0;
}
