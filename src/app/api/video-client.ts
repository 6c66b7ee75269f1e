/** The video data API v3 (the public video API's channels list), over the base client. */
import { msg } from '@lit/localize';
import { integer, listOf, optional, shape, string, type Decoder } from '#shared/wire/decode.ts';
import { channel, channelListResponse, type Channel } from '#shared/wire/video.ts';
import { ApiClient, type Authorized } from './api-client.ts';

/** The parts the channels view shows: title, handle and thumbnail; counts; the banner when there is one. */
export const CHANNEL_VIEW_PARTS = 'snippet,statistics,brandingSettings';

/** The public API's largest page. */
export const MAX_PAGE_SIZE = 50;

export interface ChannelPage {
  channels: Channel[];
  /** Present while there are more channels to ask for. */
  nextPageToken?: string;
  /** How many channels the person has in all (as the service counts them). */
  total: number;
}

/** A page as kept across restarts (docs/app.md#fresh-data), read back as its channels were read off the wire. */
export const channelPage: Decoder<ChannelPage> = shape<ChannelPage>({
  channels: listOf(channel),
  nextPageToken: optional(string),
  total: integer({ min: 0 }),
});

export class VideoClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/video/v3`);
  }

  /**
   * One page of the signed-in person's channels:
   * GET /video/v3/channels?part=snippet,statistics,brandingSettings&mine=true&maxResults=…[&pageToken=…].
   */
  async myChannels(
    options: { pageToken?: string | undefined; maxResults?: number } = {},
    signal?: AbortSignal,
  ): Promise<ChannelPage> {
    const max = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(options.maxResults ?? MAX_PAGE_SIZE)));
    const query = { part: CHANNEL_VIEW_PARTS, mine: 'true', maxResults: max, pageToken: options.pageToken };
    const page = await this.get('/channels', query, channelListResponse, {
      signal,
      subject: () => msg('the channel list'),
    });
    const result: ChannelPage = { channels: page.items, total: page.pageInfo.totalResults };
    // A page token that repeats the one just used would loop forever: treat it as the end.
    if (page.nextPageToken !== undefined && page.nextPageToken !== options.pageToken) {
      result.nextPageToken = page.nextPageToken;
    }
    return result;
  }
}
