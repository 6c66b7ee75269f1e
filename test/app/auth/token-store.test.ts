import { expect } from '@open-wc/testing';
import { createStore, get, set } from 'idb-keyval';
import { openTokenStorage } from '../../../src/app/auth/token-store.ts';
import {
  IdbTokenStore,
  MIGRATED_KEY,
  MemoryTokenStore,
  parseAccounts,
  parseStoredTokens,
  tokenStoreOf,
} from '../../../src/app/auth/account-store.ts';

const TOKENS = {
  refreshToken: 'rt',
  accessToken: 'at',
  expiresIn: 3600,
  receivedAtWall: 1_768_467_600_000,
  scope: 'openid email',
};
const ALICE = { key: 'sub-alice', identity: { sub: 'sub-alice', email: 'alice@example.com', name: 'Alice' } };
const BOB = { key: 'sub-bob', identity: { sub: 'sub-bob', email: 'bob@other.example' } };

/** A database of its own per test, opened as start-up opens it. */
function fresh() {
  const name = `tv-app-test-${Math.random().toString(36).slice(2)}`;
  return { name, idb: createStore(name, 'session') };
}

describe('token store', () => {
  it('round-trips accounts and pending revocations through IndexedDB', async () => {
    const { name, idb } = fresh();
    const store = new IdbTokenStore(idb);
    expect(store.persistent).to.equal(true);
    expect(await store.accounts()).to.deep.equal({ list: [], current: undefined });
    await store.add(ALICE, TOKENS);
    await store.add(BOB, { ...TOKENS, refreshToken: 'rt-bob' });
    await store.setPendingRevocations(['old-rt']);
    const reopened = tokenStoreOf(await openTokenStorage(name, 'session'));
    expect(await reopened.accounts()).to.deep.equal({ list: [ALICE, BOB], current: BOB.key });
    expect(await reopened.load(ALICE.key)).to.deep.equal(TOKENS);
    expect((await reopened.load(BOB.key))?.refreshToken).to.equal('rt-bob');
    expect(await reopened.pendingRevocations()).to.deep.equal(['old-rt']);
  });

  it('says at opening whether any account is stored', async () => {
    const { name, idb } = fresh();
    expect((await openTokenStorage(name, 'session')).hasTokens).to.equal(false);
    await new IdbTokenStore(idb).add(ALICE, TOKENS);
    expect((await openTokenStorage(name, 'session')).hasTokens).to.equal(true);
  });

  it('migrates the single-account store of an earlier version: the token set keeps working', async () => {
    const { name, idb } = fresh();
    // What the earlier version wrote: one token set under `tokens`.
    await set('tokens', TOKENS, idb);
    const storage = await openTokenStorage(name, 'session');
    expect(storage.hasTokens).to.equal(true);
    const store = tokenStoreOf(storage);
    expect(await store.accounts()).to.deep.equal({
      list: [{ key: MIGRATED_KEY, identity: undefined }],
      current: MIGRATED_KEY,
    });
    expect(await store.load(MIGRATED_KEY)).to.deep.equal(TOKENS);
    expect(await get('tokens', idb)).to.equal(undefined);
    // Named later (userinfo): the subject becomes its key, the tokens stay.
    await store.name(MIGRATED_KEY, ALICE.identity);
    expect(await store.accounts()).to.deep.equal({ list: [ALICE], current: ALICE.key });
    expect(await store.load(ALICE.key)).to.deep.equal(TOKENS);
  });

  it('does not migrate over accounts that already exist, and drops a damaged old token set', async () => {
    const { name, idb } = fresh();
    await new IdbTokenStore(idb).add(ALICE, TOKENS);
    await set('tokens', { ...TOKENS, refreshToken: 'stale' }, idb);
    const store = tokenStoreOf(await openTokenStorage(name, 'session'));
    expect((await store.accounts()).list).to.deep.equal([ALICE]);
    const damaged = fresh();
    await set('tokens', { refreshToken: 7 }, damaged.idb);
    const empty = new IdbTokenStore(damaged.idb);
    expect((await empty.accounts()).list).to.deep.equal([]);
  });

  it('removes one account and keeps the others; the one in use becomes none when it left', async () => {
    const store = new MemoryTokenStore();
    await store.add(ALICE, TOKENS);
    await store.add(BOB, TOKENS);
    await store.remove(ALICE.key);
    expect(await store.accounts()).to.deep.equal({ list: [BOB], current: BOB.key });
    await store.remove(BOB.key);
    expect(await store.accounts()).to.deep.equal({ list: [], current: undefined });
  });

  it('replaces the same subject signing in again, and switches the one in use', async () => {
    const store = new MemoryTokenStore();
    await store.add(ALICE, TOKENS);
    await store.add(BOB, TOKENS);
    await store.add(ALICE, { ...TOKENS, refreshToken: 'rt-2' });
    expect(await store.accounts()).to.deep.equal({ list: [BOB, ALICE], current: ALICE.key });
    await store.use(BOB.key);
    expect((await store.accounts()).current).to.equal(BOB.key);
    await store.use('nobody');
    expect((await store.accounts()).current).to.equal(BOB.key);
  });

  it('keeps tokens in memory and says so when IndexedDB is unavailable', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'indexedDB');
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    try {
      const storage = await openTokenStorage('unavailable', 'session');
      expect(storage).to.deep.equal({ idb: undefined, hasTokens: false });
      const store = tokenStoreOf(storage);
      expect(store).to.be.instanceOf(MemoryTokenStore);
      expect(store.persistent).to.equal(false);
      await store.add(ALICE, TOKENS);
      expect(await store.load(ALICE.key)).to.deep.equal(TOKENS);
    } finally {
      if (original) Object.defineProperty(window, 'indexedDB', original);
    }
  });

  it('treats a damaged stored value as no tokens, keeping the accounts that are whole', () => {
    expect(parseStoredTokens({ ...TOKENS, refreshToken: 7 })).to.equal(undefined);
    expect(parseStoredTokens('tokens')).to.equal(undefined);
    expect(parseStoredTokens(TOKENS)).to.deep.equal(TOKENS);
    const state = parseAccounts({
      current: 'gone',
      list: [{ key: 'a', tokens: TOKENS, identity: { sub: 7 } }, { key: 'b', tokens: {} }, 'x'],
    });
    expect(state).to.deep.equal({
      current: undefined,
      list: [{ key: 'a', identity: undefined, tokens: TOKENS }],
    });
  });
});
