/**
 * The accounts signed in on this TV and their tokens (token-store.ts says what a store promises). One value
 * under `accounts` holds them all, so a change is one IndexedDB write and no tab sees half of it. A store
 * of an earlier version, one token set under `tokens`, becomes one account on first use and keeps working
 * (docs/app.md#accounts-on-one-tv).
 */
import { del, get, set, update, type UseStore } from 'idb-keyval';
import {
  ACCOUNTS_KEY,
  LEGACY_TOKENS_KEY,
  type AccountIdentity,
  type AccountSummary,
  type StoredTokens,
  type TokenStorage,
  type TokenStore,
} from './token-store.ts';

/** What is stored under `accounts`. */
export interface AccountsState {
  current: string | undefined;
  list: { key: string; identity: AccountIdentity | undefined; tokens: StoredTokens }[];
}

const PENDING_KEY = 'pending-revocations';
/** The key of an account migrated from the single-account layout until it is named. */
export const MIGRATED_KEY = 'migrated';

const EMPTY: AccountsState = { current: undefined, list: [] };

/** Checks a stored token set before the session sees it; anything else counts as "no tokens". */
export function parseStoredTokens(value: unknown): StoredTokens | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { refreshToken, accessToken, expiresIn, receivedAtWall, scope } = value as Record<string, unknown>;
  if (typeof refreshToken !== 'string' || refreshToken === '') return undefined;
  if (typeof accessToken !== 'string' || typeof scope !== 'string') return undefined;
  if (typeof expiresIn !== 'number' || typeof receivedAtWall !== 'number') return undefined;
  return { refreshToken, accessToken, expiresIn, receivedAtWall, scope };
}

function parseIdentity(value: unknown): AccountIdentity | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sub, email, name } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return {
    sub,
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof name === 'string' ? { name } : {}),
  };
}

/** Reads the stored accounts; a damaged entry is left out, the others kept. */
export function parseAccounts(value: unknown): AccountsState {
  if (typeof value !== 'object' || value === null) return EMPTY;
  const { current, list } = value as Record<string, unknown>;
  const accounts: AccountsState['list'] = [];
  for (const item of Array.isArray(list) ? (list as unknown[]) : []) {
    if (typeof item !== 'object' || item === null) continue;
    const { key, identity, tokens } = item as Record<string, unknown>;
    const parsed = parseStoredTokens(tokens);
    if (typeof key !== 'string' || key === '' || !parsed) continue;
    if (accounts.some((a) => a.key === key)) continue;
    accounts.push({ key, identity: parseIdentity(identity), tokens: parsed });
  }
  const known = typeof current === 'string' && accounts.some((a) => a.key === current);
  return { current: known ? current : undefined, list: accounts };
}

/** The single-account layout as one account in use, not yet named. */
export function migrateLegacy(legacy: unknown): AccountsState | undefined {
  const tokens = parseStoredTokens(legacy);
  if (!tokens) return undefined;
  return { current: MIGRATED_KEY, list: [{ key: MIGRATED_KEY, identity: undefined, tokens }] };
}

/** The changes every store makes, on its whole state (pure, so both stores behave the same). */
export const edits = {
  add(state: AccountsState, account: AccountSummary, tokens: StoredTokens): AccountsState {
    const list = state.list.filter((a) => a.key !== account.key);
    return { current: account.key, list: [...list, { ...account, tokens }] };
  },
  save(state: AccountsState, key: string, tokens: StoredTokens): AccountsState {
    return { ...state, list: state.list.map((a) => (a.key === key ? { ...a, tokens } : a)) };
  },
  use(state: AccountsState, key: string): AccountsState {
    return state.list.some((a) => a.key === key) ? { ...state, current: key } : state;
  },
  name(state: AccountsState, from: string, identity: AccountIdentity): AccountsState {
    const named = state.list.find((a) => a.key === from);
    if (!named) return state;
    // The same person already signed in under their subject: the newer token set is kept once.
    const list = state.list.filter((a) => a.key !== from && a.key !== identity.sub);
    const current = state.current === from ? identity.sub : state.current;
    return { current, list: [...list, { key: identity.sub, identity, tokens: named.tokens }] };
  },
  remove(state: AccountsState, key: string): AccountsState {
    const list = state.list.filter((a) => a.key !== key);
    return { current: state.current === key ? undefined : state.current, list };
  },
};

