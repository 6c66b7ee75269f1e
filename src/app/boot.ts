/**
 * Start-up: configuration, discovery, token store, session. Everything the shell needs to decide between
 * the sign-in screen and home. Failures are BootError values with words and whether retrying may help.
 */
import { ConfigError, loadAppConfig } from './config/app-config.ts';
import { DiscoveryError, discoverEndpoints } from './config/discovery.ts';
import { takeEarlyBoot } from './config/early-boot.ts';
import { DeviceFlowClient } from './auth/device-flow-client.ts';
import { refreshLock } from './auth/refresh-lock.ts';
import { Session } from './auth/session.ts';
import { openTokenStore } from './auth/token-store.ts';
import type { Clock } from './time/clock.ts';
import type { ConfigValue } from './contexts.ts';

export interface Services {
  config: ConfigValue;
  client: DeviceFlowClient;
  session: Session;
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

export async function boot(clock: Clock, fetchFn: typeof fetch = fetch): Promise<Services> {
  const call: typeof fetch = (input, init) => fetchFn(input, init);
  try {
    // IndexedDB opens while the configuration and discovery are on the network.
    const storeReady = openTokenStore();
    const early = takeEarlyBoot();
    const config = await loadAppConfig(call, 'config.json', early?.config);
    const endpoints = await discoverEndpoints(config.discovery, call, early?.discovery);
    const client = new DeviceFlowClient(endpoints, config, call);
    const store = await storeReady;
    const session = new Session({ store, client, clock, lock: refreshLock(), fetchFn: call });
    await session.restore();
    // A sign-out made offline is revoked as soon as the TV is back online (and at every start).
    window.addEventListener('online', () => {
      void session.retryPendingRevocations();
    });
    return { config: { config, endpoints }, client, session };
  } catch (err) {
    if (err instanceof ConfigError) {
      throw new BootError(
        err.message,
        'Whoever installed the app can fix config.json, then restart it.',
        false,
      );
    }
    if (err instanceof DiscoveryError) {
      throw new BootError(err.message, 'The app tries again by itself; or press Try again.', err.transient);
    }
    throw new BootError('The app could not start.', 'Press Try again, or restart the app.', true);
  }
}
