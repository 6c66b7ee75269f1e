/**
 * The contexts the shell provides to home and the views, made when home first needs them (nothing on
 * the sign-in screen consumes a context): config, session, the API directory, the API clients, and what
 * "Add an account" needs. The clients are made anew for each account, so every view's Task sees new args
 * and nothing of the previous account's data is kept (docs/app.md#accounts-on-one-tv).
 */
import { ContextProvider } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { configContext, sessionContext, signInContext, type SessionValue } from './contexts.ts';
import { apiContext, createApiClients } from './api/api-context.ts';
import { directoryContext } from './config/directory-context.ts';
import type { Session } from './auth/session.ts';
import type { Services } from './boot.ts';
import type { Clock } from './time/clock.ts';
import type { ApiDirectory } from './config/api-directory.ts';

export class ShellContexts {
  private readonly session: ContextProvider<typeof sessionContext>;
  private readonly api: ContextProvider<typeof apiContext>;
  /** The account the clients were made for, and the accounts of the TV then. */
  private clientsFor: string | undefined;
  private knownKeys: readonly string[] = [];

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly services: Services,
    clock: Clock,
    directory: ApiDirectory,
  ) {
    this.session = new ContextProvider(host, { context: sessionContext });
    this.api = new ContextProvider(host, { context: apiContext });
    new ContextProvider(host, { context: configContext, initialValue: services.config });
    const { client, persistent } = services;
    new ContextProvider(host, { context: signInContext, initialValue: { client, clock, persistent } });
    // Which APIs the provider serves: home's tiles and the views' sections (docs/app.md#home-from-the-directory).
    new ContextProvider(host, { context: directoryContext, initialValue: directory });
  }

  /** Provides the session as it is now; true when the account in use changed since the last call. */
  follow(session: Session): boolean {
    const value: SessionValue = {
      session,
      scopes: session.scopes,
      account: session.accounts.find((a) => a.key === session.accountKey),
      accounts: session.accounts,
    };
    this.session.setValue(value);
    const key = session.accountKey;
    const keys = session.accounts.map((a) => a.key);
    const before = this.clientsFor;
    const known = this.knownKeys;
    this.knownKeys = keys;
    if (key === before) return false;
    this.clientsFor = key;
    // The account in use was named (a store migrated from one account): its key changed, not the person.
    const named = before !== undefined && !keys.includes(before) && key !== undefined && !known.includes(key);
    if (named) return false;
    const changed = before !== undefined;
    if (key !== undefined) this.api.setValue(createApiClients(session, this.services.config.config));
    return changed;
  }
}
