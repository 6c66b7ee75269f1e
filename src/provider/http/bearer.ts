/**
 * Resource-request authorization (RFC 6750; docs/provider.md#video-channels-get-videov3channels): the access token comes from
 * `Authorization: Bearer` or the `access_token` query parameter; missing, unknown, expired or revoked
 * tokens get 401 with `WWW-Authenticate: Bearer`, a token without a needed scope gets 403.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

/** Who a valid access token speaks for. */
export interface Grant {
  userId: string;
  clientId: string;
  scopes: ReadonlySet<string>;
  /**
   * Names the grant behind the token (its refresh token, else the access token itself), so that what the
   * token set up, watch channels, ends with it (http/watch-channels.ts). Absent from stub grants in tests.
   */
  grantKey?: string;
}

/** Looks up a live access token (in the database, every time); undefined when unknown, expired or revoked. */
export type AccessTokenVerifier = (token: string) => Promise<Grant | undefined>;

export interface ApiEnv {
  Variables: { grant: Grant };
}

function tokenFrom(authorization: string | undefined, query: string | undefined): string | undefined {
  // RFC 6750 §2: a client uses one method per request; two are refused rather than one silently preferred.
  if (authorization !== undefined && query !== undefined) {
    throw new ApiError(
      400,
      'invalidParameter',
      'The access token was sent both in the Authorization header and in the access_token parameter.',
    );
  }
  if (authorization !== undefined) {
    const match = /^Bearer +([\x21-\x7e]+) *$/i.exec(authorization);
    return match?.[1];
  }
  return query === '' ? undefined : query;
}

export function unauthenticated(description?: string): ApiError {
  const challenge =
    description === undefined
      ? 'Bearer realm="provider"'
      : `Bearer realm="provider", error="invalid_token", error_description="${description}"`;
  return new ApiError(
    401,
    description === undefined ? 'required' : 'authError',
    description === undefined
      ? 'Request is missing required authentication credential. Expected an OAuth 2 access token.'
      : `Request had invalid authentication credentials: ${description}.`,
    'global',
    { 'WWW-Authenticate': challenge },
  );
}

/** Middleware: a valid token that holds at least one of `anyOf` (every token passes an empty list). */
export function requireScopes(
  verify: AccessTokenVerifier,
  anyOf: readonly string[],
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = tokenFrom(c.req.header('Authorization'), c.req.query('access_token'));
    if (token === undefined) throw unauthenticated();
    const grant = await verify(token);
    if (grant === undefined) throw unauthenticated('the access token is unknown, expired or revoked');
    if (anyOf.length > 0 && !anyOf.some((s) => grant.scopes.has(s))) {
      throw new ApiError(
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
        'global',
        {
          'WWW-Authenticate': `Bearer realm="provider", error="insufficient_scope", scope="${anyOf.join(' ')}"`,
        },
      );
    }
    c.set('grant', grant);
    await next();
  };
}

/** Like requireScopes, but lets requests with no token through without a grant (public methods). */
export function optionalToken(
  verify: AccessTokenVerifier,
): MiddlewareHandler<{ Variables: { grant?: Grant } }> {
  return async (c, next) => {
    const token = tokenFrom(c.req.header('Authorization'), c.req.query('access_token'));
    if (token !== undefined) {
      const grant = await verify(token);
      if (grant === undefined) throw unauthenticated('the access token is unknown, expired or revoked');
      c.set('grant', grant);
    }
    await next();
  };
}
