// Several accounts on one TV: each signed in with its own code, keyed by its subject; switching needs no
// code; signing one out revokes only its refresh token and leaves the others.
import { expect } from '@open-wc/testing';
import { Session, type Identify } from '../../../src/app/auth/session.ts';
import { MIGRATED_KEY, MemoryTokenStore } from '../../../src/app/auth/account-store.ts';
import { inTabLock } from '../../../src/app/auth/refresh-lock.ts';
import type { RevokeOutcome } from '../../../src/app/auth/token-client.ts';
import type { AccountIdentity } from '../../../src/app/auth/token-store.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

const ALICE: AccountIdentity = { sub: 'sub-alice', email: 'alice@example.com', name: 'Alice' };
const BOB: AccountIdentity = { sub: 'sub-bob', email: 'bob@other.example', name: 'Bob' };

/** Token responses whose access token says whose they are (the fake identify reads it). */
function tokensOf(who: string, n = 1) {
  return {
    access_token: `at-${who}-${String(n)}`,
    refresh_token: `rt-${who}-${String(n)}`,
    expires_in: 3600,
    scope: 'openid email profile',
    token_type: 'Bearer' as const,
    id_token: `id-${who}`,
  };
}

function setup(store = new MemoryTokenStore()) {
  const revoked: string[] = [];
  const asked: { idToken: string | undefined; accessToken: string }[] = [];
  const identify: Identify = (tokens) => {
    asked.push(tokens);
    if (tokens.accessToken.includes('alice')) return Promise.resolve(ALICE);
    if (tokens.accessToken.includes('bob')) return Promise.resolve(BOB);
    return Promise.resolve(undefined);
  };
  const session = new Session({
    store,
    client: {
      refresh: () => Promise.resolve({ kind: 'unreachable' }),
      revoke: (token: string): Promise<RevokeOutcome> => {
        revoked.push(token);
        return Promise.resolve('revoked');
      },
    },
    clock: new FakeClock(),
    lock: inTabLock(),
    fetchFn: (_input, init) =>
      Promise.resolve(new Response(new Headers(init?.headers).get('Authorization'), { status: 200 })),
    hint: () => undefined,
    identify,
  });
  return { session, store, revoked, asked };
}

/** The bearer token the session sends now. */
async function bearer(session: Session): Promise<string> {
  return (await session.fetch('http://p.test/x')).text();
}

describe('accounts on one TV', () => {
  it('keys the account in use by its subject, named from the ID token', async () => {
    const { session, asked } = setup();
    await session.signIn(tokensOf('alice'), 0);
    expect(session.accountKey).to.equal('sub-alice');
    expect(session.identity).to.deep.equal(ALICE);
    expect(asked[0]).to.deep.equal({ idToken: 'id-alice', accessToken: 'at-alice-1' });
  });

  it('adds a second account, switches back without a code, and each uses its own tokens', async () => {
    const { session } = setup();
    await session.signIn(tokensOf('alice'), 0);
    await session.signIn(tokensOf('bob'), 0);
    expect(session.accounts.map((a) => a.key)).to.deep.equal(['sub-alice', 'sub-bob']);
    expect(session.accountKey).to.equal('sub-bob');
    expect(await bearer(session)).to.equal('Bearer at-bob-1');
    let changes = 0;
    session.addEventListener('change', () => changes++);
    expect(await session.switchTo('sub-alice')).to.equal(true);
    expect(changes).to.equal(1);
    expect(session.identity).to.deep.equal(ALICE);
    expect(await bearer(session)).to.equal('Bearer at-alice-1');
    expect(await session.switchTo('nobody')).to.equal(false);
    expect(session.accountKey).to.equal('sub-alice');
  });

  it('signs out another account: only its refresh token is revoked, the one in use stays', async () => {
    const { session, revoked } = setup();
    await session.signIn(tokensOf('alice'), 0);
    await session.signIn(tokensOf('bob'), 0);
    await session.switchTo('sub-alice');
    await session.signOut('sub-bob');
    expect(revoked).to.deep.equal(['rt-bob-1']);
    expect(session.signedIn).to.equal(true);
    expect(session.accountKey).to.equal('sub-alice');
    expect(session.accounts.map((a) => a.key)).to.deep.equal(['sub-alice']);
    expect(await bearer(session)).to.equal('Bearer at-alice-1');
  });

  it('signs out the account in use: the next one is used; the last one leaves the TV signed out', async () => {
    const { session, revoked } = setup();
    await session.signIn(tokensOf('alice'), 0);
    await session.signIn(tokensOf('bob'), 0);
    await session.signOut();
    expect(revoked).to.deep.equal(['rt-bob-1']);
    expect(session.accountKey).to.equal('sub-alice');
    expect(session.endReason).to.equal(undefined);
    await session.signOut();
    expect(session.signedIn).to.equal(false);
    expect(session.accountKey).to.equal(undefined);
    expect(session.endReason).to.equal('signedOut');
  });

  it('keeps one account per person: signing in again replaces and revokes the older tokens', async () => {
    const { session, revoked } = setup();
    await session.signIn(tokensOf('alice', 1), 0);
    await session.signIn(tokensOf('alice', 2), 0);
    // The older tokens are revoked after the new ones are in use.
    await settle();
    expect(session.accounts.map((a) => a.key)).to.deep.equal(['sub-alice']);
    expect(revoked).to.deep.equal(['rt-alice-1']);
    expect(await bearer(session)).to.equal('Bearer at-alice-2');
  });

  it('restores the account last in use after a restart', async () => {
    const first = setup();
    await first.session.signIn(tokensOf('alice'), 0);
    await first.session.signIn(tokensOf('bob'), 0);
    await first.session.switchTo('sub-alice');
    const second = setup(first.store);
    expect(await second.session.restore()).to.equal(true);
    expect(second.session.accountKey).to.equal('sub-alice');
    expect(second.session.accounts).to.have.length(2);
  });

  it('names an account migrated from one account with userinfo (no ID token), after start', async () => {
    const store = new MemoryTokenStore();
    const { session, asked } = setup(store);
    const old = tokensOf('alice');
    const migrated = { key: MIGRATED_KEY, identity: undefined };
    await store.add(migrated, {
      refreshToken: old.refresh_token,
      accessToken: old.access_token,
      expiresIn: 3600,
      receivedAtWall: new FakeClock().wallNow(),
      scope: old.scope,
    });
    const named = new Promise((resolve) => {
      session.addEventListener('change', resolve, { once: true });
    });
    expect(await session.restore()).to.equal(true);
    await named;
    expect(asked).to.deep.equal([{ idToken: undefined, accessToken: 'at-alice-1' }]);
    expect(session.accountKey).to.equal('sub-alice');
    expect(await store.accounts()).to.deep.equal({
      list: [{ key: 'sub-alice', identity: ALICE }],
      current: 'sub-alice',
    });
  });
});
