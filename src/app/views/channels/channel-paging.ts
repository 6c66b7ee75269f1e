/**
 * The channels on screen and the pages after the first: the first page (fresh, kept, or a quiet refresh of
 * it) replaces the front of the list and keeps what was paged in after it with its page token; the next page
 * is asked for when focus comes within two rows of the last card, one page at a time. A failed page says so
 * under the cards with Try again, and the view's next refresh asks again (`retry`).
 */
import { msg } from '@lit/localize';
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { Channel } from '#shared/wire/video.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { ChannelPage } from '../../api/video-client.ts';
import { loadMoreStatus } from '../../ui/load-more.ts';

/** Ask for the next page when focus comes within this many cards of the last one (two rows). */
export const NEAR_END = 6;

export class ChannelPaging {
  channels: Channel[] = [];
  /** How many the person has in all, at least as many as are on screen. */
  total = 0;
  private nextPageToken: string | undefined;

  /** The next page, asked for as focus nears the end; one at a time. */
  private readonly next: Task<readonly [ApiClients | undefined, string | undefined, number], ChannelPage>;

  constructor(
    private readonly host: ReactiveControllerHost,
    api: () => ApiClients | undefined,
    pageSize: () => number,
  ) {
    this.next = new Task(host, {
      autoRun: false,
      args: () => [api(), this.nextPageToken, pageSize()] as const,
      task: ([clients, pageToken, maxResults], { signal }) =>
        clients && pageToken !== undefined
          ? clients.video.myChannels({ pageToken, maxResults }, signal)
          : initialState,
      onComplete: (page: ChannelPage) => {
        const known = new Set(this.channels.map((c) => c.id));
        this.channels = [...this.channels, ...page.channels.filter((c) => !known.has(c.id))];
        this.total = Math.max(page.total, this.channels.length);
        this.nextPageToken = page.nextPageToken;
      },
    });
  }

  /** A new list is being loaded: a page still on its way belongs to the one it replaces, and is dropped. */
  dropPending(): void {
    if (this.channels.length === 0) void this.next.run([undefined, undefined, 0]);
  }

  /** The first page, fresh or kept: a quiet refresh keeps the cards paged in after it, and their token. */
  takeFirst(page: ChannelPage): void {
    const fresh = new Set(page.channels.map((c) => c.id));
    const beyond = this.channels.slice(page.channels.length).filter((c) => !fresh.has(c.id));
    this.channels = [...page.channels, ...beyond];
    this.total = Math.max(page.total, this.channels.length);
    if (beyond.length === 0) this.nextPageToken = page.nextPageToken;
    this.host.requestUpdate();
  }

  /** Focus is on card `index`: near the end, the next page. */
  focused(index: number): void {
    if (index >= this.channels.length - NEAR_END) this.more();
  }

  /** Asks a failed page again (after a refresh that succeeded). */
  retry(): void {
    if (this.next.status === TaskStatus.ERROR) this.more();
  }

  /** Under the cards: the next page on its way, or why it failed with Try again. */
  renderStatus() {
    return loadMoreStatus({
      loading: this.next.status === TaskStatus.PENDING,
      error: this.next.status === TaskStatus.ERROR ? this.next.error : undefined,
      words: {
        loading: msg('Loading more channels…'),
        failed: msg('More channels could not be loaded.'),
      },
      retry: () => {
        this.more();
      },
    });
  }

  private more(): void {
    // One page at a time; after a failure, Try again, the next move near the end or the next refresh asks again.
    if (this.nextPageToken === undefined || this.next.status === TaskStatus.PENDING) return;
    void this.next.run();
  }
}
