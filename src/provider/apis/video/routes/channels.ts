/**
 * `GET /video/v3/channels` (a video read scope needed; the device flow's example resource request, docs/provider.md) and the
 * channels' generated thumbnails, served without a token.
 */
import { Hono } from 'hono';
import { SCOPES } from '#shared/scopes.ts';
import { requireScopes, type AccessTokenVerifier, type ApiEnv } from '../../../http/bearer.ts';
import { parseChannelsQuery } from '../channels-query.ts';
import type { VideoService } from '../service.ts';

/** Scopes that may read channels (the public API's list for channels.list reads). */
export const VIDEO_READ_SCOPES = [SCOPES.video, SCOPES.videoReadonly, SCOPES.videoForceSsl];

export function channelRoutes(svc: VideoService, verify: AccessTokenVerifier): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get('/channels', requireScopes(verify, VIDEO_READ_SCOPES), async (c) => {
    const query = parseChannelsQuery((name) => c.req.queries(name));
    return c.json(await svc.listChannels(query, c.get('grant').userId));
  });

  app.get('/thumbnails/:file', async (c) => {
    const svg = await svc.thumbnail(c.req.param('file'));
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(svg);
  });

  return app;
}
