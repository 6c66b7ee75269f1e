/**
 * What the video API's requests mean: who may call it (a service account only for a content owner it
 * manages), a channels page in the public v3 shape, a channel's thumbnail.
 */
import { CHANNEL_LIST_KIND, type ChannelListResponse } from '#shared/wire/video.ts';
import type { Grant } from '../../../http/bearer.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import { channelResource, etagOf } from './channel-resource.ts';
import { pageToken, type ChannelsQuery } from '../routes/channels-query.ts';
import type { ChannelStore } from '../store/channel-store.ts';
import type { ContentOwnerStore } from '../store/content-owner-store.ts';
import { thumbnailSvg } from './thumbnails.ts';

export type VideoContext = ModuleContext<'publicUrl'>;

/**
 * 403 in the public error shape: the public API's `forbidden` ("access forbidden, the request may not be
 * properly authorized"), in its common domain with the neutral word.
 */
const forbidden = (message: string): ApiError => new ApiError(403, 'forbidden', message, 'video.common');

export class VideoService {
  constructor(
    private readonly ctx: VideoContext,
    private readonly channels: ChannelStore,
    private readonly contentOwners: ContentOwnerStore,
  ) {}

  /**
   * The video data API takes a service account only for a content owner it manages (named by
   * onBehalfOfContentOwner), and a person for no content owner: here only service accounts manage them.
   * Decided with the token, before the query is read.
   */
  async admit(grant: Grant, contentOwner: string | undefined): Promise<void> {
    const owner = contentOwner === '' ? undefined : contentOwner;
    if (owner === undefined) {
      if (grant.serviceAccount !== true) return;
      throw forbidden(
        'A service account may call this API only on behalf of a content owner it manages: name it with onBehalfOfContentOwner.',
      );
    }
    if (grant.serviceAccount !== true || !(await this.contentOwners.managedBy(owner, grant.clientId))) {
      throw forbidden('The caller does not manage the content owner that onBehalfOfContentOwner names.');
    }
  }

  async listChannels(query: ChannelsQuery, userId: string): Promise<ChannelListResponse> {
    const { filter, offset, maxResults } = query;
    const page =
      filter.kind === 'mine'
        ? await this.channels.ownedBy(userId, offset, maxResults)
        : filter.kind === 'id'
          ? await this.channels.byIds(filter.ids, offset, maxResults)
          : filter.kind === 'forHandle'
            ? await this.channels.byHandle(filter.handle, offset, maxResults)
            : await this.channels.ofContentOwner(filter.contentOwner, offset, maxResults);
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
