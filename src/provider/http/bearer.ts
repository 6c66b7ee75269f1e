/**
 * Bearer tokens on resource requests (RFC 6750; docs/provider.md#video-channels-get-videov3channels): the access
 * token comes from `Authorization: Bearer` or the `access_token` query parameter; missing, unknown, expired
 * or revoked tokens get 401 with `WWW-Authenticate: Bearer`, a token without a needed scope gets 403. Each
 * route declares which scopes it needs (route.ts); route-app.ts checks them, the same way for every route.
 */
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/** Who a valid access token speaks for. */
export interface Grant {
  userId: string;
  clientId: string;
  scopes: ReadonlySet<string>;
  /**
   * Names the grant behind the token (its refresh token, else the access token itself), so that what the
   * token set up, watch channels, ends with it (apis/calendar/store/watch-channels.ts). Absent from stub
   * grants in tests.
   */
  grantKey?: string;
  /**
   * Set for a service account's token (the JWT bearer grant, docs/identity.md#service-accounts): it speaks
   * for no person, and `userId` names the service client, not an account.
   */
  serviceAccount?: true;
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

/** The access token a request carries, header or query (RFC 6750 §2.1, §2.3); undefined when none. */
export const bearerToken = (c: Context): string | undefined =>
  tokenFrom(c.req.header('Authorization'), c.req.query('access_token'));

/** 403 for a token without any of the scopes a request needs (RFC 6750 §3.1), naming them. */
export function insufficientScope(anyOf: readonly string[]): ApiError {
  return new ApiError(
    403,
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
    'global',
    { 'WWW-Authenticate': `Bearer realm="provider", error="insufficient_scope", scope="${anyOf.join(' ')}"` },
  );
}
