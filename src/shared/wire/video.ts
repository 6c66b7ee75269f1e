/**
 * Wire format of the video data API's channels list (seed 000's example resource request), in the public
 * video API's v3 shape with neutral words in `kind`. Shared by the TV app and the provider; imports nothing.
 */

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

export class VideoWireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoWireError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new VideoWireError(`${what}: expected a JSON object`);
  }
  return value as Json;
}

function str(o: Json, field: string, what: string): string {
  const value = o[field];
  if (typeof value !== 'string') throw new VideoWireError(`${what}: ${field} must be a string`);
  return value;
}

function count(o: Json, field: string, what: string): number {
  const value = o[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new VideoWireError(`${what}: ${field} must be a whole number`);
  }
  return value;
}

function thumbnail(value: unknown, what: string): Thumbnail {
  const o = object(value, what);
  return { url: str(o, 'url', what), width: count(o, 'width', what), height: count(o, 'height', what) };
}

function snippet(value: unknown): ChannelSnippet {
  const what = 'channel snippet';
  const o = object(value, what);
  const thumbs = object(o.thumbnails, 'channel thumbnails');
  const localized = o.localized === undefined ? undefined : object(o.localized, 'channel localized');
  const title = str(o, 'title', what);
  const description = str(o, 'description', what);
  const parsed: ChannelSnippet = {
    title,
    description,
    customUrl: str(o, 'customUrl', what),
    publishedAt: str(o, 'publishedAt', what),
    thumbnails: {
      default: thumbnail(thumbs.default, 'default thumbnail'),
      medium: thumbnail(thumbs.medium, 'medium thumbnail'),
      high: thumbnail(thumbs.high, 'high thumbnail'),
    },
    localized:
      localized === undefined
        ? { title, description }
        : { title: str(localized, 'title', what), description: str(localized, 'description', what) },
  };
  if (typeof o.country === 'string') parsed.country = o.country;
  return parsed;
}

function statistics(value: unknown): ChannelStatistics {
  const what = 'channel statistics';
  const o = object(value, what);
  const digits = (field: string): string => {
    const v = str(o, field, what);
    if (!/^\d+$/.test(v)) throw new VideoWireError(`${what}: ${field} must be a decimal count`);
    return v;
  };
  return {
    viewCount: digits('viewCount'),
    subscriberCount: digits('subscriberCount'),
    hiddenSubscriberCount: o.hiddenSubscriberCount === true,
    videoCount: digits('videoCount'),
  };
}

function contentDetails(value: unknown): ChannelContentDetails {
  const what = 'channel contentDetails';
  const playlists = object(object(value, what).relatedPlaylists, what);
  return {
    relatedPlaylists: { likes: str(playlists, 'likes', what), uploads: str(playlists, 'uploads', what) },
  };
}

function brandingSettings(value: unknown): ChannelBrandingSettings {
  const what = 'channel brandingSettings';
  const o = object(value, what);
  const channel = object(o.channel, what);
  const parsed: ChannelBrandingSettings = {
    channel: { title: str(channel, 'title', what), description: str(channel, 'description', what) },
  };
  if (typeof channel.keywords === 'string') parsed.channel.keywords = channel.keywords;
  if (typeof channel.country === 'string') parsed.channel.country = channel.country;
  if (o.image !== undefined)
    parsed.image = { bannerExternalUrl: str(object(o.image, what), 'bannerExternalUrl', what) };
  return parsed;
}

export function parseChannel(value: unknown): Channel {
  const o = object(value, 'channel');
  if (o.kind !== CHANNEL_KIND) throw new VideoWireError(`channel: kind must be ${CHANNEL_KIND}`);
  const channel: Channel = {
    kind: CHANNEL_KIND,
    etag: str(o, 'etag', 'channel'),
    id: str(o, 'id', 'channel'),
  };
  if (o.snippet !== undefined) channel.snippet = snippet(o.snippet);
  if (o.statistics !== undefined) channel.statistics = statistics(o.statistics);
  if (o.contentDetails !== undefined) channel.contentDetails = contentDetails(o.contentDetails);
  if (o.brandingSettings !== undefined) channel.brandingSettings = brandingSettings(o.brandingSettings);
  return channel;
}

export function parseChannelListResponse(value: unknown): ChannelListResponse {
  const what = 'channel list';
  const o = object(value, what);
  if (o.kind !== CHANNEL_LIST_KIND) throw new VideoWireError(`${what}: kind must be ${CHANNEL_LIST_KIND}`);
  if (!Array.isArray(o.items)) throw new VideoWireError(`${what}: items must be a list`);
  const pageInfo = object(o.pageInfo, 'pageInfo');
  const list: ChannelListResponse = {
    kind: CHANNEL_LIST_KIND,
    etag: str(o, 'etag', what),
    pageInfo: {
      totalResults: count(pageInfo, 'totalResults', 'pageInfo'),
      resultsPerPage: count(pageInfo, 'resultsPerPage', 'pageInfo'),
    },
    items: o.items.map(parseChannel),
  };
  if (typeof o.nextPageToken === 'string') list.nextPageToken = o.nextPageToken;
  if (typeof o.prevPageToken === 'string') list.prevPageToken = o.prevPageToken;
  return list;
}
