/**
 * The signing keys' JWKS (RFC 7517 §5; docs/identity.md#signing-keys). The key ring is loaded at start
 * (keys/key-ring.ts `loadKeys`).
 */
import { Hono } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { keysIn } from '../keys/key-ring.ts';
import { JWKS_PATH } from './endpoint-paths.ts';

export function jwksRoutes(ctx: ModuleContext): Hono {
  const app = new Hono();
  const keys = keysIn(ctx.sql);

  // Short caching: a rotation is published within keys/key-ring.ts KEY_RELOAD_MS.
  app.get(JWKS_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(keys.jwks(ctx.clock.now()));
  });

  return app;
}
