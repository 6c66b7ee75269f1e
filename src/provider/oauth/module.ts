/**
 * The authorization server as a provider module (docs/provider.md, docs/identity.md): its tables and demo
 * accounts, the machine-facing endpoints (discovery, device code, token, revoke, JWKS) and the pages people
 * use (the verification, account and administration pages). It also offers the other modules the accounts
 * service (accounts.ts). The account actions raise their security events on `events` (security-events.ts).
 * Its tables live in the store the provider gives it: SQLite, or PostgreSQL shared by replicas
 * (docs/provider.md#storage).
 */
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { ApiEnv, Grant } from '../http/bearer.ts';
import type { Accounts, ProviderModule } from '../module.ts';
import { SETTING_NAMES } from '../settings.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import type { SharedState } from '../store/shared-state.ts';
import { watchChannelsIn } from '../apis/calendar/store/watch-channels.ts';
import { useChannels } from './channel-revoker.ts';
import { loadKeys } from './keys.ts';
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

/**
 * `shared`: the fast-changing counters (poll times, guessing limits, the device-code quota), in memory or
 * shared by replicas (store/shared-state.ts).
 */
export function createOAuthModule(
  events: SecurityEvents,
  shared: SharedState,
): {
  module: ProviderModule;
  /** The accounts service, once the oauth tables exist. */
  accounts(sql: SqlAccess): Accounts;
  /** Loads the signing keys (making the first on a new database); before the routes are made. */
  loadKeys(sql: SqlAccess, clock: Clock): Promise<void>;
  verifyAccessToken(sql: SqlAccess, clock: Clock, token: string): Promise<Grant | undefined>;
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
      seedDemo: (ctx) => seedDemoAccounts(ctx.sql, ctx.settings.scryptCost),
      routes: (ctx) => {
        // Watch channels stay in the SQLite database for now; revoking access stops them there.
        useChannels(ctx.sql, watchChannelsIn(ctx.db));
        const app = new Hono<ApiEnv>();
        app.route('/', oauthEndpoints(ctx, shared));
        app.route('/', identityEndpoints(ctx));
        app.route('/', devicePages(ctx, shared));
        const env = { sql: ctx.sql, events };
        app.route('/', accountPages(ctx, env));
        app.route('/', adminPages(ctx, env));
        return app;
      },
    },
    accounts: (sql) => new AccountStore(sql),
    loadKeys: async (sql, clock) => {
      await loadKeys(sql, () => clock.now());
    },
    verifyAccessToken: (sql, clock, token) => verifyAccessToken(sql, clock.now(), token),
  };
}
