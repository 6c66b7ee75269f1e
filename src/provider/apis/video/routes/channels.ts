/**
 * channels.list (a video read scope needed; the device flow's example resource request, docs/provider.md)
 * and the channels' generated thumbnails, served without a token.
 */
import { SCOPES } from '#shared/scopes.ts';
import { pathParam } from '../../../http/validate.ts';
import { anyScope, PUBLIC, routeOf } from '../../../route.ts';
import { channelsQuery } from './channels-query.ts';
import type { VideoService } from '../services/service.ts';

/**
 * Scopes that may read channels: the public API's list for channels.list, the partner scopes a content owner's
 * tools hold among them (docs/provider.md#video-channels-get-videov3channels).
 */
export const VIDEO_READ_SCOPES = [
  SCOPES.video,
  SCOPES.videoReadonly,
  SCOPES.videoForceSsl,
  SCOPES.videoPartner,
  SCOPES.videoPartnerChannelAudit,
];

const route = routeOf<VideoService>();

export const channelRoutes = [
  route(
    {
      method: 'GET',
      path: '/channels',
      id: 'video.channels.list',
      response: 'ChannelListResponse',
      access: anyScope(...VIDEO_READ_SCOPES),
      input: channelsQuery,
    },
    ({ input, grant }, svc) => svc.listChannels(input, grant.userId),
  ),
  route(
    {
      method: 'GET',
      path: '/thumbnails/:file',
      id: 'video.thumbnails.get',
      access: PUBLIC,
      discovery: false,
      input: pathParam('file'),
    },
    async ({ input, c }, svc) => {
      const svg = await svc.thumbnail(input);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(svg);
    },
  ),
];
