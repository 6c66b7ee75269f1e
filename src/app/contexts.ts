/**
 * What many elements share, one context per concern (STYLE.md 6). The shell replaces a whole value to
 * notify consumers. The navigation context lives with the navigation code (src/app/nav).
 */
import { createContext } from '@lit/context';
import type { AppConfig } from './config/app-config.ts';
import type { Endpoints } from './config/discovery.ts';
import type { Session } from './auth/session.ts';

export interface ConfigValue {
  config: AppConfig;
  endpoints: Endpoints;
}

/** The signed-in session; views call `session.fetch` and read `session.scopes`. */
export interface SessionValue {
  session: Session;
  /** Granted scopes at the time this value was made (a new value is provided on every change). */
  scopes: readonly string[];
}

export const configContext = createContext<ConfigValue>(Symbol('tv-config'));
export const sessionContext = createContext<SessionValue>(Symbol('tv-session'));
