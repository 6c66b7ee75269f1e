/**
 * What a part of the provider (the authorization server, each resource API) gives the server to compose:
 * its migrations, its demo data and its routes. server.ts lists the modules; nothing else wires them.
 */
import type { Hono } from 'hono';
import type { Clock } from './clock.ts';
import type { Settings } from './settings.ts';
import type { Db, Migration } from './store/db.ts';
import type { AccessTokenVerifier } from './http/bearer.ts';

/** The demo people of the README, as stored by the oauth module. */
export interface DemoUsers {
  alice: { id: string; email: string };
  bob: { id: string; email: string };
}

export interface ModuleContext {
  db: Db;
  clock: Clock;
  settings: Settings;
  /** Checks bearer tokens on resource requests. */
  verifyAccessToken: AccessTokenVerifier;
  demoUsers: DemoUsers;
}

export interface ProviderModule {
  name: string;
  migrations: readonly Migration[];
  /** Called once, right after this module's first migration is applied (a new database). */
  seedDemo?(ctx: ModuleContext): void;
  /** Mounted at `mount` (e.g. `/calendar/v3`); `/` for the authorization server. */
  mount: string;
  routes(ctx: ModuleContext): Hono<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each module types its own env
}
