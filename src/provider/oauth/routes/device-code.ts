/**
 * POST /device/code (RFC 8628 §3.1-3.2) in the README's device-flow dialect: a TV client, known scopes that
 * its own list allows (docs/identity.md#clients), the quota per client and per address
 * (docs/provider.md#limits), then a new pending grant. The whole input is validated before anything is read
 * or written; every error comes from errors.ts.
 */
import type { ModuleContext } from '../../module.ts';
import { clientAddress } from '../../http/client-address.ts';
import { PUBLIC } from '../../route.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { ALL_SCOPES, DEVICE_FLOW_SCOPES, parseScopeString } from '#shared/scopes.ts';
import type { DeviceCodeResponse } from '#shared/wire/oauth.ts';
import { scopesFor } from '../clients/client.ts';
import { clientsIn } from '../clients/store/clients-store.ts';
import { DeviceCodeQuota } from '../grants/device-code-quota.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { invalidClient, invalidRequest, invalidScope, rateLimitExceeded } from '../errors.ts';
import { NO_STORE, read, route, type FormEndpoint } from './oauth-route.ts';

/**
 * `shared` keeps the per-address quota where every replica meets it
 * (docs/provider.md#shared-state-across-replicas; grants/device-code-quota.ts).
 */
export function deviceCodeEndpoint(ctx: ModuleContext, shared: SharedState): FormEndpoint {
  const clients = clientsIn(ctx.sql);
  const grants = grantsIn(ctx.sql);
  const quotas = new DeviceCodeQuota(shared, grants);

  return async (form, c) => {
    const clientId = form.get('client_id');
    const scopeParam = form.get('scope');
    if (clientId === undefined) throw invalidClient('client_id is required.');
    const client = (await clients.find(clientId, ctx.clock.now()))?.client;
    if (client?.type !== 'tv') {
      throw invalidClient('Unknown client, or not a TV and limited-input device client.');
    }
    if (scopeParam === undefined) throw invalidRequest('scope is required.');
    const scopes = [...new Set(parseScopeString(scopeParam))];
    // The server's policy first, then the client's own list beneath it (RFC 6749 §5.2 invalid_scope).
    const policy = ctx.settings.strictScopes ? DEVICE_FLOW_SCOPES : ALL_SCOPES;
    const unknown = scopes.filter((s) => !policy.includes(s));
    if (scopes.length === 0 || unknown.length > 0) {
      throw invalidScope(
        scopes.length === 0
          ? 'scope names no scope.'
          : `Not allowed for the device flow: ${unknown.join(' ')}`,
      );
    }
    const own = scopesFor(client, policy);
    const notOwn = scopes.filter((s) => !own.includes(s));
    if (notOwn.length > 0) throw invalidScope(`Not allowed for this client: ${notOwn.join(' ')}`);
    const now = ctx.clock.now();
    const address = clientAddress(c, ctx.settings);
    if (!(await quotas.take(client.id, address, now, ctx.settings.deviceCodeQuota)))
      throw rateLimitExceeded();
    const { grant, deviceCode } = await grants.insertGrant({
      clientId: client.id,
      scopes,
      now,
      ttlSeconds: ctx.settings.codeTtl,
      interval: ctx.settings.pollInterval,
      requestAddress: address,
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
  };
}

export const deviceCodeRoutes = [
  route(
    {
      method: 'POST',
      path: '/device/code',
      id: 'oauth.deviceAuthorization',
      access: PUBLIC,
      headers: NO_STORE,
      input: read.form(),
    },
    ({ input, c }, { deviceCode }) => deviceCode(input, c),
  ),
];
