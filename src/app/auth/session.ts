/**
 * The session: the only holder of tokens. Gives views an authorized fetch (Authorization: Bearer, never
 * the query parameter), refreshes ahead of expiry and once on a 401, keeps one refresh in flight across
 * tabs, and ends itself with a reason when the refresh token stops working.
 */
import type { TokenResponse } from '#shared/wire/oauth.ts';
import { parseScopeString } from '#shared/scopes.ts';
import type { Clock } from '../time/clock.ts';
import type { RunExclusive } from './refresh-lock.ts';
import type { SignedOutReason } from './sign-in-messages.ts';
import type { StoredTokens, TokenStore } from './token-store.ts';
import type { TokenClient } from './token-client.ts';
import { setSignedInHint } from './signed-in-hint.ts';

/** Why an authorized request could not be made; `kind` decides what the screen says. */
export class SessionError extends Error {
  constructor(
    readonly kind: 'signedOut' | 'offline' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

interface LiveTokens extends StoredTokens {
  /** Monotonic ms after which the access token is not used any more. */
  expiresAt: number;
}

export interface SessionOptions {
  store: TokenStore;
  client: Pick<TokenClient, 'refresh' | 'revoke'>;
  clock: Clock;
  lock: RunExclusive;
  fetchFn?: typeof fetch;
  /** Where the signed-in hint for the next start is kept (signed-in-hint.ts); localStorage by default. */
  hint?: (signedIn: boolean) => void;
}

/** Refresh this long before expiry (a fifth of a short lifetime). */
const REFRESH_AHEAD_MS = 60_000;

export class Session extends EventTarget {
  /** Set when the session ended by itself or by sign-out; cleared on sign-in. */
  endReason: SignedOutReason | undefined;
  private tokens: LiveTokens | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: SessionOptions) {
    super();
    const fetchFn = options.fetchFn ?? fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  get signedIn(): boolean {
    return this.tokens !== undefined;
  }

  /**
   * Names the signed-in account for what is kept per account (the views' last good data): undefined when
   * signed out. One account per TV until accounts are told apart (docs/identity.md); then the account's
   * subject.
   */
  get accountKey(): string | undefined {
    return this.tokens === undefined ? undefined : 'default';
  }

  get persistent(): boolean {
    return this.options.store.persistent;
  }

  /** Granted scopes, from the token endpoint's `scope` string. */
  get scopes(): readonly string[] {
    return this.tokens ? parseScopeString(this.tokens.scope) : [];
  }

  /** A view may be shown when any one of the scopes it names was granted. */
  grantsAny(scopes: readonly string[]): boolean {
    const granted = this.scopes;
    return scopes.some((s) => granted.includes(s));
  }

  /** Picks up tokens stored by an earlier run; true when signed in. */
  async restore(): Promise<boolean> {
    const stored = await this.options.store.load().catch(() => undefined);
    this.tokens = stored && this.live(stored);
    // Also corrects a hint left stale, or missing from a version of the app that wrote none.
    this.hint(this.signedIn);
    void this.retryPendingRevocations();
    return this.signedIn;
  }

  /** Takes over the tokens of a successful poll; `receivedAt` is the monotonic arrival time. */
  async signIn(response: TokenResponse, receivedAt: number): Promise<void> {
    const { clock } = this.options;
    const stored: StoredTokens = {
      refreshToken: response.refresh_token,
      accessToken: response.access_token,
      expiresIn: response.expires_in,
      receivedAtWall: clock.wallNow() - (clock.now() - receivedAt),
      scope: response.scope,
    };
    this.tokens = { ...stored, expiresAt: receivedAt + response.expires_in * 1000 };
    this.endReason = undefined;
    await this.options.store.save(stored).catch(() => undefined);
    // A TV that cannot store tokens starts signed out: no hint, so its next start asks for a code early.
    this.hint(this.persistent);
    this.changed();
    void this.retryPendingRevocations();
  }

  /** fetch with the access token; refreshes first when it is about to expire, and once after a 401. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    let tokens = this.current();
    if (this.options.clock.now() >= tokens.expiresAt - refreshMargin(tokens)) {
      await this.refresh(tokens.accessToken);
      tokens = this.current();
    }
    const response = await this.send(url, init, tokens.accessToken);
    if (response.status !== 401) return response;
    await this.refresh(tokens.accessToken);
    return this.send(url, init, this.current().accessToken);
  }

  /** Forgets the tokens here and in storage at once (even offline), then revokes the refresh token. */
  async signOut(): Promise<void> {
    const refreshToken = this.tokens?.refreshToken;
    await this.end('signedOut');
    if (refreshToken === undefined) return;
    const { store } = this.options;
    const pending = await store.pendingRevocations().catch(() => []);
    await store.setPendingRevocations([...pending, refreshToken]).catch(() => undefined);
    await this.retryPendingRevocations();
  }

  /**
   * A resource API refused a token the session had just renewed (401 after refresh-and-retry): this TV's
   * access was removed on the account page. Ends the session with those words (docs/app.md#fresh-data).
   */
  async accessRemoved(): Promise<void> {
    if (this.tokens !== undefined) await this.end('accessRemoved');
  }

  /** Sends revocations left over from an offline sign-out; keeps the ones that still cannot be sent. */
  async retryPendingRevocations(): Promise<void> {
    const { store, client } = this.options;
    const pending = await store.pendingRevocations().catch(() => []);
    if (pending.length === 0) return;
    const left: string[] = [];
    for (const token of pending) {
      // A "rejected" answer means the provider no longer knows the token: nothing left to revoke.
      if ((await client.revoke(token)) === 'unreachable') left.push(token);
    }
    await store.setPendingRevocations(left).catch(() => undefined);
  }

  private hint(signedIn: boolean): void {
    (this.options.hint ?? setSignedInHint)(signedIn);
  }

  private current(): LiveTokens {
    if (this.tokens === undefined) throw new SessionError('signedOut', 'Not signed in.');
    return this.tokens;
  }

  private send(url: string, init: RequestInit, accessToken: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    return this.fetchFn(url, { ...init, headers }).catch(() => {
      throw new SessionError('offline', 'The service cannot be reached.');
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
    const stored = await store.load().catch(() => this.tokens);
    if (stored === undefined) {
      // Another tab signed out and cleared the store.
      await this.end('signedOutElsewhere');
      throw new SessionError('signedOut', 'Signed out on another screen.');
    }
    if (stored.accessToken !== staleAccessToken) {
      // Another tab refreshed while this one waited for the lock.
      this.tokens = this.live(stored);
      if (this.options.clock.now() < this.current().expiresAt - refreshMargin(this.current())) return;
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
        await store.save(next).catch(() => undefined);
        this.changed();
        return;
      }
      case 'invalidGrant':
        await this.end('accessRemoved');
        throw new SessionError('signedOut', 'Access was removed.');
      case 'unreachable':
        throw new SessionError('offline', 'The sign-in service cannot be reached.');
      case 'error':
        throw new SessionError('refused', `The sign-in service refused to renew access (${outcome.code}).`);
    }
  }

  /**
   * Ages a stored token on this page's monotonic clock. The wall clock is only used for the time between
   * two runs; when it went backwards or jumped past the lifetime, the token counts as expired and is
   * refreshed on first use (cheap), never trusted longer than it was issued for.
   */
  private live(stored: StoredTokens): LiveTokens {
    const { clock } = this.options;
    const lifetime = stored.expiresIn * 1000;
    const age = clock.wallNow() - stored.receivedAtWall;
    const left = age < 0 || age > lifetime ? 0 : lifetime - age;
    return { ...stored, expiresAt: clock.now() + left };
  }

  private async end(reason: SignedOutReason): Promise<void> {
    this.tokens = undefined;
    this.endReason = reason;
    this.hint(false);
    await this.options.store.clear().catch(() => undefined);
    this.changed();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

function refreshMargin(tokens: StoredTokens): number {
  return Math.min(REFRESH_AHEAD_MS, (tokens.expiresIn * 1000) / 5);
}
