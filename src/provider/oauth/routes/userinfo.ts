/**
 * The UserInfo endpoint (OpenID Connect Core 1.0 §5.3): the ID token's claims about the person for a live
 * access token granted with `openid`. Its errors are RFC 6750 §3's: 401 `invalid_token` with a
 * `WWW-Authenticate: Bearer` challenge, 403 `insufficient_scope` (docs/identity.md#userinfo). The token is
 * the module's credential (module.ts `credential`), not a `token` access: its refusals are in OAuth's
 * words, it may come in a form body, and never in the query.
 */
import type { Context } from 'hono';
import type { Grant } from '../../http/bearer.ts';
import type { ModuleContext } from '../../module.ts';
import { OAuthError } from '../../http/errors.ts';
import { idTokensIn } from '../tokens/id-token.ts';
import { tokensIn } from '../tokens/store/tokens-store.ts';
import { USERINFO_PATH } from './endpoint-paths.ts';
import { read, route } from './oauth-route.ts';

const challenge = (error: string, description: string): Record<string, string> => ({
  'WWW-Authenticate': `Bearer error="${error}", error_description="${description}"`,
});

const invalidToken = (why: string): OAuthError =>
  new OAuthError(401, 'invalid_token', why, challenge('invalid_token', why));

const insufficientScope = (): OAuthError =>
  new OAuthError(
    403,
    'insufficient_scope',
    'The access token was not granted openid.',
    challenge('insufficient_scope', 'The access token was not granted openid.'),
  );

const readBody = read.form();

/** RFC 6750 §2.1 (the header) or §2.2 (a form body's access_token on POST); one of them, not both. */
async function tokenOf(c: Context): Promise<string | undefined> {
  const header = c.req.header('Authorization');
  let inBody: string | undefined;
  if (c.req.method === 'POST' && c.req.header('Content-Type') !== undefined) {
    inBody = (await readBody(c)).get('access_token');
  }
  if (header !== undefined && inBody !== undefined) {
    throw new OAuthError(400, 'invalid_request', 'Send the access token one way only (RFC 6750 §2).');
  }
  if (inBody !== undefined) return inBody;
  if (header === undefined) return undefined;
  return /^Bearer +([\x21-\x7e]+) *$/i.exec(header)?.[1];
}

/** The UserInfo endpoint's credential and answer, made once from the module's context. */
export interface UserinfoEndpoint {
  /** The grant of a live access token granted `openid`, or the RFC 6750 §3 error. */
  grant(c: Context): Promise<Grant>;
  /** The person's claims the grant's scopes allow. */
  claims(grant: Grant): Promise<object>;
}

export function userinfoEndpoint(ctx: ModuleContext): UserinfoEndpoint {
  const tokens = tokensIn(ctx.sql);
  const idTokens = idTokensIn(ctx.sql);
  return {
    grant: async (c) => {
      const token = await tokenOf(c);
      if (token === undefined) throw invalidToken('An access token is required.');
      const grant = await tokens.verify(token, ctx.clock.now());
      if (grant === undefined) throw invalidToken('The access token is unknown, expired or revoked.');
      if (!grant.scopes.has('openid')) throw insufficientScope();
      return grant;
    },
    claims: async (grant) => {
      const claims = await idTokens.claims(grant.userId, [...grant.scopes]);
      if (claims === undefined) throw invalidToken('The account no longer exists.');
      return claims;
    },
  };
}

const OPENID_TOKEN = { kind: 'credential', name: 'access token granted openid' } as const;

// OpenID Connect Core §5.3.1: GET and POST.
export const userinfoRoutes = (['GET', 'POST'] as const).map((method) =>
  route(
    {
      method,
      path: USERINFO_PATH,
      id: `oauth.userinfo.${method.toLowerCase()}`,
      access: OPENID_TOKEN,
      headers: { 'Cache-Control': 'no-store' },
    },
    ({ grant }, { userinfo }) => userinfo.claims(grant),
  ),
);
