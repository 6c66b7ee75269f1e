import { expect } from '@open-wc/testing';
import {
  MemoryTokenStore,
  openTokenStore,
  openTokenStoreWithTokens,
  parseStoredTokens,
} from '../../../src/app/auth/token-store.ts';

const TOKENS = {
  refreshToken: 'rt',
  accessToken: 'at',
  expiresIn: 3600,
  receivedAtWall: 1_768_467_600_000,
  scope: 'openid email',
};

describe('token store', () => {
  it('round-trips tokens and pending revocations through IndexedDB', async () => {
    const name = `tv-app-test-${Math.random().toString(36).slice(2)}`;
    const store = await openTokenStore(name, 'session');
    expect(store.persistent).to.equal(true);
    expect(await store.load()).to.equal(undefined);
    await store.save(TOKENS);
    await store.setPendingRevocations(['old-rt']);
    const reopened = await openTokenStore(name, 'session');
    expect(await reopened.load()).to.deep.equal(TOKENS);
    expect(await reopened.pendingRevocations()).to.deep.equal(['old-rt']);
    await reopened.clear();
    expect(await store.load()).to.equal(undefined);
  });

  it('says at opening what its one read found, checked like every read', async () => {
    const name = `tv-app-test-${Math.random().toString(36).slice(2)}`;
    expect((await openTokenStoreWithTokens(name, 'session')).tokens).to.equal(undefined);
    const { store } = await openTokenStoreWithTokens(name, 'session');
    await store.save(TOKENS);
    expect((await openTokenStoreWithTokens(name, 'session')).tokens).to.deep.equal(TOKENS);
    await store.save({ ...TOKENS, refreshToken: '' });
    expect((await openTokenStoreWithTokens(name, 'session')).tokens).to.equal(undefined);
  });

  it('keeps tokens in memory and says so when IndexedDB is unavailable', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'indexedDB');
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    try {
      const store = await openTokenStore('unavailable', 'session');
      expect(store).to.be.instanceOf(MemoryTokenStore);
      expect(store.persistent).to.equal(false);
      await store.save(TOKENS);
      expect(await store.load()).to.deep.equal(TOKENS);
    } finally {
      if (original) Object.defineProperty(window, 'indexedDB', original);
    }
  });

  it('treats a damaged stored value as no tokens', () => {
    expect(parseStoredTokens({ ...TOKENS, refreshToken: 7 })).to.equal(undefined);
    expect(parseStoredTokens('tokens')).to.equal(undefined);
    expect(parseStoredTokens(TOKENS)).to.deep.equal(TOKENS);
  });
});
