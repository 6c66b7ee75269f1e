/**
 * The session: the only holder of tokens. Gives views an authorized fetch (Authorization: Bearer, never
 * the query parameter), refreshes ahead of expiry and once on a 401, keeps one refresh in flight across
 * tabs, and ends itself with a reason when the refresh token stops working. It holds every account signed
 * in on this TV and uses one at a time (session-state.ts; docs/app.md#accounts-on-one-tv).
 */
import { msg, str } from '@lit/localize';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import type { StoredTokens } from './token-store.ts';
import { liveTokens, refreshMargin, type LiveTokens } from './token-age.ts';
import { diagnostics, type ErrorCode } from '../diagnostics/recorder.ts';
import { SessionError, SessionState, type SessionOptions } from './session-state.ts';
import { clientRefusedWords } from '../boot-words.ts';

export { SessionError, type Identify, type SessionOptions } from './session-state.ts';

export class Session extends SessionState {
  private refreshing: Promise<void> | undefined;
  private readonly fetchFn: typeof fetch;

  constructor(options: SessionOptions) {
    super(options);
    const fetchFn = options.fetchFn ?? fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  async restore(): Promise<boolean> {
    const { list, current } = await this.readAccounts();
    const key = current ?? list[0]?.key;
    if (key !== undefined) await this.use(key);
    // An account kept by a version that did not name accounts is named meanwhile (home need not wait).
    void this.nameAccount();
    // Also corrects a hint left stale, or missing from a version of the app that wrote none.
    this.hint(this.signedIn);
    void this.retryPendingRevocations();
    return this.signedIn;
  }

  /**
   * Takes over the tokens of a successful poll (`receivedAt`: monotonic arrival time) as an account of this
   * TV, named by its ID token or userinfo, and uses it. The same person signing in again replaces their
   * older tokens, which are revoked.
   */
  async signIn(response: TokenResponse, receivedAt: number): Promise<void> {
    const { clock, store } = this.options;
    const stored: StoredTokens = {
      refreshToken: response.refresh_token,
      accessToken: response.access_token,
      expiresIn: response.expires_in,
      receivedAtWall: clock.wallNow() - (clock.now() - receivedAt),
      scope: response.scope,
    };
    const identity = await this.identify(response.id_token, response.access_token);
    // Unnamed (userinfo unreachable): a key of its own, named at a later start.
    const key = identity?.sub ?? `unnamed-${String(stored.receivedAtWall)}`;
    const replaced = await store.load(key).catch(() => undefined);
    this.account = { key, identity };
    this.tokens = { ...stored, expiresAt: receivedAt + response.expires_in * 1000 };
    this.endReason = undefined;
    await store.add(this.account, stored).catch(() => undefined);
    await this.readAccounts();
    // A TV that cannot store tokens starts signed out: no hint, so its next start asks for a code early.
    this.hint(this.persistent);
    this.changed();
    if (replaced && replaced.refreshToken !== stored.refreshToken)
      void this.revocations.add(replaced.refreshToken);
    else void this.retryPendingRevocations();
  }

  /** Uses another account of this TV, without a new code; false when it is no longer stored. */
  async switchTo(key: string): Promise<boolean> {
    if (key === this.accountKey) return true;
    if (!(await this.use(key))) return false;
    await this.options.store.use(key).catch(() => undefined);
    this.endReason = undefined;
    this.changed();
    return true;
  }

  /** fetch with the access token; refreshes first when it is about to expire, and once after a 401. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const tokens = await this.fresh();
    const response = await this.send(url, init, tokens.accessToken);
    if (response.status !== 401) return response;
    await this.refresh(tokens.accessToken);
    return this.send(url, init, this.current().accessToken);
  }

  /**
   * Signs account `key` (the one in use by default) out of this TV: forgets its tokens here and in storage
   * at once (even offline), then revokes its refresh token only. The other accounts stay; when the one in
   * use left, the first of them is used.
   */
  async signOut(key: string | undefined = this.accountKey): Promise<void> {
    if (key === undefined) return;
    const refreshToken = (await this.options.store.load(key).catch(() => undefined))?.refreshToken;
    await this.forget(key, 'signedOut');
    if (refreshToken !== undefined) await this.revocations.add(refreshToken);
  }

  /**
   * A resource API refused a token the session had just renewed (401 after refresh-and-retry): this TV's
   * access was removed on the account page. Ends the session with those words (docs/app.md#fresh-data).
   */
  async accessRemoved(): Promise<void> {
    const key = this.accountKey;
    if (key !== undefined) await this.forget(key, 'accessRemoved');
  }

  /** Sends revocations left over from an offline sign-out; keeps the ones that still cannot be sent. */
  retryPendingRevocations(): Promise<void> {
    return this.revocations.retry();
  }

  /** The tokens in use, refreshed first when the access token is about to expire. */
  private async fresh(): Promise<LiveTokens> {
    const tokens = this.current();
    if (this.options.clock.now() < tokens.expiresAt - refreshMargin(tokens)) return tokens;
    await this.refresh(tokens.accessToken);
    return this.current();
  }

  /**
   * Names an account stored without a name (by a version with one account): userinfo, as no ID token was
   * kept. Its subject becomes its key; it is the same account, so the shell keeps what it shows.
   */
  private async nameAccount(): Promise<void> {
    const account = this.account;
    if (!account || account.identity !== undefined || !this.tokens) return;
    const tokens = await this.fresh().catch(() => undefined);
    const identity = tokens && (await this.identify(undefined, tokens.accessToken));
    if (!identity || this.account?.key !== account.key) return;
    await this.named(account.key, identity);
    this.changed();
  }

  private current(): LiveTokens {
    if (this.tokens === undefined) throw new SessionError('signedOut', msg('Not signed in.'));
    return this.tokens;
  }

  private send(url: string, init: RequestInit, accessToken: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    return this.fetchFn(url, { ...init, headers }).catch(() => {
      throw new SessionError('offline', msg('The service cannot be reached.'));
    });
  }

  /** Single flight: callers that arrive while a refresh runs wait for that one. */
  private refresh(staleAccessToken: string): Promise<void> {
    this.refreshing ??= this.options
      .lock(() => this.refreshLocked(staleAccessToken))
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private async refreshLocked(staleAccessToken: string): Promise<void> {
    const { store, client, clock } = this.options;
    const key = this.account?.key ?? '';
    const stored = await store.load(key).catch(() => this.tokens);
    if (stored === undefined) {
      // Another tab signed this account out.
      await this.forget(key, 'signedOutElsewhere');
      throw this.failed('E-AUTH', 'signedOut', () => msg('Signed out on another screen.'));
    }
    if (stored.accessToken !== staleAccessToken) {
      // Another tab refreshed while this one waited for the lock.
      this.tokens = liveTokens(stored, clock);
      if (clock.now() < this.current().expiresAt - refreshMargin(this.current())) return;
    }
    const outcome = await client.refresh(stored.refreshToken);
    switch (outcome.kind) {
      case 'tokens': {
        const next: StoredTokens = {
          refreshToken: stored.refreshToken,
          accessToken: outcome.tokens.access_token,
          expiresIn: outcome.tokens.expires_in,
          receivedAtWall: clock.wallNow(),
          scope: outcome.tokens.scope,
        };
        this.tokens = { ...next, expiresAt: clock.now() + next.expiresIn * 1000 };
        await store.save(key, next).catch(() => undefined);
        this.changed();
        return;
      }
      case 'invalidGrant':
        await this.forget(key, 'accessRemoved');
        throw this.failed('E-AUTH', 'signedOut', () => msg('Access was removed.'));
      case 'unreachable':
        throw this.failed('E-NET', 'offline', () => msg('The sign-in service cannot be reached.'));
      case 'error':
        if (outcome.code === 'invalid_client') throw this.failed('E-CONFIG', 'refused', clientRefusedWords);
        throw this.failed('E-AUTH', 'refused', () =>
          msg(str`The sign-in service refused to renew access (${outcome.code}).`),
        );
    }
  }

  /** The failure, recorded with words made again in whatever language Settings shows them. */
  private failed(code: ErrorCode, kind: SessionError['kind'], words: () => string): SessionError {
    const error = new SessionError(kind, words());
    diagnostics.record(code, error.message, words);
    return error;
  }
}
