/**
 * The authorization server as a provider module (docs/provider.md, docs/identity.md): its tables and demo
 * accounts, the machine-facing endpoints as a route table (routes/: discovery, device code, token, revoke,
 * JWKS, userinfo) and the pages people use (pages/: the verification, consent, account and administration
 * pages). It offers the other modules the accounts service (accounts/store/account-store.ts). Its tables live
 * in the store the provider gives it: SQLite, or PostgreSQL shared by replicas (docs/provider.md#storage).
 *
 * This file is the module's whole surface: the rest of the provider imports from oauth/ nothing but what
 * it exports (eslint.config.js holds everyone to that).
 */
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { Grant } from '../http/bearer.ts';
import { checkGrantsWith, watchChannelsIn } from '../apis/calendar/store/watch-channels.ts';
import { defineModule, type Accounts, type ProviderModule } from '../module.ts';
import { SETTING_NAMES, type Settings } from '../settings.ts';
import type { SharedState } from '../store/shared-state.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { AccountStore } from './accounts/store/account-store.ts';
import { seedDemoAccounts } from './demo.ts';
import { signedIn } from './pages/session.ts';
import type { SecurityEvents } from './events/security-events.ts';
import { keysIn, loadKeys } from './keys/key-ring.ts';
import { keySealer, sealKeysWith } from './keys/key-sealing.ts';
import { accountPages } from './pages/account-page.ts';
import { adminPages } from './pages/admin-page.ts';
import { adminClientPages } from './pages/admin-clients-page.ts';
import { devicePages } from './pages/device-page.ts';
import { setupPages } from './pages/setup-page.ts';
import { upstreamPages } from './pages/upstream-page.ts';
import { deviceCodeEndpoint, deviceCodeRoutes } from './routes/device-code.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import { API_PATHS } from './routes/endpoint-paths.ts';
import { jwksRoutes } from './routes/jwks.ts';
import type { OAuthServices } from './routes/oauth-route.ts';
import { revokeEndpoint, revokeRoutes } from './routes/revoke.ts';
import { tokenEndpoint, tokenRoutes } from './routes/token.ts';
import { userinfoEndpoint, userinfoRoutes } from './routes/userinfo.ts';
import { holdsDemoData } from './store/demo-marker.ts';
import { oauthMigrations } from './store/schema.ts';
import { useChannels } from './tokens/channel-revoker.ts';
import { serviceTokensIn } from './tokens/store/service-tokens-store.ts';
import { tokensIn } from './tokens/store/tokens-store.ts';
import { isGrantKeyLive } from './tokens/store/grant-keys.ts';

// What the other parts of the provider use: security events and the actions that raise them (secevents/,
// cli/), the signing keys (secevents/, cli/), the secrets' digests, and which addresses are OAuth's
// (compose.ts).
export { SecurityEvents, type SecurityEvent } from './events/security-events.ts';
export { disableAccount, enableAccount, type AccountActionEnv } from './events/account-actions.ts';
export { accountStatesIn } from './accounts/store/account-states.ts';
export {
  KEY_GRACE_MS,
  KEY_RELOAD_MS,
  keysIn,
  rotateSigningKey,
  SIGNING_ALG,
  type KeyRing,
} from './keys/key-ring.ts';
export { digest, randomToken } from './secrets.ts';
// Administration (cli/ and the sweeper): clients, people, their inputs and the audit log's retention.
export {
  addClient,
  addServiceClient,
  auditReceiverCredential,
  clientLabel,
  listClients,
  removeClient,
  rotateClientSecret,
  type Acting,
} from './admin/client-registry.ts';
export {
  addPerson,
  disablePerson,
  enablePerson,
  makeAdministrator,
  resetPassword,
  type PeopleEnv,
} from './admin/people-admin.ts';
export {
  readAnyClientType,
  readClientType,
  readEmail,
  readName,
  readOrg,
  readScopes,
  readServiceScopes,
} from './admin/admin-input.ts';
export { readServicePublicKey } from './clients/service-key.ts';
export { AUDIT_RETENTION_MS } from './admin/store/audit-store.ts';
export { isOAuthEndpointPath, JWKS_PATH } from './routes/endpoint-paths.ts';

