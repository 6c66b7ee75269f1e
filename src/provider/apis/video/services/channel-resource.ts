/** A stored channel as the public video API's channel resource, with only the parts asked for. */
import { createHash } from 'node:crypto';
import { CHANNEL_KIND, type Channel, type ChannelPart } from '#shared/wire/video.ts';
import type { ChannelRow } from '../store/channel-store.ts';

/** Sizes of the public API's default, medium and high channel thumbnails. */
const THUMBNAIL_SIZES = { default: 88, medium: 240, high: 800 } as const;

export function thumbnailUrl(publicUrl: string, channelId: string): string {
  return `${publicUrl}/video/v3/thumbnails/${channelId}.svg`;
}

export function etagOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

export function channelResource(
  row: ChannelRow,
  parts: ReadonlySet<ChannelPart>,
  publicUrl: string,
): Channel {
  const body: Pick<Channel, 'snippet' | 'statistics' | 'contentDetails' | 'brandingSettings'> = {};
  if (parts.has('snippet')) {
    const url = thumbnailUrl(publicUrl, row.id);
    const thumb = (size: number): { url: string; width: number; height: number } => ({
      url: `${url}?s=${size}`,
      width: size,
      height: size,
    });
    body.snippet = {
      title: row.title,
      description: row.description,
      customUrl: `@${row.handle}`,
      publishedAt: row.published_at,
      thumbnails: {
        default: thumb(THUMBNAIL_SIZES.default),
        medium: thumb(THUMBNAIL_SIZES.medium),
        high: thumb(THUMBNAIL_SIZES.high),
      },
      localized: { title: row.title, description: row.description },
      ...(row.country === null ? {} : { country: row.country }),
    };
  }
  if (parts.has('statistics')) {
    body.statistics = {
      viewCount: String(row.view_count),
      subscriberCount: row.hidden_subscriber_count === 1 ? '0' : String(row.subscriber_count),
      hiddenSubscriberCount: row.hidden_subscriber_count === 1,
      videoCount: String(row.video_count),
    };
  }
  if (parts.has('contentDetails')) {
    const rest = row.id.slice(2);
    body.contentDetails = { relatedPlaylists: { likes: `LL${rest}`, uploads: `UU${rest}` } };
  }
  if (parts.has('brandingSettings')) {
    body.brandingSettings = {
      channel: {
        title: row.title,
        description: row.description,
        ...(row.keywords === '' ? {} : { keywords: row.keywords }),
        ...(row.country === null ? {} : { country: row.country }),
      },
    };
  }
  return { kind: CHANNEL_KIND, etag: etagOf({ id: row.id, ...body }), id: row.id, ...body };
}
