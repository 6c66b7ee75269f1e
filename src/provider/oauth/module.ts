/**
 * The authorization server as a provider module (docs/provider.md, docs/identity.md): its tables and demo
 * accounts, the machine-facing endpoints (discovery, device code, token, revoke, JWKS) and the pages people
 * use (the verification, account and administration pages). It also offers the other modules the accounts
 * service (accounts.ts). The account actions raise their security events on `events` (security-events.ts).
 */
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../store/db.ts';
import type { ApiEnv, Grant } from '../http/bearer.ts';
import type { Accounts, ProviderModule } from '../module.ts';
import { SETTING_NAMES } from '../settings.ts';
import type { SqliteAccess } from '../store/transaction.ts';
import { AccountStore } from './accounts.ts';
import { oauthMigrations } from './schema.ts';
import { seedDemoAccounts } from './demo.ts';
import { oauthEndpoints } from './endpoints.ts';
import { identityEndpoints, JWKS_PATH, USERINFO_PATH } from './identity-endpoints.ts';
import { verifyAccessToken } from './tokens.ts';
import { devicePages } from './pages/device-page.ts';
import { accountPages } from './pages/account-page.ts';
import { adminPages } from './pages/admin-page.ts';
import type { SecurityEvents } from './security-events.ts';

export function createOAuthModule(events: SecurityEvents): {
  module: ProviderModule;
  /** The accounts service, once the oauth tables exist. */
  accounts(sql: SqliteAccess): Accounts;
  verifyAccessToken(db: Db, clock: Clock, token: string): Grant | undefined;
} {
  return {
    module: {
      name: 'oauth',
      mount: '/',
      apiPaths: [
        '/.well-known/openid-configuration',
        '/device/code',
        '/token',
        '/revoke',
        JWKS_PATH,
        USERINFO_PATH,
      ],
      pagePaths: ['/device', '/device/*', '/account', '/account/*', '/admin', '/admin/*'],
      settings: SETTING_NAMES,
      migrations: oauthMigrations,
      seedDemo: (ctx) => seedDemoAccounts(ctx.db, ctx.settings.scryptCost),
      routes: (ctx) => {
        const app = new Hono<ApiEnv>();
        app.route('/', oauthEndpoints(ctx));
        app.route('/', identityEndpoints(ctx));
        app.route('/', devicePages(ctx));
        const env = { db: ctx.db, sql: ctx.sqlite, events };
        app.route('/', accountPages(ctx, env));
        app.route('/', adminPages(ctx, env));
        return app;
      },
    },
    accounts: (sql) => new AccountStore(sql),
    verifyAccessToken: (db, clock, token) => verifyAccessToken(db, clock.now(), token),
  };
}
