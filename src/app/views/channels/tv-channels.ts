/**
 * The signed-in person's video channels: one card per channel with banner or thumbnail, title, handle,
 * subscribers and views (compact numbers in the TV's locale). OK on a card opens its detail; Back closes
 * it and focus returns to the same card. Pages of channels load as focus nears the end of those shown
 * (channel-paging.ts). Loading, empty and failed states are said in words with a next step.
 */
import { localized } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { channelPage, type ChannelPage } from '../../api/video-client.ts';
import { FreshDataController } from '../../data/fresh-data.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { ItemDetail } from '../item-detail.ts';
import { screenStyles } from '../screen-styles.ts';
import { channelsStyles } from './channels-styles.ts';
import { compactMemo } from './channel-format.ts';
import { formatLocale } from '../../i18n/locale.ts';
import { ChannelPaging } from './channel-paging.ts';
import { channelDetail, channelsEmpty, channelsHeader, channelsLoading } from './channels-parts.ts';
import type { TvChannelGrid } from './tv-channel-grid.ts';
import './tv-channel-grid.ts';

@customElement('tv-channels')
@localized()
export class TvChannels extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, channelsStyles];

  /** The locale of numbers and dates; the language shown unless a test sets one. */
  @property() locale: string | undefined;
  /** Use the engine's compact notation: undefined detects it; false forces the short forms built here. */
  @property({ attribute: false }) engineCompact: boolean | undefined;
  /** Channels asked for per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 24;
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** The cards on screen and the pages after the first. */
  private readonly paging = new ChannelPaging(
    this,
    () => this.api,
    () => this.pageSize,
  );
  /** The first page; runs again when the clients or the page size change, and on Try again. */
  private readonly firstPage = new Task(this, {
    args: () => [this.api, this.pageSize] as const,
    task: ([api, pageSize], { signal }) => {
      this.paging.dropPending();
      return api ? api.video.myChannels({ maxResults: pageSize }, signal) : initialState;
    },
    onComplete: (page) => {
      this.paging.takeFirst(page);
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
      this.paging.takeFirst(page);
    },
    alsoOnRefresh: () => {
      this.paging.retry();
    },
  });
  /** The card whose detail is open; Back puts focus on it again. */
  private readonly detail = new ItemDetail(this, (index) => this.grid?.focusIndex(index));
  private readonly compactOf = compactMemo();
  private focusedOnce = false;

  @query('tv-channel-grid') private grid!: TvChannelGrid | null;

  override render() {
    const { channels, total } = this.paging;
    const open = this.detail.index === null ? undefined : channels[this.detail.index];
    const locale = this.locale ?? formatLocale();
    const compact = this.compactOf(locale, this.engineCompact);
    const cards = () =>
      channels.length === 0
        ? channelsEmpty(this.firstPage)
        : html`<tv-channel-grid
              .channels=${channels}
              .compact=${compact}
              @tv-channel-focus=${this.onCardFocus}
              @tv-channel-open=${this.onCardOpen}
            ></tv-channel-grid>
            ${this.paging.renderStatus()}`;
    return html`${channelsHeader(channels.length > 0 ? total : undefined)} ${this.fresh.renderUpdated()}
    ${this.fresh.render({
      initial: channelsLoading,
      pending: channelsLoading,
      error: (error) =>
        html`<tv-view-status status="failed" .error=${error} .task=${this.firstPage}></tv-view-status>`,
      complete: cards,
      cached: cards,
    })}
    ${open ? channelDetail(open, compact, locale, this.detail.close) : nothing}`;
  }

  protected override updated(): void {
    // Each new list focuses its first card once (a failure or an empty list: tv-view-status focuses); a
    // quiet refresh over cards on screen leaves focus where it is.
    if (this.paging.channels.length === 0) {
      this.focusedOnce = false;
      return;
    }
    const grid = this.grid;
    if (this.focusedOnce || !grid) return;
    this.focusedOnce = true;
    // The cards are drawn in the grid's own update, after this one.
    void grid.updateComplete.then(() => grid.focusIndex(0));
  }

  private readonly onCardFocus = (event: CustomEvent<{ index: number }>): void => {
    this.paging.focused(event.detail.index);
  };

  private readonly onCardOpen = (event: CustomEvent<{ index: number }>): void => {
    if (this.paging.channels[event.detail.index]) this.detail.open(event.detail.index);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channels': TvChannels;
  }
}
