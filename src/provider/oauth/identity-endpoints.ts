/**
 * The OpenID Connect addresses beside the device flow (docs/identity.md): the signing keys' JWKS and
 * userinfo. The key ring is loaded at start (keys.ts `loadKeys`).
 */
import { Hono } from 'hono';
import type { ModuleContext } from '../module.ts';
import { keysIn } from './keys.ts';
import { userinfo } from './userinfo.ts';

export const JWKS_PATH = '/.well-known/jwks.json';
export const USERINFO_PATH = '/userinfo';

export function identityEndpoints(ctx: ModuleContext): Hono {
  const app = new Hono();
  const keys = keysIn(ctx.sql);

  // RFC 7517 §5. Short caching: a rotation is published within keys.ts KEY_RELOAD_MS.
  app.get(JWKS_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(keys.jwks(ctx.clock.now()));
  });

  // OpenID Connect Core §5.3.1: GET and POST.
  const answerUserinfo = userinfo(ctx);
  app.get(USERINFO_PATH, answerUserinfo);
  app.post(USERINFO_PATH, answerUserinfo);

  return app;
}
