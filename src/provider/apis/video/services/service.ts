/** What the video API's requests mean: a channels page in the public v3 shape, a channel's thumbnail. */
import { CHANNEL_LIST_KIND, type ChannelListResponse } from '#shared/wire/video.ts';
import { notFound } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import { channelResource, etagOf } from './channel-resource.ts';
import { pageToken, type ChannelsQuery } from '../routes/channels-query.ts';
import type { ChannelStore } from '../store/channel-store.ts';
import { thumbnailSvg } from './thumbnails.ts';

export type VideoContext = ModuleContext<'publicUrl'>;

export class VideoService {
  constructor(
    private readonly ctx: VideoContext,
    private readonly channels: ChannelStore,
  ) {}

  async listChannels(query: ChannelsQuery, userId: string): Promise<ChannelListResponse> {
    const { filter, offset, maxResults } = query;
    const page =
      filter.kind === 'mine'
        ? await this.channels.ownedBy(userId, offset, maxResults)
        : filter.kind === 'id'
          ? await this.channels.byIds(filter.ids, offset, maxResults)
          : await this.channels.byHandle(filter.handle, offset, maxResults);
    const items = page.rows.map((row) => channelResource(row, query.parts, this.ctx.settings.publicUrl));
    const list: ChannelListResponse = {
      kind: CHANNEL_LIST_KIND,
      etag: etagOf(items.map((item) => item.etag)),
      pageInfo: { totalResults: page.total, resultsPerPage: maxResults },
      items,
    };
    if (maxResults > 0 && offset + maxResults < page.total)
      list.nextPageToken = pageToken(offset + maxResults);
    if (offset > 0) list.prevPageToken = pageToken(Math.max(0, offset - maxResults));
    return list;
  }

  /** The SVG of `<channel id>.svg`; 404 for any other name. */
  async thumbnail(file: string): Promise<string> {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(file);
    const channel = match?.[1] === undefined ? undefined : await this.channels.find(match[1]);
    if (channel === undefined) throw notFound('No such thumbnail.');
    return thumbnailSvg(channel.id, channel.title);
  }
}
