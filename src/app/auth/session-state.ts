/**
 * What the session knows about the accounts of this TV: the one in use and its tokens, every account
 * stored, and the moves between them. The authorized fetch and the refresh build on it (session.ts).
 */
import { parseScopeString } from '#shared/scopes.ts';
import type { Clock } from '../time/clock.ts';
import type { RunExclusive } from './refresh-lock.ts';
import type { SignedOutReason } from './sign-in-messages.ts';
import type { AccountIdentity, AccountSummary, TokenStore } from './token-store.ts';
import type { TokenClient } from './token-client.ts';
import { setSignedInHint } from './signed-in-hint.ts';
import { liveTokens, type LiveTokens } from './token-age.ts';
import { Revocations } from './revocations.ts';

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

/** Names the account a token set belongs to (identity.ts, loaded after sign-in); undefined when it cannot. */
export type Identify = (tokens: {
  idToken: string | undefined;
  accessToken: string;
}) => Promise<AccountIdentity | undefined>;

export interface SessionOptions {
  store: TokenStore;
  client: Pick<TokenClient, 'refresh' | 'revoke'>;
  clock: Clock;
  lock: RunExclusive;
  fetchFn?: typeof fetch;
  /** Where the signed-in hint for the next start is kept (signed-in-hint.ts); localStorage by default. */
  hint?: (signedIn: boolean) => void;
  /** Who signed in; without it accounts stay unnamed (tests of the token handling alone). */
  identify?: Identify;
}

export class SessionState extends EventTarget {
  /** Set when the session ended by itself or by sign-out; cleared on sign-in. */
  endReason: SignedOutReason | undefined;
  protected tokens: LiveTokens | undefined;
  /** The account in use (whose tokens `tokens` are) and every account stored on this TV. */
  protected account: AccountSummary | undefined;
  protected list: AccountSummary[] = [];
  protected readonly revocations: Revocations;

  constructor(protected readonly options: SessionOptions) {
    super();
    this.revocations = new Revocations(options.store, options.client);
  }

  get signedIn(): boolean {
    return this.tokens !== undefined;
  }

  /**
   * Names the signed-in account for what is kept per account (the views' last good data): the account's
   * subject (docs/identity.md#the-tv-side), undefined when signed out.
   */
  get accountKey(): string | undefined {
    return this.tokens === undefined ? undefined : this.account?.key;
  }

  /** Who is signed in, when the provider said so. */
  get identity(): AccountIdentity | undefined {
    return this.tokens === undefined ? undefined : this.account?.identity;
  }

  /** Every account signed in on this TV, in the order they signed in. */
  get accounts(): readonly AccountSummary[] {
    return this.list;
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

  /** Picks up the accounts stored by an earlier run and the one in use; true when signed in. */
  protected hint(signedIn: boolean): void {
    (this.options.hint ?? setSignedInHint)(signedIn);
  }

  protected async identify(
    idToken: string | undefined,
    accessToken: string,
  ): Promise<AccountIdentity | undefined> {
    const { identify } = this.options;
    return identify ? identify({ idToken, accessToken }).catch(() => undefined) : undefined;
  }

  protected async readAccounts(): Promise<{ list: AccountSummary[]; current: string | undefined }> {
    const read = await this.options.store
      .accounts()
      .catch(() => ({ list: this.list, current: this.accountKey }));
    this.list = read.list;
    return read;
  }

  /** Makes `key` the account in use here, from its stored tokens; false when it has none. */
  protected async use(key: string): Promise<boolean> {
    const stored = await this.options.store.load(key).catch(() => undefined);
    if (!stored) return false;
    this.account = this.list.find((a) => a.key === key) ?? { key, identity: undefined };
    this.tokens = liveTokens(stored, this.options.clock);
    return true;
  }

  protected async named(from: string, identity: AccountIdentity): Promise<void> {
    await this.options.store.name(from, identity).catch(() => undefined);
    await this.readAccounts();
    this.account = { key: identity.sub, identity };
  }

  protected async forget(key: string, reason: SignedOutReason): Promise<void> {
    await this.options.store.remove(key).catch(() => undefined);
    const { list } = await this.readAccounts();
    if (key !== this.accountKey) {
      this.changed();
      return;
    }
    const next = list[0];
    if (next && (await this.use(next.key))) {
      await this.options.store.use(next.key).catch(() => undefined);
    } else {
      this.tokens = undefined;
      this.account = undefined;
      this.endReason = reason;
      this.hint(false);
    }
    this.changed();
  }

  protected changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
