/**
 * POST /token as a short chain, each link one concern (docs/provider.md#the-token-endpoint):
 * `noStore` → `readTokenRequest` (form, grant_type, which handler, required parameters) →
 * `authenticateClient` → the grant handler of that grant_type (token-grants.ts).
 * The order of the checks is the order of the errors a device hears for a request wrong in several ways.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorResponse } from '../http/errors.ts';
import type { Client } from './clients.ts';
import type { ClientsStore } from './clients-store.ts';
import { readForm } from './form.ts';
import { invalidClient, invalidRequest, unsupportedGrantType } from './errors.ts';
import { grantHandlers, type GrantHandler, type TokenServices } from './token-grants.ts';

interface TokenRequest {
  handler: GrantHandler;
  clientId: string;
  clientSecret: string;
  credential: string;
  scope?: string;
}

interface TokenEnv {
  Variables: { tokenRequest: TokenRequest; client: Client };
}

/** RFC 6749 §5.1: token responses, errors included, must not be cached. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  await next();
};

function readTokenRequest(handlers: ReadonlyMap<string, GrantHandler>): MiddlewareHandler<TokenEnv> {
  return createMiddleware<TokenEnv>(async (c, next) => {
    const form = await readForm(c);
    if (!form.ok) return errorResponse(c, invalidRequest(form.problem));
    const grantType = form.get('grant_type');
    if (grantType === undefined) return errorResponse(c, invalidRequest('grant_type is required.'));
    const handler = handlers.get(grantType);
    if (handler === undefined) return errorResponse(c, unsupportedGrantType(grantType));
    const clientId = form.get('client_id');
    const clientSecret = form.get('client_secret');
    if (clientId === undefined || clientSecret === undefined) {
      return errorResponse(c, invalidClient('client_id and client_secret are required.'));
    }
    const credential = form.get(handler.credential);
    if (credential === undefined)
      return errorResponse(c, invalidRequest(`${handler.credential} is required.`));
    c.set('tokenRequest', { handler, clientId, clientSecret, credential, scope: form.get('scope') });
    await next();
    return undefined;
  });
}

/**
 * client_secret_post (RFC 6749 §2.3.1), TV clients only. A request that fails here is not a poll: it is
 * answered before any code is looked at.
 */
function authenticateClient(clients: ClientsStore): MiddlewareHandler<TokenEnv> {
  return createMiddleware<TokenEnv>(async (c, next) => {
    const { clientId, clientSecret } = c.get('tokenRequest');
    const client = await clients.authenticate(clientId, clientSecret);
    if (client === undefined) return errorResponse(c, invalidClient());
    c.set('client', client);
    await next();
    return undefined;
  });
}

// `c.get`, not `c.var`: Hono builds `c.var` afresh, as an object of every variable, on each read.
const answer = (c: Context<TokenEnv>): Response | Promise<Response> => {
  const { handler, credential, scope } = c.get('tokenRequest');
  return handler.answer(c, c.get('client'), credential, scope);
};

/** The handlers of POST /token, in order. */
export function tokenEndpoint(
  services: TokenServices,
  clients: ClientsStore,
): [MiddlewareHandler, MiddlewareHandler<TokenEnv>, MiddlewareHandler<TokenEnv>, typeof answer] {
  return [noStore, readTokenRequest(grantHandlers(services)), authenticateClient(clients), answer];
}
