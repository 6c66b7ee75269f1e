/**
 * The machine-facing endpoints of seed 000: discovery, device code, revoke (token is in token-endpoint.ts).
 * Each validates its whole input before it reads or writes anything; errors go out through OAuthError.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../module.ts';
import { cors } from '../http/cors.ts';
import { OAuthError, QuotaError } from '../http/errors.ts';
import { ALL_SCOPES, DEVICE_FLOW_SCOPES, parseScopeString } from '#shared/scopes.ts';
import { OAUTH_ERRORS, type DeviceCodeResponse, type DiscoveryDocument } from '#shared/wire/oauth.ts';
import { findDeviceClient } from './clients.ts';
import { countGrantsSince, insertGrant } from './grants-store.ts';
import { invalidRequest, readForm, singleQuery } from './form.ts';
import { revokeToken } from './tokens.ts';
import { tokenEndpoint } from './token-endpoint.ts';

const QUOTA_WINDOW_MS = 60_000;

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
}

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
  };
}

export function oauthEndpoints(ctx: ModuleContext): Hono {
  const app = new Hono();
  for (const path of ['/.well-known/openid-configuration', '/device/code', '/token', '/revoke'])
    app.use(path, cors);

  app.get('/.well-known/openid-configuration', (c) => c.json(discovery(ctx.settings.publicUrl)));

  // seed 000, "POST {auth_url}/device/code"
  app.post('/device/code', async (c) => {
    const form = await readForm(c);
    if (!form.ok) throw invalidRequest(form.problem);
    const clientId = form.get('client_id');
    const scopeParam = form.get('scope');
    if (clientId === undefined)
      throw new OAuthError(401, OAUTH_ERRORS.invalidClient, 'client_id is required.');
    const client = findDeviceClient(ctx.db, clientId);
    if (client === undefined) {
      throw new OAuthError(
        401,
        OAUTH_ERRORS.invalidClient,
        'Unknown client, or not a TV and limited-input device client.',
      );
    }
    if (scopeParam === undefined) throw invalidRequest('scope is required.');
    const scopes = [...new Set(parseScopeString(scopeParam))];
    const allowed = ctx.settings.strictScopes ? DEVICE_FLOW_SCOPES : ALL_SCOPES;
    const unknown = scopes.filter((s) => !allowed.includes(s));
    if (scopes.length === 0 || unknown.length > 0) {
      throw new OAuthError(
        400,
        OAUTH_ERRORS.invalidScope,
        scopes.length === 0
          ? 'scope names no scope.'
          : `Not allowed for the device flow: ${unknown.join(' ')}`,
      );
    }
    const now = ctx.clock.now();
    if (countGrantsSince(ctx.db, client.id, now - QUOTA_WINDOW_MS) >= ctx.settings.deviceCodeQuota) {
      throw new QuotaError();
    }
    const { grant, deviceCode } = ctx.db.transaction(() =>
      insertGrant(ctx.db, {
        clientId: client.id,
        scopes,
        now,
        ttlSeconds: ctx.settings.codeTtl,
        interval: ctx.settings.pollInterval,
      }),
    )();
    const verificationUrl = `${ctx.settings.publicUrl}/device`;
    const body: DeviceCodeResponse = {
      device_code: deviceCode,
      user_code: grant.userCode,
      verification_url: verificationUrl,
      verification_url_complete: `${verificationUrl}?user_code=${grant.userCode}`,
      expires_in: ctx.settings.codeTtl,
      interval: grant.interval,
    };
    noStore(c);
    return c.json(body);
  });

  app.post('/token', (c) => tokenEndpoint(ctx, c));

  // seed 000, "POST {auth_url}/revoke": the token in the query string (RFC 7009's form body also accepted).
  app.post('/revoke', async (c) => {
    const form = await readForm(c, { emptyWithoutType: true });
    if (!form.ok) throw invalidRequest(form.problem);
    const inQuery = singleQuery(c, 'token');
    if (inQuery === null) throw invalidRequest('The parameter token appears more than once.');
    const inBody = form.get('token');
    if (inQuery !== undefined && inBody !== undefined)
      throw invalidRequest('Send token once, in the query string.');
    const token = inQuery ?? inBody;
    if (token === undefined || token === '') throw invalidRequest('token is required.');
    const revoked = ctx.db.transaction(() => revokeToken(ctx.db, token, ctx.clock.now()))();
    if (!revoked) throw new OAuthError(400, 'invalid_token', 'Token expired or revoked.');
    noStore(c);
    return c.json({});
  });

  return app;
}
