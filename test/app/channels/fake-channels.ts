/**
 * The channels a view test is given: a person with some channels served a page at a time through a fake
 * video client, and the view mounted under the contexts that hand it over.
 */
import { html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Channel } from '../../../src/shared/wire/video.ts';
import type { ApiClients } from '../../../src/app/api/api-context.ts';
import type { ChannelPage } from '../../../src/app/api/video-client.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import type { TvChannelGrid } from '../../../src/app/views/channels/tv-channel-grid.ts';
import { inContexts } from '../support/api-clients.ts';
import '../../../src/app/views/channels/tv-channels.ts';

export function channel(i: number, stats: Partial<NonNullable<Channel['statistics']>> = {}): Channel {
  const thumb = {
    url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    width: 1,
    height: 1,
  };
  return {
    kind: 'video#channel',
    etag: 'e',
    id: `UC${String(i)}`,
    snippet: {
      title: `Channel ${String(i)}`,
      description: `About channel ${String(i)}.`,
      customUrl: `@channel${String(i)}`,
      publishedAt: '2019-03-14T09:26:53Z',
      thumbnails: { default: thumb, medium: thumb, high: thumb },
      localized: { title: `Channel ${String(i)}`, description: '' },
    },
    statistics: {
      viewCount: '1284530',
      subscriberCount: '48200',
      hiddenSubscriberCount: false,
      videoCount: '142',
      ...stats,
    },
  };
}

export type VideoApi = ApiClients['video'];

/** A person with `count` channels, served `size` at a time with page tokens; every request recorded. */
export class FakeChannels implements VideoApi {
  readonly asked: (string | undefined)[] = [];
  failNext: Error | null = null;
  constructor(readonly all: Channel[]) {}
  myChannels(options: { pageToken?: string | undefined; maxResults?: number } = {}): Promise<ChannelPage> {
    const token = options.pageToken;
    const size = options.maxResults ?? 24;
    this.asked.push(token);
    if (this.failNext !== null) {
      const err = this.failNext;
      this.failNext = null;
      return Promise.reject(err);
    }
    const start = token === undefined ? 0 : Number(token.slice(1));
    const page: ChannelPage = { channels: this.all.slice(start, start + size), total: this.all.length };
    if (start + size < this.all.length) page.nextPageToken = `p${String(start + size)}`;
    return Promise.resolve(page);
  }
}

export const many = (n: number) => Array.from({ length: n }, (_, i) => channel(i));

export async function open(fake: FakeChannels, engineCompact = false, pageSize = 24): Promise<TvChannels> {
  return inContexts<TvChannels>(
    html`<tv-channels locale="en-US" page-size=${pageSize} .engineCompact=${engineCompact}></tv-channels>`,
    { clients: { video: fake } },
  );
}

export const text = (el: Element): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const grid = (el: TvChannels) => el.renderRoot.querySelector<TvChannelGrid>('tv-channel-grid');
export const focusedIndex = (): number => Number(deepActiveElement()?.dataset.index ?? -1);
export const focusedText = (): string => (deepActiveElement()?.textContent ?? '').replace(/\s+/g, ' ').trim();

export async function shown(el: TvChannels): Promise<TvChannelGrid> {
  await waitUntil(() => grid(el) !== null && focusedIndex() === 0, 'cards shown, first focused');
  return grid(el)!;
}

export async function press(el: TvChannels, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}
