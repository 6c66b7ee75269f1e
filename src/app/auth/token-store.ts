/**
 * Where the session keeps its tokens between reloads and TV restarts: IndexedDB through idb-keyval, or, when
 * IndexedDB is unavailable (private mode, some TV firmware), memory only, and the screen says so.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

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

export interface TokenStore {
  /** False when tokens live in memory only and a reload signs the person out. */
  readonly persistent: boolean;
  load(): Promise<StoredTokens | undefined>;
  save(tokens: StoredTokens): Promise<void>;
  clear(): Promise<void>;
  /** Refresh tokens whose revocation could not be sent yet (offline sign-out). */
  pendingRevocations(): Promise<string[]>;
  setPendingRevocations(tokens: string[]): Promise<void>;
}

const TOKENS_KEY = 'tokens';
const PENDING_KEY = 'pending-revocations';

/** Checks a stored value before the session sees it; anything else counts as "no tokens". */
export function parseStoredTokens(value: unknown): StoredTokens | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  const { refreshToken, accessToken, expiresIn, receivedAtWall, scope } = o;
  if (typeof refreshToken !== 'string' || refreshToken === '') return undefined;
  if (typeof accessToken !== 'string' || typeof scope !== 'string') return undefined;
  if (typeof expiresIn !== 'number' || typeof receivedAtWall !== 'number') return undefined;
  return { refreshToken, accessToken, expiresIn, receivedAtWall, scope };
}

function parseTokenList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

class IdbTokenStore implements TokenStore {
  readonly persistent = true;
  constructor(private readonly store: UseStore) {}

  async load(): Promise<StoredTokens | undefined> {
    return parseStoredTokens(await get(TOKENS_KEY, this.store));
  }
  save(tokens: StoredTokens): Promise<void> {
    return set(TOKENS_KEY, tokens, this.store);
  }
  clear(): Promise<void> {
    return del(TOKENS_KEY, this.store);
  }
  async pendingRevocations(): Promise<string[]> {
    return parseTokenList(await get(PENDING_KEY, this.store));
  }
  setPendingRevocations(tokens: string[]): Promise<void> {
    return tokens.length === 0 ? del(PENDING_KEY, this.store) : set(PENDING_KEY, tokens, this.store);
  }
}

export class MemoryTokenStore implements TokenStore {
  readonly persistent = false;
  private tokens: StoredTokens | undefined;
  private pending: string[] = [];

  load(): Promise<StoredTokens | undefined> {
    return Promise.resolve(this.tokens);
  }
  save(tokens: StoredTokens): Promise<void> {
    this.tokens = { ...tokens };
    return Promise.resolve();
  }
  clear(): Promise<void> {
    this.tokens = undefined;
    return Promise.resolve();
  }
  pendingRevocations(): Promise<string[]> {
    return Promise.resolve([...this.pending]);
  }
  setPendingRevocations(tokens: string[]): Promise<void> {
    this.pending = [...tokens];
    return Promise.resolve();
  }
}

/** Opens IndexedDB and proves it answers with one read; falls back to memory when it does not. */
export async function openTokenStore(dbName = 'tv-app', storeName = 'session'): Promise<TokenStore> {
  return (await openTokenStoreWithTokens(dbName, storeName)).store;
}

/**
 * The same, keeping what that one read found: start-up learns whether tokens are stored without a second
 * IndexedDB transaction before the first screen.
 */
export async function openTokenStoreWithTokens(
  dbName = 'tv-app',
  storeName = 'session',
): Promise<{ store: TokenStore; tokens: StoredTokens | undefined }> {
  if (typeof indexedDB === 'undefined') return { store: new MemoryTokenStore(), tokens: undefined };
  try {
    const store = createStore(dbName, storeName);
    const tokens = parseStoredTokens(await get(TOKENS_KEY, store));
    return { store: new IdbTokenStore(store), tokens };
  } catch {
    return { store: new MemoryTokenStore(), tokens: undefined };
  }
}
