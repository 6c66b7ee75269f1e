/**
 * The signing keys' JWKS (RFC 7517 §5; docs/identity.md#signing-keys). The key ring is loaded at start
 * (keys/key-ring.ts `loadKeys`).
 */
import { PUBLIC } from '../../route.ts';
import { JWKS_PATH } from './endpoint-paths.ts';
import { route } from './oauth-route.ts';

export const jwksRoutes = [
  // Short caching: a rotation is published within keys/key-ring.ts KEY_RELOAD_MS.
  route({ method: 'GET', path: JWKS_PATH, id: 'oauth.jwks.get', access: PUBLIC }, ({ c }, { ctx, keys }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return keys.jwks(ctx.clock.now());
  }),
];
