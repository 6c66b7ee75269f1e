/**
 * The authorization server of seed 000 as a provider module: its tables and demo accounts, the
 * machine-facing endpoints (discovery, device code, token, revoke) and the pages people use.
 */
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../store/db.ts';
import type { Grant } from '../http/bearer.ts';
import type { DemoUsers, ProviderModule } from '../module.ts';
import { oauthMigrations } from './schema.ts';
import { DEMO_USERS, seedDemoAccounts } from './demo.ts';
import { oauthEndpoints } from './endpoints.ts';
import { verifyAccessToken } from './tokens.ts';
import { devicePages } from './pages/device-page.ts';
import { accountPages } from './pages/account-page.ts';

export function createOAuthModule(): {
  module: ProviderModule;
  demoUsers: DemoUsers;
  verifyAccessToken(db: Db, clock: Clock, token: string): Grant | undefined;
} {
  return {
    module: {
      name: 'oauth',
      migrations: oauthMigrations,
      seedDemo: (ctx) => {
        seedDemoAccounts(ctx.db);
      },
      mount: '/',
      routes: (ctx) => {
        const app = new Hono();
        app.route('/', oauthEndpoints(ctx));
        app.route('/', devicePages(ctx));
        app.route('/', accountPages(ctx));
        return app;
      },
    },
    demoUsers: DEMO_USERS,
    verifyAccessToken: (db, clock, token) => verifyAccessToken(db, clock.now(), token),
  };
}
