/**
 * The UserInfo endpoint (OpenID Connect Core 1.0 §5.3): the ID token's claims about the person for a live
 * access token granted with `openid`. Its errors are RFC 6750 §3's: 401 `invalid_token` with a
 * `WWW-Authenticate: Bearer` challenge, 403 `insufficient_scope` (docs/identity.md#userinfo).
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { OAuthError } from '../../http/errors.ts';
import { readForm } from '../../http/form.ts';
import { idTokensIn } from '../tokens/id-token.ts';
import { tokensIn } from '../tokens/store/tokens-store.ts';
import { USERINFO_PATH } from './endpoint-paths.ts';

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

/** RFC 6750 §2.1 (the header) or §2.2 (a form body's access_token on POST); one of them, not both. */
async function tokenOf(c: Context): Promise<string | undefined> {
  const header = c.req.header('Authorization');
  let inBody: string | undefined;
  if (c.req.method === 'POST' && c.req.header('Content-Type') !== undefined) {
    const form = await readForm(c);
    if (!form.ok) throw new OAuthError(400, 'invalid_request', form.problem);
    inBody = form.get('access_token');
  }
  if (header !== undefined && inBody !== undefined) {
    throw new OAuthError(400, 'invalid_request', 'Send the access token one way only (RFC 6750 §2).');
  }
  if (inBody !== undefined) return inBody;
  if (header === undefined) return undefined;
  return /^Bearer +([\x21-\x7e]+) *$/i.exec(header)?.[1];
}

function userinfo(ctx: ModuleContext): (c: Context) => Promise<Response> {
  const tokens = tokensIn(ctx.sql);
  const idTokens = idTokensIn(ctx.sql);
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = await tokenOf(c);
    if (token === undefined) throw invalidToken('An access token is required.');
    const grant = await tokens.verify(token, ctx.clock.now());
    if (grant === undefined) throw invalidToken('The access token is unknown, expired or revoked.');
    if (!grant.scopes.has('openid')) throw insufficientScope();
    const claims = await idTokens.claims(grant.userId, [...grant.scopes]);
    if (claims === undefined) throw invalidToken('The account no longer exists.');
    return c.json(claims);
  };
}

export function userinfoRoutes(ctx: ModuleContext): Hono {
  const app = new Hono();
  // OpenID Connect Core §5.3.1: GET and POST.
  const answer = userinfo(ctx);
  app.get(USERINFO_PATH, answer);
  app.post(USERINFO_PATH, answer);
  return app;
}
