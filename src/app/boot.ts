/**
 * Start-up: configuration, discovery, token store. Everything the shell needs to decide between the
 * sign-in screen and home. The session itself (refresh, revocation, cross-tab lock) is not part of it: it
 * is loaded with `loadSession()`, after the sign-in screen has painted, or at once when tokens were found.
 * Failures are BootError values with words and whether retrying may help.
 */
import { msg } from '@lit/localize';
import { ConfigError, loadAppConfig } from './config/app-config.ts';
import { DiscoveryError, discoverEndpoints } from './config/discovery.ts';
import { earlyCodeAnswer, takeEarlyBoot } from './config/early-boot.ts';
import type { ApiDirectory } from './config/api-directory.ts';
import { DeviceFlowClient } from './auth/device-flow-client.ts';
import { openTokenStorage, type TokenStorage } from './auth/token-store.ts';
import type { Session } from './auth/session.ts';
import type { Clock } from './time/clock.ts';
import type { ConfigValue } from './contexts.ts';

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

export class BootError extends Error {
  constructor(
    message: string,
    readonly next: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'BootError';
  }
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
    const endpoints = await discoverEndpoints(config.discovery, call, early?.discovery);
    const storage = await storeReady;
    const hasStoredTokens = storage.hasTokens;
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
    if (err instanceof ConfigError) {
      throw new BootError(
        err.message,
        msg('Whoever installed the app can fix config.json, then restart it.'),
        false,
      );
    }
    if (err instanceof DiscoveryError) {
      throw new BootError(
        err.message,
        msg('The app tries again by itself; or press Try again.'),
        err.transient,
      );
    }
    throw new BootError(msg('The app could not start.'), msg('Press Try again, or restart the app.'), true);
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
