/**
 * What many elements share, one context per concern. The shell replaces a whole value to notify consumers.
 * The navigation context lives with the navigation code (src/app/nav); the API clients' context with the
 * clients (src/app/api/api-context.ts).
 */
import { createContext } from '@lit/context';
import type { AppConfig } from './config/app-config.ts';
import type { Endpoints } from './config/discovery.ts';
import type { Session } from './auth/session.ts';

export interface ConfigValue {
  config: AppConfig;
  endpoints: Endpoints;
}

/** The signed-in session; views read `session.scopes` (their requests go through the API clients). */
export interface SessionValue {
  session: Session;
  /** Granted scopes at the time this value was made (a new value is provided on every change). */
  scopes: readonly string[];
}

export const configContext = createContext<ConfigValue>(Symbol('tv-config'));
export const sessionContext = createContext<SessionValue>(Symbol('tv-session'));
