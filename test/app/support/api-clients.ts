/**
 * Views get their API clients from `apiContext`; tests give them fakes through the same context, never by
 * replacing `window.fetch`. `inContexts()` puts a view under a shell that provides the clients (and, for
 * views that read them, the granted scopes and the config).
 */
import { fixture } from '@open-wc/testing';
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { apiContext, type ApiClients } from '../../../src/app/api/api-context.ts';
import { configContext, sessionContext, type ConfigValue } from '../../../src/app/contexts.ts';
import type { Session } from '../../../src/app/auth/session.ts';
import type { AppConfig } from '../../../src/app/config/app-config.ts';

/** A client whose every method fails the test: the view asked an API the test did not expect. */
function unexpected(api: string): never {
  return new Proxy(
    {},
    {
      get: (_, method) => () => Promise.reject(new Error(`unexpected call: ${api}.${String(method)}`)),
    },
  ) as never;
}

/** Every client, the given fakes where there are some. */
export function fakeClients(clients: Partial<ApiClients>): ApiClients {
  return {
    calendar: clients.calendar ?? unexpected('calendar'),
    fitness: clients.fitness ?? unexpected('fitness'),
    books: clients.books ?? unexpected('books'),
    video: clients.video ?? unexpected('video'),
    bidding: clients.bidding ?? unexpected('bidding'),
    searchAds: clients.searchAds ?? unexpected('searchAds'),
  };
}

@customElement('tv-test-contexts')
export class TvTestContexts extends LitElement {
  readonly api = new ContextProvider(this, { context: apiContext });
  readonly session = new ContextProvider(this, { context: sessionContext });
  readonly config = new ContextProvider(this, { context: configContext });

  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-test-contexts': TvTestContexts;
  }
}

export interface TestContexts {
  clients?: Partial<ApiClients>;
  /** Granted scopes, as the session says them (default: none). */
  scopes?: readonly string[];
  config?: Partial<AppConfig>;
}

/** A session that grants `scopes` and makes no request: views reach the APIs through their clients. */
function sessionFor(scopes: readonly string[]): Session {
  const session: Pick<Session, 'scopes' | 'grantsAny' | 'fetch'> = {
    scopes,
    grantsAny: (wanted) => wanted.some((s) => scopes.includes(s)),
    fetch: () => Promise.reject(new Error('views call their API clients, never session.fetch')),
  };
  return session as Session;
}

/** The shell with every context set, in the page. */
export function contextShell(contexts: TestContexts = {}): TvTestContexts {
  const shell = document.createElement('tv-test-contexts');
  const scopes = contexts.scopes ?? [];
  shell.api.setValue(fakeClients(contexts.clients ?? {}));
  shell.session.setValue({ session: sessionFor(scopes), scopes });
  shell.config.setValue({ config: { apiBase: 'http://api.test', ...contexts.config } } as ConfigValue);
  document.body.append(shell);
  return shell;
}

/** Renders `template` (one view) inside a context shell and returns the view. */
export async function inContexts<T extends Element>(
  template: TemplateResult,
  contexts: TestContexts = {},
): Promise<T> {
  return fixture<T>(template, { parentNode: contextShell(contexts) });
}
