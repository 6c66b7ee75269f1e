/**
 * Wire format of the video data API's channels list, in the public video API's v3 shape with neutral words
 * in `kind`. Shared by the TV app and the provider; the parsers below use the decode kit.
 */
import {
  boolean,
  integer,
  listOf,
  literal,
  map,
  matching,
  optional,
  shape,
  string,
  withDefault,
  type Decoder,
} from './decode.ts';

export const CHANNEL_KIND = 'video#channel';
export const CHANNEL_LIST_KIND = 'video#channelListResponse';

/** The `part` values the channels list understands. */
export const CHANNEL_PARTS = ['id', 'snippet', 'statistics', 'contentDetails', 'brandingSettings'] as const;
export type ChannelPart = (typeof CHANNEL_PARTS)[number];

export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

export interface ChannelSnippet {
  title: string;
  description: string;
  customUrl: string;
  /** RFC 3339 date-time. */
  publishedAt: string;
  thumbnails: { default: Thumbnail; medium: Thumbnail; high: Thumbnail };
  localized: { title: string; description: string };
  country?: string;
}

/** Counts are decimal strings (unsigned 64-bit in the public API). */
export interface ChannelStatistics {
  viewCount: string;
  subscriberCount: string;
  hiddenSubscriberCount: boolean;
  videoCount: string;
}

export interface ChannelContentDetails {
  relatedPlaylists: { likes: string; uploads: string };
}

export interface ChannelBrandingSettings {
  channel: { title: string; description: string; keywords?: string; country?: string };
  image?: { bannerExternalUrl: string };
}

export interface Channel {
  kind: typeof CHANNEL_KIND;
  etag: string;
  id: string;
  snippet?: ChannelSnippet;
  statistics?: ChannelStatistics;
  contentDetails?: ChannelContentDetails;
  brandingSettings?: ChannelBrandingSettings;
}

export interface ChannelListResponse {
  kind: typeof CHANNEL_LIST_KIND;
  etag: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo: { totalResults: number; resultsPerPage: number };
  items: Channel[];
}

const count = integer({ min: 0 });
/** Counts are unsigned 64-bit integers written as decimal text. */
const decimalCount = matching(/^\d+$/, 'a decimal count');

const thumbnail = shape<Thumbnail>({ url: string, width: count, height: count });

const snippet: Decoder<ChannelSnippet> = map(
  shape<Omit<ChannelSnippet, 'localized'> & { localized?: ChannelSnippet['localized'] }>({
    title: string,
    description: string,
    customUrl: string,
    publishedAt: string,
    thumbnails: shape({ default: thumbnail, medium: thumbnail, high: thumbnail }),
    localized: optional(shape({ title: string, description: string })),
    country: optional(string),
  }),
  // Without a localization the title and description stand for themselves, as the public API does.
  (s) => ({ ...s, localized: s.localized ?? { title: s.title, description: s.description } }),
);

const statistics = shape<ChannelStatistics>({
  viewCount: decimalCount,
  subscriberCount: decimalCount,
  hiddenSubscriberCount: withDefault(boolean, false),
  videoCount: decimalCount,
});

const contentDetails = shape<ChannelContentDetails>({
  relatedPlaylists: shape({ likes: string, uploads: string }),
});

const brandingSettings = shape<ChannelBrandingSettings>({
  channel: shape({
    title: string,
    description: string,
    keywords: optional(string),
    country: optional(string),
  }),
  image: optional(shape({ bannerExternalUrl: string })),
});

export const channel = shape<Channel>({
  kind: literal(CHANNEL_KIND),
  etag: string,
  id: string,
  snippet: optional(snippet),
  statistics: optional(statistics),
  contentDetails: optional(contentDetails),
  brandingSettings: optional(brandingSettings),
});

export const channelListResponse = shape<ChannelListResponse>({
  kind: literal(CHANNEL_LIST_KIND),
  etag: string,
  nextPageToken: optional(string),
  prevPageToken: optional(string),
  pageInfo: shape({ totalResults: count, resultsPerPage: count }),
  items: listOf(channel),
});

export function parseChannel(value: unknown): Channel {
  return channel(value, '');
}

export function parseChannelListResponse(value: unknown): ChannelListResponse {
  return channelListResponse(value, '');
}
