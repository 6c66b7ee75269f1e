import { expect } from '@open-wc/testing';
import { Session, SessionError } from '../../../src/app/auth/session.ts';
import type { StoredTokens } from '../../../src/app/auth/token-store.ts';
import { MemoryTokenStore } from '../../../src/app/auth/account-store.ts';
import { inTabLock } from '../../../src/app/auth/refresh-lock.ts';
import type { RefreshOutcome, RevokeOutcome } from '../../../src/app/auth/token-client.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { FakeFetch } from '../support/fake-fetch.ts';
import { diagnostics } from '../../../src/app/diagnostics/recorder.ts';

const TOKENS = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  scope: 'openid https://api.example.com/auth/video.readonly',
  token_type: 'Bearer' as const,
};

function setup(
  options: { refresh?: () => Promise<RefreshOutcome>; revoke?: () => Promise<RevokeOutcome> } = {},
) {
  const clock = new FakeClock();
  const store = new MemoryTokenStore();
  const refreshes: string[] = [];
  const revocations: string[] = [];
  let n = 1;
  const client = {
    refresh: (token: string): Promise<RefreshOutcome> => {
      refreshes.push(token);
      if (options.refresh) return options.refresh();
      n++;
      return Promise.resolve({
        kind: 'tokens',
        tokens: { access_token: `at-${n}`, expires_in: 3600, scope: TOKENS.scope, token_type: 'Bearer' },
      });
    },
    revoke: (token: string): Promise<RevokeOutcome> => {
      revocations.push(token);
      return options.revoke ? options.revoke() : Promise.resolve('revoked');
    },
  };
  const api = new FakeFetch((request) =>
    request.headers.get('Authorization') === 'Bearer at-1' && valid.current === 'at-1'
      ? { status: 200, body: { ok: 1 } }
      : request.headers.get('Authorization') === `Bearer ${valid.current}`
        ? { status: 200, body: { ok: 2 } }
        : { status: 401, body: { error: { code: 401 } } },
  );
  const valid = { current: 'at-1' };
  const session = new Session({ store, client, clock, lock: inTabLock(), fetchFn: api.fetch });
  /** The stored tokens of the account in use (none after it left). */
  const inUse = async (): Promise<StoredTokens | undefined> => {
    const { current } = await store.accounts();
    return current === undefined ? undefined : store.load(current);
  };
  return { clock, store, session, refreshes, revocations, api, valid, inUse };
}

