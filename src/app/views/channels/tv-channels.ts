/**
 * The signed-in person's video channels: one card per channel with banner or thumbnail, title, handle,
 * subscribers and views (compact numbers in the TV's locale). OK on a card opens its detail; Back closes
 * it and focus returns to the same card. Pages of channels load as focus nears the end of those shown.
 * Loading, empty and failed states are said in words with a next step.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import type { Channel } from '#shared/wire/video.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import { listMyChannels, type ChannelPage } from '../../api/video.ts';
import { toProblem, type ApiProblem } from '../../api/api-problem.ts';
import { screenStyles } from '../screen-styles.ts';
import { compactFormatter, tvLocale, type CompactFormat } from './channel-format.ts';
import type { TvChannelGrid } from './tv-channel-grid.ts';
import './tv-channel-grid.ts';
import './tv-channel-detail.ts';
import { navigationOf } from '../../nav/navigation.ts';

/** Where pages of channels come from: the video API through the session unless a test gives another. */
export type ChannelSource = (pageToken: string | undefined, pageSize: number) => Promise<ChannelPage>;

type Load = { name: 'loading' } | { name: 'loaded' } | { name: 'failed'; problem: ApiProblem };

/** Ask for the next page when focus comes within this many cards of the last one (two rows). */
export const NEAR_END = 6;

@customElement('tv-channels')
export class TvChannels extends LitElement {
  static override styles = [
    screenStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
      }
      tv-channel-grid {
        flex: 1 1 auto;
        min-height: 0;
      }
      header {
        display: flex;
        align-items: baseline;
        justify-content: space-between;
      }
      header p {
        margin: 0;
      }
      .skeleton {
        display: flex;
      }
      .skeleton div {
        width: calc((100% - 6vw) / 3);
        height: 34vh;
        margin-right: 3vw;
        border-radius: 1.4vh;
        background: var(--tv-color-surface, #1b2333);
      }
      .skeleton div:last-child {
        margin-right: 0;
      }
      .more {
        position: fixed;
        left: 5vw;
        bottom: 5vh;
        margin: 0;
        padding: 1vh 2vh;
        border-radius: 1vh;
        background: var(--tv-notice-bg, #24314d);
      }
    `,
  ];

  /** The TV's locale for numbers and dates (the browser's unless a test sets it). */
  @property() locale = tvLocale();
  /** Use the engine's compact notation: undefined detects it; false forces the short forms built here. */
  @property({ attribute: false }) engineCompact: boolean | undefined;
  /** Channels asked for per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 24;
  @property({ attribute: false }) source: ChannelSource | undefined;

  @state() private load: Load = { name: 'loading' };
  @state() private channels: Channel[] = [];
  @state() private total = 0;
  @state() private loadingMore = false;
  @state() private moreProblem: ApiProblem | null = null;
  /** Index of the card whose detail is open. */
  @state() private detail: number | null = null;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  @query('tv-channel-grid') private grid!: TvChannelGrid | null;

  private nextPageToken: string | undefined;
  /** Counts loads from the first page; an answer to an older load is dropped. */
  private generation = 0;
  private focusedOnce = false;
  private compactFor: { key: string; format: CompactFormat } | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.start();
  }

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
        <h1>Channels</h1>
        ${
          this.load.name === 'loaded' && this.channels.length > 0
            ? html`<p class="muted">
                ${this.total === 1 ? '1 channel' : `${String(this.total)} channels`} · OK for details
              </p>`
            : nothing
        }
      </header>
      ${this.renderBody()}
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
    if (this.load.name === 'loading' || this.focusedOnce) return;
    this.focusedOnce = true;
    const grid = this.grid;
    if (grid) {
      // The cards are drawn in the grid's own update, after this one.
      void grid.updateComplete.then(() => grid.focusIndex(0));
    } else {
      this.renderRoot.querySelector<HTMLElement>('button')?.focus();
    }
  }

  private renderBody() {
    switch (this.load.name) {
      case 'loading':
        return html`<p role="status">Loading your channels…</p>
          <button data-nav-transient @click=${this.back}>Back to Home</button>
          <div class="skeleton" aria-hidden="true">
            <div></div>
            <div></div>
            <div></div>
          </div>`;
      case 'failed':
        return html`<section>
          <p role="alert">${this.load.problem.message}</p>
          <p class="muted">${this.load.problem.next}</p>
          <button @click=${this.retry}>Try again</button>
          <button @click=${this.back}>Back to Home</button>
        </section>`;
      case 'loaded':
        if (this.channels.length === 0) {
          return html`<section>
            <p role="status">No channels on this account.</p>
            <p class="muted">
              Create a channel with this account on the video site, then choose Check again. Or sign out in
              Settings and sign in with the account that has your channels.
            </p>
            <button @click=${this.retry}>Check again</button>
            <button @click=${this.back}>Back to Home</button>
          </section>`;
        }
        return html`<tv-channel-grid
            .channels=${this.channels}
            .compact=${this.compact}
            @tv-channel-focus=${this.onCardFocus}
            @tv-channel-open=${this.openDetail}
          ></tv-channel-grid>
          ${this.renderMore()}`;
    }
  }

  private renderMore() {
    if (this.loadingMore) return html`<p class="more" role="status">Loading more channels…</p>`;
    if (this.moreProblem) {
      return html`<p class="more" role="alert">
        More channels could not be loaded: ${this.moreProblem.message} Move to the last card to try again.
      </p>`;
    }
    return nothing;
  }

  private sourceOrClient(): ChannelSource | undefined {
    if (this.source) return this.source;
    const session = this.sessionValue?.session;
    const config = this.configValue;
    if (!session || !config) return undefined;
    return (pageToken, maxResults) =>
      listMyChannels(
        session,
        config.config.apiBase,
        pageToken === undefined ? { maxResults } : { pageToken, maxResults },
      );
  }

  private async start(): Promise<void> {
    const source = this.sourceOrClient();
    if (!source) return;
    const generation = ++this.generation;
    this.load = { name: 'loading' };
    this.focusedOnce = false;
    this.moreProblem = null;
    this.loadingMore = false;
    try {
      const page = await source(undefined, this.pageSize);
      if (generation !== this.generation) return;
      this.channels = page.channels;
      this.total = Math.max(page.total, page.channels.length);
      this.nextPageToken = page.nextPageToken;
      this.load = { name: 'loaded' };
    } catch (err) {
      if (generation === this.generation) this.load = { name: 'failed', problem: toProblem(err) };
    }
  }

  private readonly onCardFocus = (event: CustomEvent<{ index: number }>): void => {
    if (event.detail.index >= this.channels.length - NEAR_END) void this.loadMore();
  };

  private async loadMore(): Promise<void> {
    const source = this.sourceOrClient();
    const token = this.nextPageToken;
    if (!source || token === undefined || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.moreProblem = null;
    try {
      const page = await source(token, this.pageSize);
      if (generation !== this.generation) return;
      const known = new Set(this.channels.map((c) => c.id));
      this.channels = [...this.channels, ...page.channels.filter((c) => !known.has(c.id))];
      this.total = Math.max(page.total, this.channels.length);
      this.nextPageToken = page.nextPageToken;
    } catch (err) {
      // The cards already shown stay; the next move near the end asks again.
      if (generation === this.generation) this.moreProblem = toProblem(err);
    } finally {
      if (generation === this.generation) this.loadingMore = false;
    }
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

  private readonly retry = (): void => {
    void this.start();
  };

  private readonly back = (): void => {
    navigationOf(this)?.toHome();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channels': TvChannels;
  }
}
