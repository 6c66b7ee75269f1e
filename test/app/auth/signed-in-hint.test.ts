// The session keeps index.html's 'tv-signed-in' hint in step with the tokens it holds (docs/app.md,
// "Early boot"): written on sign-in, removed on sign-out and when the session ends by itself.
import { expect } from '@open-wc/testing';
import { Session } from '../../../src/app/auth/session.ts';
import { SIGNED_IN_HINT_KEY, setSignedInHint } from '../../../src/app/auth/signed-in-hint.ts';
import type { StoredTokens, TokenStore } from '../../../src/app/auth/token-store.ts';
import { MemoryTokenStore } from '../../../src/app/auth/account-store.ts';
import { inTabLock } from '../../../src/app/auth/refresh-lock.ts';
import type { RefreshOutcome } from '../../../src/app/auth/token-client.ts';
import { FakeClock } from '../support/fake-clock.ts';

const TOKENS = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  scope: 'openid',
  token_type: 'Bearer' as const,
};

/** A store that says it persists (as IndexedDB does), keeping values in memory. */
function persistentStore(): TokenStore {
  const store = new MemoryTokenStore();
  return Object.assign(store, { persistent: true });
}

function setup(store: TokenStore = persistentStore(), refresh?: RefreshOutcome) {
  const hints: boolean[] = [];
  const session = new Session({
    store,
    client: {
      refresh: () => Promise.resolve(refresh ?? { kind: 'invalidGrant' }),
      revoke: () => Promise.resolve('revoked'),
    },
    clock: new FakeClock(),
    lock: inTabLock(),
    fetchFn: () => Promise.resolve(new Response('{}', { status: 401 })),
    hint: (signedIn) => hints.push(signedIn),
  });
  return { session, hints, store };
}

describe('the signed-in hint', () => {
  it('is written when tokens are stored, and removed on sign-out', async () => {
    const { session, hints } = setup();
    await session.signIn(TOKENS, 0);
    expect(hints).to.deep.equal([true]);
    await session.signOut();
    expect(hints).to.deep.equal([true, false]);
  });

  it('is removed when the session ends by itself (access removed)', async () => {
    const { session, hints } = setup();
    await session.signIn(TOKENS, 0);
    await session.fetch('http://p.test/x').catch(() => undefined);
    expect(session.signedIn).to.equal(false);
    expect(hints).to.deep.equal([true, false]);
  });

  it('is corrected at start: set when tokens are found, removed when none are', async () => {
    const stored: StoredTokens = {
      refreshToken: 'rt',
      accessToken: 'at',
      expiresIn: 3600,
      receivedAtWall: new FakeClock().wallNow(),
      scope: 'openid',
    };
    const full = persistentStore();
    await full.add({ key: 'alice', identity: undefined }, stored);
    const withTokens = setup(full);
    await withTokens.session.restore();
    expect(withTokens.hints).to.deep.equal([true]);
    const without = setup();
    await without.session.restore();
    expect(without.hints).to.deep.equal([false]);
  });

  it('is not written when the tokens cannot outlive the page (memory-only store)', async () => {
    const { session, hints } = setup(new MemoryTokenStore());
    await session.signIn(TOKENS, 0);
    expect(hints).to.deep.equal([false]);
  });

  it('lives in localStorage under the key index.html reads', () => {
    setSignedInHint(true);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).to.equal('1');
    expect(SIGNED_IN_HINT_KEY).to.equal('tv-signed-in');
    setSignedInHint(false);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).to.equal(null);
  });
});
