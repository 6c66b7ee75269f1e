/**
 * The signed-in person's video channels: one card per channel with banner or thumbnail, title, handle,
 * subscribers and views (compact numbers in the TV's locale). OK on a card opens its detail; Back closes
 * it and focus returns to the same card. Pages of channels load as focus nears the end of those shown.
 * Loading, empty and failed states are said in words with a next step.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { Channel } from '#shared/wire/video.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { channelPage, type ChannelPage } from '../../api/video-client.ts';
import { FreshDataController } from '../../data/fresh-data.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { loadMoreStatus } from '../../ui/load-more.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { screenStyles } from '../screen-styles.ts';
import { channelsStyles } from './channels-styles.ts';
import { compactFormatter, tvLocale, type CompactFormat } from './channel-format.ts';
import type { TvChannelGrid } from './tv-channel-grid.ts';
import './tv-channel-grid.ts';
import './tv-channel-detail.ts';
import { channelsWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';

/** Ask for the next page when focus comes within this many cards of the last one (two rows). */
export const NEAR_END = 6;

@customElement('tv-channels')
@localized()
export class TvChannels extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, channelsStyles];

  /** The TV's locale for numbers and dates (the browser's unless a test sets it). */
  @property() locale = tvLocale();
  /** Use the engine's compact notation: undefined detects it; false forces the short forms built here. */
  @property({ attribute: false }) engineCompact: boolean | undefined;
  /** Channels asked for per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 24;
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private channels: Channel[] = [];
  @state() private total = 0;
  /** Index of the card whose detail is open. */
  @state() private detail: number | null = null;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** The first page; runs again when the clients or the page size change, and on Try again. */
  private readonly firstPage = new Task(this, {
    args: () => [this.api, this.pageSize] as const,
    task: ([api, pageSize], { signal }) => {
      // A page still on its way belongs to the list being replaced: dropped (a quiet refresh keeps it).
      if (this.channels.length === 0) void this.morePages.run([undefined, undefined, 0]);
      return api ? api.video.myChannels({ maxResults: pageSize }, signal) : initialState;
    },
    onComplete: (page) => {
      this.takeFirstPage(page);
    },
  });

  /** The next page, asked for as focus nears the end; one at a time. */
  private readonly morePages = new Task(this, {
    autoRun: false,
    args: () => [this.api, this.nextPageToken, this.pageSize] as const,
    task: ([api, pageToken, pageSize], { signal }) =>
      api && pageToken !== undefined
        ? api.video.myChannels({ pageToken, maxResults: pageSize }, signal)
        : initialState,
    onComplete: (page: ChannelPage) => {
      const known = new Set(this.channels.map((c) => c.id));
      this.channels = [...this.channels, ...page.channels.filter((c) => !known.has(c.id))];
      this.total = Math.max(page.total, this.channels.length);
      this.nextPageToken = page.nextPageToken;
    },
  });

  /** Quiet refreshes, the last good first page kept per account (docs/app.md#fresh-data). */
  private readonly fresh = new FreshDataController<ChannelPage>(this, {
    view: 'channels',
    version: 1,
    clock: () => this.clock,
    task: () => this.firstPage,
    decode: channelPage,
    apply: (page) => {
      this.takeFirstPage(page);
    },
    alsoOnRefresh: () => {
      if (this.morePages.status === TaskStatus.ERROR) this.loadMore();
    },
  });

  @query('tv-channel-grid') private grid!: TvChannelGrid | null;

  private nextPageToken: string | undefined;
  private focusedOnce = false;
  private compactFor: { key: string; format: CompactFormat } | undefined;

  /** The compact formatter for the current locale and choice, made once per change. */
  private get compact(): CompactFormat {
    const key = `${this.locale}|${String(this.engineCompact)}`;
    if (this.compactFor?.key !== key) {
      this.compactFor = { key, format: compactFormatter(this.locale, this.engineCompact) };
    }
    return this.compactFor.format;
  }

  override render() {
    const open = this.detail === null ? undefined : this.channels[this.detail];
    return html`<header>
        <h1>${msg('Channels')}</h1>
        ${
          this.channels.length > 0
            ? html`<p class="muted">${channelsWords(this.total, formatCount(this.total))}</p>`
            : nothing
        }
      </header>
      ${this.fresh.renderUpdated()} ${this.renderBody()}
      ${
        open
          ? html`<tv-channel-detail
              .channel=${open}
              .compact=${this.compact}
              locale=${this.locale}
              @tv-close=${this.closeDetail}
            ></tv-channel-detail>`
          : nothing
      }`;
  }

  protected override updated(): void {
    // Each new list focuses its first card once (a failure or an empty list: tv-view-status focuses); a
    // quiet refresh over cards on screen leaves focus where it is.
    if (this.channels.length === 0) {
      this.focusedOnce = false;
      return;
    }
    const grid = this.grid;
    if (this.focusedOnce || !grid) return;
    this.focusedOnce = true;
    // The cards are drawn in the grid's own update, after this one.
    void grid.updateComplete.then(() => grid.focusIndex(0));
  }

  private renderBody() {
    const cards = () => {
      if (this.channels.length === 0) {
        return html`<tv-view-status
          status="empty"
          words=${msg('No channels on this account.')}
          next=${msg('Create a channel with this account on the video site, then choose Check again. Or sign out in Settings and sign in with the account that has your channels.')}
          retry-label=${msg('Check again')}
          .task=${this.firstPage}
        ></tv-view-status>`;
      }
      return html`<tv-channel-grid
          .channels=${this.channels}
          .compact=${this.compact}
          @tv-channel-focus=${this.onCardFocus}
          @tv-channel-open=${this.openDetail}
        ></tv-channel-grid>
        ${loadMoreStatus({
          loading: this.morePages.status === TaskStatus.PENDING,
          error: this.morePages.status === TaskStatus.ERROR ? this.morePages.error : undefined,
          words: {
            loading: msg('Loading more channels…'),
            failed: msg('More channels could not be loaded.'),
          },
          retry: () => {
            this.loadMore();
          },
        })}`;
    };
    return this.fresh.render({
      initial: () => this.renderLoading(),
      pending: () => this.renderLoading(),
      error: (error) =>
        html`<tv-view-status status="failed" .error=${error} .task=${this.firstPage}></tv-view-status>`,
      complete: cards,
      cached: cards,
    });
  }

  private renderLoading() {
    return html`<tv-view-status words=${msg('Loading your channels…')}></tv-view-status>
      <div class="skeleton" aria-hidden="true">
        <div></div>
        <div></div>
        <div></div>
      </div>`;
  }

  private readonly onCardFocus = (event: CustomEvent<{ index: number }>): void => {
    if (event.detail.index >= this.channels.length - NEAR_END) this.loadMore();
  };

  /** The first page, fresh or kept: a quiet refresh keeps the cards paged in after it, and their token. */
  private takeFirstPage(page: ChannelPage): void {
    const fresh = new Set(page.channels.map((c) => c.id));
    const beyond = this.channels.slice(page.channels.length).filter((c) => !fresh.has(c.id));
    this.channels = [...page.channels, ...beyond];
    this.total = Math.max(page.total, this.channels.length);
    if (beyond.length === 0) this.nextPageToken = page.nextPageToken;
  }

  private loadMore(): void {
    // One page at a time; after a failure, Try again, the next move near the end or the next refresh asks again.
    if (this.nextPageToken === undefined || this.morePages.status === TaskStatus.PENDING) return;
    void this.morePages.run();
  }

  private readonly openDetail = (event: CustomEvent<{ index: number }>): void => {
    if (this.channels[event.detail.index]) this.detail = event.detail.index;
  };

  private readonly closeDetail = async (): Promise<void> => {
    const index = this.detail;
    this.detail = null;
    await this.updateComplete;
    if (index !== null) this.grid?.focusIndex(index);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channels': TvChannels;
  }
}
