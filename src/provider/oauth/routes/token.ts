/**
 * POST /token as a short chain, each step one concern (docs/provider.md#the-token-endpoint):
 * the no-store headers and the form (the route's `headers` and `input`) → `readTokenRequest` (grant_type,
 * which handler, required parameters) → `authenticateClient` → the grant handler of that grant_type
 * (`grantHandlers`: the device code's in grants/device-code-grant.ts, the refresh token's in
 * tokens/refresh-grant.ts, the JWT bearer grant's in tokens/jwt-bearer-grant.ts, whose assertion
 * authenticates its service client in place of the form's credentials). The order of the checks is the
 * order of the errors a device hears for a request wrong in several ways.
 *
 * After the form the steps are plain functions called by one handler, not Hono middleware each: every
 * middleware level costs a dispatch and a promise of its own, and every device polls here every few
 * seconds (docs/scale.md).
 */
import type { Context } from 'hono';
import { DEVICE_CODE_GRANT_TYPE, REFRESH_TOKEN_GRANT_TYPE } from '#shared/wire/oauth.ts';
import { errorResponse } from '../../http/errors.ts';
import type { Form } from '../../http/form.ts';
import { PUBLIC } from '../../route.ts';
import type { Client } from '../clients/client.ts';
import type { ModuleContext } from '../../module.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { RefreshPace, TokenPace } from '../tokens/refresh-pace.ts';
import { clientsIn, type ClientsStore } from '../clients/store/clients-store.ts';
import { deviceCodeGrant } from '../grants/device-code-grant.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import type {
  AssertionGrantHandler,
  GrantHandler,
  SecretGrantHandler,
  TokenServices,
} from '../tokens/grant-handler.ts';
import { JWT_BEARER_GRANT_TYPE, jwtBearerGrant, SERVICE_TOKEN_PACE } from '../tokens/jwt-bearer-grant.ts';
import { refreshTokenGrant } from '../tokens/refresh-grant.ts';
import { tokensIn } from '../tokens/store/tokens-store.ts';
import { invalidClient, invalidRequest, unsupportedGrantType } from '../errors.ts';
import { NO_STORE, read, route, type FormEndpoint } from './oauth-route.ts';

type TokenRequest =
  | {
      handler: SecretGrantHandler;
      clientId: string;
      clientSecret: string;
      credential: string;
      scope?: string;
    }
  | { handler: AssertionGrantHandler; credential: string; scope?: string };

/** The grant types the token endpoint knows, by grant_type. */
function grantHandlers(services: TokenServices): ReadonlyMap<string, GrantHandler> {
  return new Map<string, GrantHandler>([
    [DEVICE_CODE_GRANT_TYPE, deviceCodeGrant(services)],
    [REFRESH_TOKEN_GRANT_TYPE, refreshTokenGrant(services)],
    [JWT_BEARER_GRANT_TYPE, jwtBearerGrant(services)],
  ]);
}

/** The request's parameters, or the error answer when one is missing or wrong. */
function readTokenRequest(
  c: Context,
  form: Form,
  handlers: ReadonlyMap<string, GrantHandler>,
): TokenRequest | Response {
  const grantType = form.get('grant_type');
  if (grantType === undefined) return errorResponse(c, invalidRequest('grant_type is required.'));
  const handler = handlers.get(grantType);
  if (handler === undefined) return errorResponse(c, unsupportedGrantType(grantType));
  if (handler.authentication === 'assertion') {
    // Only a service client may use this grant, and its assertion alone authenticates it: credentials in
    // the form name a client of a type that may not (docs/identity.md#service-accounts).
    if (form.get('client_id') !== undefined || form.get('client_secret') !== undefined) {
      return errorResponse(
        c,
        invalidClient(
          'Only a service account may use this grant, with its assertion alone: no client_id or client_secret.',
        ),
      );
    }
    const assertion = form.get(handler.credential);
    if (assertion === undefined) return errorResponse(c, invalidRequest('assertion is required.'));
    return { handler, credential: assertion, scope: form.get('scope') };
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  if (clientId === undefined || clientSecret === undefined) {
    return errorResponse(c, invalidClient('client_id and client_secret are required.'));
  }
  const credential = form.get(handler.credential);
  if (credential === undefined) return errorResponse(c, invalidRequest(`${handler.credential} is required.`));
  return { handler, clientId, clientSecret, credential, scope: form.get('scope') };
}

/**
 * client_secret_post (RFC 6749 §2.3.1), TV clients only. A request that fails here is not a poll: it is
 * answered before any code is looked at.
 */
async function authenticateClient(
  c: Context,
  clients: ClientsStore,
  { clientId, clientSecret }: { clientId: string; clientSecret: string },
  now: number,
): Promise<Client | Response> {
  const client = await clients.authenticate(clientId, clientSecret, now);
  return client ?? errorResponse(c, invalidClient());
}

/**
 * POST /token's endpoint, made once. `shared` keeps the last-poll times and the refresh pace where every
 * replica meets them (docs/provider.md#shared-state-across-replicas).
 */
export function tokenEndpoint(ctx: ModuleContext, shared: SharedState): FormEndpoint {
  const services: TokenServices = {
    ctx,
    grants: grantsIn(ctx.sql),
    tokens: tokensIn(ctx.sql),
    tracker: shared.pollTracker,
    pace: new RefreshPace(shared),
    servicePace: new TokenPace(shared, 'service-token-pace', SERVICE_TOKEN_PACE),
  };
  const clients = clientsIn(ctx.sql);
  const handlers = grantHandlers(services);
  return async (form, c) => {
    const request = readTokenRequest(c, form, handlers);
    if (request instanceof Response) return request;
    if (!('clientId' in request)) return request.handler.answer(c, request.credential, request.scope);
    const client = await authenticateClient(c, clients, request, ctx.clock.now());
    if (client instanceof Response) return client;
    return request.handler.answer(c, client, request.credential, request.scope);
  };
}

export const tokenRoutes = [
  route(
    {
      method: 'POST',
      path: '/token',
      id: 'oauth.token',
      access: PUBLIC,
      headers: NO_STORE,
      input: read.form(),
    },
    ({ input, c }, { token }) => token(input, c),
  ),
];
