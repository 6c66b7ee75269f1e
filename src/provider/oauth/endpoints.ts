/**
 * The machine-facing endpoints of the README's device-flow dialect: discovery, device code, token
 * (token-endpoint.ts) and revoke. Each validates its whole input before it reads or writes anything; every
 * error comes from errors.ts.
 */
import { Hono } from 'hono';
import type { ModuleContext } from '../module.ts';
import { clientAddress } from '../http/client-address.ts';
import { ALL_SCOPES, DEVICE_FLOW_SCOPES, parseScopeString } from '#shared/scopes.ts';
import type { DeviceCodeResponse, DiscoveryDocument } from '#shared/wire/oauth.ts';
import { clientsIn } from './clients-store.ts';
import { grantsIn } from './grants-store.ts';
import { readForm, singleQuery } from './form.ts';
import { tokensIn } from './tokens.ts';
import { noStore, tokenEndpoint } from './token-endpoint.ts';
import { identityDiscovery } from './identity-discovery.ts';
import type { SharedState } from '../store/shared-state.ts';
import { invalidClient, invalidRequest, invalidScope, invalidToken, rateLimitExceeded } from './errors.ts';

const QUOTA_WINDOW_MS = 60_000;

/** The machine-facing endpoints; their errors, 404 and 413 included, are OAuth's (docs/provider.md#errors). */
export const OAUTH_ENDPOINT_PATHS: readonly string[] = [
  '/.well-known/openid-configuration',
  '/device/code',
  '/token',
  '/revoke',
];

/** True for an OAuth endpoint, or any address under one (`/token/x`, `/.well-known/anything`). */
export function isOAuthEndpointPath(path: string): boolean {
  return (
    path.startsWith('/.well-known/') ||
    OAUTH_ENDPOINT_PATHS.some((endpoint) => path === endpoint || path.startsWith(`${endpoint}/`))
  );
}

/**
 * One address may use this share of a client's device-code quota, so that one caller cannot spend the whole
 * quota and lock every TV of that client out (RFC 8628 §5.2).
 */
export const ADDRESS_SHARE = 1 / 4;

/** Addresses the per-address count keeps at most (the least recently seen go first). */
const TRACKED_ADDRESSES = 100_000;

export function discovery(publicUrl: string): DiscoveryDocument & Record<string, unknown> {
  return {
    issuer: publicUrl,
    device_authorization_endpoint: `${publicUrl}/device/code`,
    token_endpoint: `${publicUrl}/token`,
    revocation_endpoint: `${publicUrl}/revoke`,
    scopes_supported: [...ALL_SCOPES],
    grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    response_types_supported: [],
    ...identityDiscovery(publicUrl),
  };
}

/**
 * `shared` keeps the last-poll times and the per-address quota where every replica meets them
 * (docs/provider.md#shared-state-across-replicas).
 */
export function oauthEndpoints(ctx: ModuleContext, shared: SharedState): Hono {
  const app = new Hono();
  const clients = clientsIn(ctx.sql);
  const grants = grantsIn(ctx.sql);
  const tokens = tokensIn(ctx.sql);
  const perAddress = shared.slidingCount('device-code-address', QUOTA_WINDOW_MS, TRACKED_ADDRESSES);
  const tracker = shared.pollTracker;

  app.get('/.well-known/openid-configuration', (c) => c.json(discovery(ctx.settings.publicUrl)));

  // RFC 8628 §3.1-3.2
  app.post('/device/code', noStore, async (c) => {
    const form = await readForm(c);
    if (!form.ok) throw invalidRequest(form.problem);
    const clientId = form.get('client_id');
    const scopeParam = form.get('scope');
    if (clientId === undefined) throw invalidClient('client_id is required.');
    const client = (await clients.find(clientId))?.client;
    if (client?.type !== 'tv') {
      throw invalidClient('Unknown client, or not a TV and limited-input device client.');
    }
    if (scopeParam === undefined) throw invalidRequest('scope is required.');
    const scopes = [...new Set(parseScopeString(scopeParam))];
    const allowed = ctx.settings.strictScopes ? DEVICE_FLOW_SCOPES : ALL_SCOPES;
    const unknown = scopes.filter((s) => !allowed.includes(s));
    if (scopes.length === 0 || unknown.length > 0) {
      throw invalidScope(
        scopes.length === 0
          ? 'scope names no scope.'
          : `Not allowed for the device flow: ${unknown.join(' ')}`,
      );
    }
    const now = ctx.clock.now();
    const quota = ctx.settings.deviceCodeQuota;
    const addressKey = `${client.id}\n${clientAddress(c, ctx.settings)}`;
    const addressQuota = Math.max(1, Math.floor(quota * ADDRESS_SHARE));
    // The client's rule first, so a refused request spends none of its address's share; then `take`,
    // which counts and notes in one step, so two requests at once cannot both take the last one.
    if (
      (await grants.countSince(client.id, now - QUOTA_WINDOW_MS, quota)) >= quota ||
      !(await perAddress.take(addressKey, now, addressQuota))
    ) {
      throw rateLimitExceeded();
    }
    const { grant, deviceCode } = await grants.insertGrant({
      clientId: client.id,
      scopes,
      now,
      ttlSeconds: ctx.settings.codeTtl,
      interval: ctx.settings.pollInterval,
      requestAddress: clientAddress(c, ctx.settings),
    });
    const verificationUrl = `${ctx.settings.publicUrl}/device`;
    const complete = `${verificationUrl}?user_code=${grant.userCode}`;
    const body: DeviceCodeResponse = {
      device_code: deviceCode,
      user_code: grant.userCode,
      verification_url: verificationUrl,
      verification_url_complete: complete,
      // RFC 8628 §3.2's names, for standard clients, beside the public device-flow guide's.
      verification_uri: verificationUrl,
      verification_uri_complete: complete,
      expires_in: ctx.settings.codeTtl,
      interval: grant.interval,
    };
    return c.json(body);
  });

  app.post('/token', ...tokenEndpoint({ ctx, grants, tokens, tracker }, clients));

  // RFC 7009, with the token in the query string as the README's dialect has it (a form body also accepted).
  app.post('/revoke', noStore, async (c) => {
    const form = await readForm(c, { emptyWithoutType: true });
    if (!form.ok) throw invalidRequest(form.problem);
    const inQuery = singleQuery(c, 'token');
    if (inQuery === null) throw invalidRequest('The parameter token appears more than once.');
    const inBody = form.get('token');
    if (inQuery !== undefined && inBody !== undefined)
      throw invalidRequest('Send token once, in the query string.');
    const token = inQuery ?? inBody;
    if (token === undefined || token === '') throw invalidRequest('token is required.');
    const revoked = await tokens.revoke(token, ctx.clock.now());
    if (!revoked) throw invalidToken();
    return c.json({});
  });

  return app;
}
