/**
 * What many elements share, one context per concern. The shell replaces a whole value to notify consumers.
 * The navigation context lives with the navigation code (src/app/nav); the API clients' context with the
 * clients (src/app/api/api-context.ts).
 */
import { createContext } from '@lit/context';
import type { AppConfig } from './config/app-config.ts';
import type { Endpoints } from './config/discovery.ts';
import type { Session } from './auth/session.ts';
import type { DeviceFlowClient } from './auth/device-flow-client.ts';
import type { AccountSummary } from './auth/token-store.ts';
import type { Clock } from './time/clock.ts';

export interface ConfigValue {
  config: AppConfig;
  endpoints: Endpoints;
}

/** The signed-in session; views read `session.scopes` (their requests go through the API clients). */
export interface SessionValue {
  session: Session;
  /** Granted scopes at the time this value was made (a new value is provided on every change). */
  scopes: readonly string[];
  /** The account in use, with who it is when the provider said so (docs/identity.md#the-tv-side). */
  account?: AccountSummary | undefined;
  /** Every account signed in on this TV. */
  accounts?: readonly AccountSummary[];
}

/** What "Add an account" needs to run the device flow again (Settings, docs/app.md#accounts-on-one-tv). */
export interface SignInValue {
  client: Pick<DeviceFlowClient, 'requestDeviceCode' | 'poll'>;
  clock: Clock;
  persistent: boolean;
}

export const configContext = createContext<ConfigValue>(Symbol('tv-config'));
export const sessionContext = createContext<SessionValue>(Symbol('tv-session'));
export const signInContext = createContext<SignInValue>(Symbol('tv-sign-in'));