/**
 * `events`: where the account actions raise their security events. `shared`: the fast-changing counters
 * (poll times, guessing limits, the device-code quota), in memory or shared by replicas
 * (store/shared-state.ts).
 */
export function createOAuthModule(
  events: SecurityEvents,
  shared: SharedState,
): {
  module: ProviderModule;
  /** The accounts service, once the oauth tables exist. */
  accounts(sql: SqlAccess, clock: Clock, settings: Settings): Accounts;
  /** Whether the database holds the README's demo data (seeded when it was new, with PROVIDER_DEMO=1). */
  holdsDemoData(sql: SqlAccess): Promise<boolean>;
  /**
   * Loads the signing keys (making the first on a new database); before the routes are made. New private
   * keys are sealed with `keySecret` (PROVIDER_KEY_SECRET) when it is set.
   */
  loadKeys(sql: SqlAccess, clock: Clock, keySecret?: string): Promise<void>;
  verifyAccessToken(sql: SqlAccess, clock: Clock, token: string): Promise<Grant | undefined>;
} {
  return {
    module: defineModule({
      name: 'oauth',
      mount: '/',
      apiPaths: API_PATHS,
      pagePaths: ['/device', '/device/*', '/account', '/account/*', '/admin', '/admin/*'],
      settings: SETTING_NAMES,
      migrations: oauthMigrations,
      seedDemo: (ctx) => seedDemoAccounts(ctx.sql, ctx.settings.scryptCost, ctx.clock.now()),
      services: (ctx): OAuthServices => {
        // Watch channels stay in the SQLite database for now; revoking access stops them there, and they
        // ask this store whether the grant that made them still stands.
        useChannels(ctx.sql, watchChannelsIn(ctx.db));
        checkGrantsWith(ctx.sql, (grantKey, now) => isGrantKeyLive(ctx.sql, grantKey, now));
        return {
          ctx,
          keys: keysIn(ctx.sql),
          deviceCode: deviceCodeEndpoint(ctx, shared),
          token: tokenEndpoint(ctx, shared),
          revoke: revokeEndpoint(ctx),
          userinfo: userinfoEndpoint(ctx),
        };
      },
      credential: (c, { userinfo }) => userinfo.grant(c),
      routes: [
        ...discoveryRoutes,
        ...deviceCodeRoutes,
        ...tokenRoutes,
        ...revokeRoutes,
        ...jwksRoutes,
        ...userinfoRoutes,
      ],
      pages: (ctx) => {
        const app = new Hono();
        app.route('/', devicePages(ctx, shared));
        const env = { sql: ctx.sql, events };
        app.route('/', accountPages(ctx, env));
        app.route('/', adminPages(ctx, env));
        app.route('/', adminClientPages(ctx, env));
        app.route('/', setupPages(ctx));
        app.route('/', upstreamPages(ctx));
        return app;
      },
    }),
    accounts: (sql, clock, settings) => {
      const people = new AccountStore(sql);
      return {
        byId: (id) => people.byId(id),
        byEmail: (email) => people.byEmail(email),
        inBrowser: async (c) => {
          const user = (await signedIn(c, { sql, clock, settings }))?.user;
          return user && { id: user.id, email: user.email, name: user.name };
        },
      };
    },
    holdsDemoData,
    loadKeys: async (sql, clock, keySecret = '') => {
      sealKeysWith(sql, keySealer(keySecret));
      await loadKeys(sql, () => clock.now());
    },
    // A person's token first, the common case; a token that is none is a service account's or unknown.
    verifyAccessToken: async (sql, clock, token) =>
      (await tokensIn(sql).verify(token, clock.now())) ??
      (await serviceTokensIn(sql).verify(token, clock.now())),
  };
}
