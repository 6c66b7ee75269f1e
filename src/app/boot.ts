/**
 * Start-up: configuration, discovery, token store. Everything the shell needs to decide between the
 * sign-in screen and home. The session itself (refresh, revocation, cross-tab lock) is not part of it: it
 * is loaded with `loadSession()`, after the sign-in screen has painted, or at once when tokens were found.
 * Failures are BootError values with words and whether retrying may help; the words are fetched when a
 * start fails (`boot-words.ts`).
 */
import { msg } from '@lit/localize';
import { ConfigError, loadAppConfig } from './config/app-config.ts';
import { DiscoveryError, discoverEndpoints, type Endpoints } from './config/discovery.ts';
import { completeCatalogue } from './i18n/catalogues.ts';
import { earlyCodeAnswer, takeEarlyBoot } from './config/early-boot.ts';
import type { ApiDirectory } from './config/api-directory.ts';
import { keepEndpoints, keptEndpoints } from './config/kept-endpoints.ts';
import { DeviceFlowClient } from './auth/device-flow-client.ts';
import type { ClientCredentials } from './auth/device-code-answer.ts';
import { openTokenStorage, type TokenStorage } from './auth/token-store.ts';
import type { Session } from './auth/session.ts';
import type { Clock } from './time/clock.ts';
import type { ConfigValue } from './contexts.ts';
import { BootError } from './boot-error.ts';

export interface Services {
  config: ConfigValue;
  /** Device code and polls: all the sign-in screen needs. */
  client: DeviceFlowClient;
  /** IndexedDB as start-up opened it (undefined: memory only); the session's store is made over it. */
  storage: TokenStorage;
  /** Whether tokens live beyond a reload (IndexedDB answered). */
  persistent: boolean;
  /** Whether the store held an account at start (the session then signs in from it). */
  hasStoredTokens: boolean;
  /** The fetch every request goes through. */
  fetchFn: typeof fetch;
  /**
   * The APIs the provider serves, read once (never rejects; docs/app.md#home-from-the-directory). Only home
   * and the views need it: asked for at start when the TV holds tokens, otherwise when first called.
   */
  directory(): Promise<ApiDirectory>;
}

export async function boot(fetchFn: typeof fetch = fetch): Promise<Services> {
  const call: typeof fetch = (input, init) => fetchFn(input, init);
  try {
    // IndexedDB opens and is read (once) while the configuration and discovery are on the network.
    const storeReady = openTokenStorage();
    const early = takeEarlyBoot();
    const config = await loadAppConfig(call, 'config.json', early?.config);
    let directory: Promise<ApiDirectory> | undefined;
    const readDirectory = (): Promise<ApiDirectory> =>
      (directory ??= import('./config/api-directory.ts').then(
        ({ directoryAddress, loadApiDirectory }) => loadApiDirectory(directoryAddress(config), call),
        // Its code could not be fetched: as without a directory, every API counts as served.
        () => ({ served: undefined }),
      ));
    const endpoints = await discoverEndpoints(config.discovery, call, early?.discovery).then(
      (found) => {
        keepEndpoints(config.discovery, found);
        return found;
      },
      async (err: unknown) => {
        const kept = await offlineStart(err, storeReady, config.discovery);
        if (kept === undefined) throw err;
        return kept;
      },
    );
    const storage = await storeReady;
    const hasStoredTokens = storage.hasTokens;
    // Before a code: a client the provider does not know would otherwise be heard of at the first poll
    // after a person approved on the phone. A signed-in TV hears it at its next renewal (auth/session.ts).
    if (!hasStoredTokens && endpoints.checksClient) await checkClient(endpoints, config, call);
    // Home is next: its tiles wait for the directory. The sign-in screen does not.
    if (hasStoredTokens) void readDirectory();
    // A code asked for early is only for a TV without tokens: with tokens the app goes home, and the unused
    // code expires on the provider's side (docs/app.md, "Early boot").
    const earlyCode = hasStoredTokens
      ? undefined
      : earlyCodeAnswer(early?.deviceCode, endpoints.deviceAuthorization, config);
    const client = new DeviceFlowClient(endpoints, config, call, earlyCode);
    const persistent = storage.idb !== undefined;
    return {
      config: { config, endpoints },
      client,
      storage,
      persistent,
      hasStoredTokens,
      fetchFn: call,
      directory: readDirectory,
    };
  } catch (err) {
    throw await bootFailure(err);
  }
}

/**
 * A signed-in TV that cannot reach the provider starts with the addresses it read last: home then shows
 * its kept data with "cannot be reached", and recovers by itself once the provider answers.
 */
async function offlineStart(
  err: unknown,
  storeReady: Promise<TokenStorage>,
  discovery: string,
): Promise<Endpoints | undefined> {
  if (!(err instanceof DiscoveryError) || err.problem.kind !== 'unreachable') return undefined;
  return (await storeReady).hasTokens ? keptEndpoints(discovery) : undefined;
}

/**
 * A refresh with a token that cannot exist: the token endpoint authenticates the client first (RFC 6749
 * §6), so it answers invalid_client for a wrong clientId or clientSecret and invalid_grant otherwise. Any
 * other outcome (the network, a server error) leaves it to the first poll.
 */
async function checkClient(
  endpoints: Endpoints,
  config: ClientCredentials,
  call: typeof fetch,
): Promise<void> {
  const { TokenClient } = await import('./auth/token-client.ts');
  const outcome = await new TokenClient(endpoints, config, call).refresh('tv-client-check');
  if (outcome.kind === 'error' && outcome.code === 'invalid_client')
    throw new ConfigError({ kind: 'client' });
}

/**
 * A failed start in words. They are a chunk of their own (`boot-words.ts`), fetched with the rest of the
 * language's words, so a German or Arabic TV says them in its language. If that fetch fails too, the general
 * words that the sign-in screen's code carries.
 */
async function bootFailure(err: unknown): Promise<BootError> {
  try {
    const [{ bootErrorOf }] = await Promise.all([import('./boot-words.ts'), completeCatalogue()]);
    return bootErrorOf(err);
  } catch {
    const transient = err instanceof DiscoveryError ? err.transient : !(err instanceof ConfigError);
    return new BootError(
      msg('The app could not start.'),
      msg('Press Try again, or restart the app.'),
      transient,
    );
  }
}

/** The session for these services (its code arrives now): restored from the store, pending revocations sent. */
export async function loadSession(services: Services, clock: Clock): Promise<Session> {
  const { startSession } = await import('./auth/session-start.ts');
  const { config, endpoints } = services.config;
  return startSession({
    endpoints,
    credentials: config,
    storage: services.storage,
    clock,
    fetchFn: services.fetchFn,
  });
}