function summaries(state: AccountsState): { list: AccountSummary[]; current: string | undefined } {
  return { list: state.list.map(({ key, identity }) => ({ key, identity })), current: state.current };
}

/** The operations of TokenStore over a whole-state read and an atomic change. */
abstract class StateStore implements TokenStore {
  abstract readonly persistent: boolean;
  protected abstract read(): Promise<AccountsState>;
  protected abstract change(f: (state: AccountsState) => AccountsState): Promise<void>;
  abstract pendingRevocations(): Promise<string[]>;
  abstract setPendingRevocations(tokens: string[]): Promise<void>;

  async accounts(): Promise<{ list: AccountSummary[]; current: string | undefined }> {
    return summaries(await this.read());
  }
  async load(key: string): Promise<StoredTokens | undefined> {
    return (await this.read()).list.find((a) => a.key === key)?.tokens;
  }
  save(key: string, tokens: StoredTokens): Promise<void> {
    return this.change((s) => edits.save(s, key, tokens));
  }
  add(account: AccountSummary, tokens: StoredTokens): Promise<void> {
    return this.change((s) => edits.add(s, account, tokens));
  }
  use(key: string): Promise<void> {
    return this.change((s) => edits.use(s, key));
  }
  name(from: string, identity: AccountIdentity): Promise<void> {
    return this.change((s) => edits.name(s, from, identity));
  }
  remove(key: string): Promise<void> {
    return this.change((s) => edits.remove(s, key));
  }
}

function parseTokenList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

export class IdbTokenStore extends StateStore {
  readonly persistent = true;
  private migration: Promise<void> | undefined;
  constructor(private readonly idb: UseStore) {
    super();
  }

  protected async read(): Promise<AccountsState> {
    await this.migrated();
    return parseAccounts(await get(ACCOUNTS_KEY, this.idb));
  }
  protected async change(f: (state: AccountsState) => AccountsState): Promise<void> {
    await this.migrated();
    await update(ACCOUNTS_KEY, (value) => f(parseAccounts(value)), this.idb);
  }
  async pendingRevocations(): Promise<string[]> {
    return parseTokenList(await get(PENDING_KEY, this.idb));
  }
  setPendingRevocations(tokens: string[]): Promise<void> {
    return tokens.length === 0 ? del(PENDING_KEY, this.idb) : set(PENDING_KEY, tokens, this.idb);
  }

  /** Once per store: a single-account token set becomes the account in use (when no accounts exist yet). */
  private migrated(): Promise<void> {
    this.migration ??= (async () => {
      const legacy: unknown = await get(LEGACY_TOKENS_KEY, this.idb);
      if (legacy === undefined) return;
      await update(
        ACCOUNTS_KEY,
        (value) => {
          const state = parseAccounts(value);
          return state.list.length > 0 ? state : (migrateLegacy(legacy) ?? state);
        },
        this.idb,
      );
      await del(LEGACY_TOKENS_KEY, this.idb);
    })();
    return this.migration;
  }
}

export class MemoryTokenStore extends StateStore {
  readonly persistent = false;
  private state: AccountsState = EMPTY;
  private pending: string[] = [];

  protected read(): Promise<AccountsState> {
    return Promise.resolve(this.state);
  }
  protected change(f: (state: AccountsState) => AccountsState): Promise<void> {
    this.state = f(this.state);
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

/** The store over what start-up opened: IndexedDB when it answered, memory otherwise. */
export function tokenStoreOf(storage: Pick<TokenStorage, 'idb'>): TokenStore {
  return storage.idb ? new IdbTokenStore(storage.idb) : new MemoryTokenStore();
}
