/**
 * The video data API's channels list (seed 000's example resource request), in the public v3 shape:
 * `GET /video/v3/channels` (a video read scope needed) and the channels' generated thumbnails.
 */
import { Hono } from 'hono';
import { defineModule, type ModuleContext } from '../../module.ts';
import { demoPeople } from '../../demo-people.ts';
import { requireScopes, type ApiEnv } from '../../http/bearer.ts';
import { notFound } from '../../http/errors.ts';
import { SCOPES } from '#shared/scopes.ts';
import { CHANNEL_LIST_KIND, type ChannelListResponse } from '#shared/wire/video.ts';
import {
  channelByHandle,
  channelsById,
  channelsOwnedBy,
  findChannel,
  seedChannels,
  videoMigrations,
} from './channels-store.ts';
import { parseChannelsQuery, pageToken, type ChannelsQuery } from './channels-query.ts';
import { channelResource, etagOf } from './channel-resource.ts';
import { thumbnailSvg } from './thumbnails.ts';

/** Scopes that may read channels (the public API's list for channels.list reads). */
export const VIDEO_READ_SCOPES = [SCOPES.video, SCOPES.videoReadonly, SCOPES.videoForceSsl];

type VideoContext = ModuleContext<'publicUrl'>;

function listChannels(ctx: VideoContext, query: ChannelsQuery, userId: string): ChannelListResponse {
  const { filter, offset, maxResults } = query;
  const page =
    filter.kind === 'mine'
      ? channelsOwnedBy(ctx.db, userId, offset, maxResults)
      : filter.kind === 'id'
        ? channelsById(ctx.db, filter.ids, offset, maxResults)
        : channelByHandle(ctx.db, filter.handle, offset, maxResults);
  const items = page.rows.map((row) => channelResource(row, query.parts, ctx.settings.publicUrl));
  const list: ChannelListResponse = {
    kind: CHANNEL_LIST_KIND,
    etag: etagOf(items.map((item) => item.etag)),
    pageInfo: { totalResults: page.total, resultsPerPage: maxResults },
    items,
  };
  if (maxResults > 0 && offset + maxResults < page.total) list.nextPageToken = pageToken(offset + maxResults);
  if (offset > 0) list.prevPageToken = pageToken(Math.max(0, offset - maxResults));
  return list;
}

function routes(ctx: VideoContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get('/channels', requireScopes(ctx.verifyAccessToken, VIDEO_READ_SCOPES), (c) => {
    const query = parseChannelsQuery((name) => c.req.queries(name));
    return c.json(listChannels(ctx, query, c.get('grant').userId));
  });

  app.get('/thumbnails/:file', (c) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file'));
    const channel = match?.[1] === undefined ? undefined : findChannel(ctx.db, match[1]);
    if (channel === undefined) throw notFound('No such thumbnail.');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(thumbnailSvg(channel.id, channel.title));
  });

  return app;
}

export const videoModule = defineModule({
  name: 'video',
  api: {
    name: 'video',
    version: 'v3',
    title: 'Video Data API',
    description: 'Channels and their thumbnails.',
  },
  mount: '/video/v3',
  settings: ['publicUrl'],
  migrations: videoMigrations,
  seedDemo: async (ctx) => {
    seedChannels(ctx.db, await demoPeople(ctx.accounts));
  },
  routes,
});