describe('Session', () => {
  it('sends the access token as a bearer header, never in the query', async () => {
    const { session, api } = setup();
    await session.signIn(TOKENS, 0);
    const response = await session.fetch('http://p.test/video/v3/channels?mine=true');
    expect(response.status).to.equal(200);
    expect(api.seen[0]?.headers.get('Authorization')).to.equal('Bearer at-1');
    expect(api.seen[0]?.url).to.not.contain('access_token');
  });

  it('stores what it needs to survive a reload and reads the granted scopes', async () => {
    const { session, inUse, clock } = setup();
    await session.signIn(TOKENS, 0);
    expect(await inUse()).to.deep.equal({
      refreshToken: 'rt-1',
      accessToken: 'at-1',
      expiresIn: 3600,
      receivedAtWall: clock.wallNow(),
      scope: TOKENS.scope,
    } satisfies StoredTokens);
    expect(session.scopes).to.deep.equal(['openid', 'https://api.example.com/auth/video.readonly']);
    expect(session.grantsAny(['https://api.example.com/auth/books'])).to.equal(false);
  });

  it('refreshes ahead of expiry, on the monotonic clock from when the token arrived', async () => {
    const { session, clock, refreshes, api, valid } = setup();
    await session.signIn(TOKENS, 0);
    await clock.advance(3_539_000);
    await session.fetch('http://p.test/a');
    expect(refreshes).to.deep.equal([]);
    await clock.advance(2000); // within a minute of expiry
    valid.current = 'at-2';
    await session.fetch('http://p.test/a');
    expect(refreshes).to.deep.equal(['rt-1']);
    expect(api.seen.at(-1)?.headers.get('Authorization')).to.equal('Bearer at-2');
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    const { session, refreshes, api, valid } = setup();
    await session.signIn(TOKENS, 0);
    valid.current = 'at-2'; // the provider stopped accepting at-1
    const response = await session.fetch('http://p.test/a');
    expect(response.status).to.equal(200);
    expect(refreshes).to.deep.equal(['rt-1']);
    expect(api.seen.map((r) => r.headers.get('Authorization'))).to.deep.equal(['Bearer at-1', 'Bearer at-2']);
  });

  it('keeps one refresh in flight for many callers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { session, refreshes, valid } = setup({
      refresh: async () => {
        await gate;
        return {
          kind: 'tokens',
          tokens: { access_token: 'at-2', expires_in: 3600, scope: TOKENS.scope, token_type: 'Bearer' },
        };
      },
    });
    await session.signIn(TOKENS, 0);
    valid.current = 'at-2';
    const calls = [
      session.fetch('http://p.test/a'),
      session.fetch('http://p.test/b'),
      session.fetch('http://p.test/c'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    expect(refreshes).to.deep.equal(['rt-1']);
  });

  it('uses a token another tab stored while this one waited for the lock', async () => {
    const { session, store, refreshes, valid } = setup();
    await session.signIn(TOKENS, 0);
    const stored = await store.load(session.accountKey!);
    await store.save(session.accountKey!, { ...stored!, accessToken: 'at-other-tab' });
    valid.current = 'at-other-tab';
    expect((await session.fetch('http://p.test/a')).status).to.equal(200);
    expect(refreshes).to.deep.equal([]);
  });

  it('ends with "access removed" when the refresh answers invalid_grant, and clears the store', async () => {
    const { session, inUse, valid } = setup({ refresh: () => Promise.resolve({ kind: 'invalidGrant' }) });
    await session.signIn(TOKENS, 0);
    let changes = 0;
    session.addEventListener('change', () => changes++);
    valid.current = 'none';
    const failure = await session.fetch('http://p.test/a').catch((err: unknown) => err);
    expect(failure).to.be.instanceOf(SessionError);
    expect((failure as SessionError).kind).to.equal('signedOut');
    expect(session.signedIn).to.equal(false);
    expect(session.endReason).to.equal('accessRemoved');
    expect(await inUse()).to.equal(undefined);
    expect(changes).to.equal(1);
  });

  it('a renewal answered invalid_client is config.json’s mistake in Settings’ diagnostics', async () => {
    const { session, valid } = setup({
      refresh: () => Promise.resolve({ kind: 'error', code: 'invalid_client' }),
    });
    await session.signIn(TOKENS, 0);
    valid.current = 'none';
    const failure = await session.fetch('http://p.test/a').catch((err: unknown) => err);
    expect((failure as SessionError).kind).to.equal('refused');
    expect(diagnostics.last?.code).to.equal('E-CONFIG');
    expect(diagnostics.last?.said()).to.equal(
      'The sign-in service does not accept config.json "clientId" with its "clientSecret" (invalid_client).',
    );
  });

  it('ends with "signed out elsewhere" when another tab cleared the store', async () => {
    const { session, store, valid } = setup();
    await session.signIn(TOKENS, 0);
    await store.remove(session.accountKey!);
    valid.current = 'none';
    await session.fetch('http://p.test/a').catch(() => undefined);
    expect(session.endReason).to.equal('signedOutElsewhere');
  });

  it('signs out offline: forgets the tokens at once and revokes when the service is back', async () => {
    let online = false;
    const { session, store, revocations, inUse } = setup({
      revoke: () => Promise.resolve(online ? 'revoked' : 'unreachable'),
    });
    await session.signIn(TOKENS, 0);
    await session.signOut();
    expect(session.signedIn).to.equal(false);
    expect(session.endReason).to.equal('signedOut');
    expect(await inUse()).to.equal(undefined);
    expect(await store.pendingRevocations()).to.deep.equal(['rt-1']);
    online = true;
    await session.retryPendingRevocations();
    expect(revocations).to.deep.equal(['rt-1', 'rt-1']);
    expect(await store.pendingRevocations()).to.deep.equal([]);
  });

  it('ages a stored token across a reload and refreshes it when the wall clock went backwards', async () => {
    const first = setup();
    await first.session.signIn(TOKENS, 0);
    const saved = await first.inUse();
    const second = setup();
    const account = { key: 'alice', identity: undefined };
    await second.store.add(account, { ...saved!, receivedAtWall: second.clock.wallNow() + 60_000 });
    expect(await second.session.restore()).to.equal(true);
    second.valid.current = 'at-2';
    await second.session.fetch('http://p.test/a');
    expect(second.refreshes).to.deep.equal(['rt-1']);
  });
});
