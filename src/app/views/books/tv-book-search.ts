import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { browserClock, type Clock, type TimerHandle } from '../../time/clock.ts';
import { applyKey } from './osk-layout.ts';
import type { OskKeyDetail } from './tv-osk.ts';
import './tv-osk.ts';
import './tv-cover-row.ts';
import { booksMatchWords, booksMatchFirstWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';

/** Quiet time after the last key before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;
const RESULTS = 40;

type Results =
  | { name: 'idle' }
  | { name: 'searching'; query: string }
  | { name: 'found'; query: string; total: number; items: Volume[] }
  | { name: 'failed'; query: string; message: string };

export interface BookOpenDetail {
  volume: Volume;
  /** The shelf it was opened from, or null from search. */
  shelfId: number | null;
}

/**
 * Search with the on-screen keyboard: each key changes the query, and the results row follows once the
 * typing pauses (debounced with the injected clock; answers to older queries are dropped). OK on a result
 * raises `tv-book-open`. Right from the keyboard's right edge reaches the results, Left comes back.
 */
@customElement('tv-book-search')
@localized()
export class TvBookSearch extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      align-items: flex-start;
    }
    tv-osk {
      flex: 0 0 auto;
      --tv-osk-key: 56px;
    }
    .side {
      flex: 1 1 auto;
      min-width: 0;
      margin-inline-start: var(--tv-space-4);
    }
    .query {
      margin: 0 0 var(--tv-space-2);
      padding: var(--tv-space-1) var(--tv-space-2);
      border-radius: var(--tv-radius);
      background: var(--tv-color-surface);
      font-size: var(--tv-font-heading);
      min-height: 1.3em;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .caret {
      color: var(--tv-focus-ring-color);
    }
    p {
      margin: 0 0 var(--tv-space-2);
    }
    @media (min-width: 1600px) {
      tv-osk {
        --tv-osk-key: 84px;
      }
    }
  `;

  @property({ attribute: false }) client: ApiClients['books'] | undefined;
  /** Injected by tests; the browser's clock otherwise. */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** Cover width in the results row. */
  @property({ type: Number, attribute: 'item-size' }) itemSize = 120;

  @state() private query = '';
  @state() private results: Results = { name: 'idle' };

  readonly group = new FocusGroupController(this, { kind: 'row', memoryKey: 'search' });
  private timer: TimerHandle | undefined;
  private asked = 0;

  get currentQuery(): string {
    return this.query;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
  }

  override render() {
    return html`
      <tv-osk @tv-osk-key=${this.onKey}></tv-osk>
      <div class="side">
        <p class="query" data-testid="books-query" aria-live="polite">
          ${this.query}<span class="caret" aria-hidden="true">|</span>
        </p>
        <p role="status" data-testid="books-search-status">${this.statusWords()}</p>
        ${
          this.results.name === 'found' && this.results.items.length > 0
            ? html`<tv-cover-row
                label=${msg('Search results')}
                memory-key="search-results"
                item-size=${this.itemSize}
                .items=${this.results.items}
                @tv-cover-open=${this.onOpen}
              ></tv-cover-row>`
            : nothing
        }
      </div>
    `;
  }

  private statusWords(): string {
    const r = this.results;
    switch (r.name) {
      case 'idle':
        return this.query.trim() === ''
          ? msg('Type a title, an author or a word with the keyboard.')
          : msg('Searching…');
      case 'searching':
        return msg(str`Searching for “${r.query}”…`);
      case 'failed':
        return r.message;
      case 'found':
        if (r.total === 0) {
          const query = r.query;
          return msg(str`No books match “${query}”. Delete a letter or try another word.`);
        }
        if (r.total > r.items.length) {
          return booksMatchFirstWords(r.total, formatCount(r.total), formatCount(r.items.length));
        }
        return booksMatchWords(r.total, formatCount(r.total));
    }
  }

  private readonly onKey = (event: CustomEvent<OskKeyDetail>): void => {
    const next = applyKey(this.query, event.detail.action);
    if (next === this.query) return;
    this.query = next;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.asked += 1;
    if (next.trim() === '') {
      this.results = { name: 'idle' };
      return;
    }
    if (this.results.name !== 'found') this.results = { name: 'idle' };
    this.timer = this.clock.setTimeout(() => {
      void this.run(next.trim(), this.asked);
    }, SEARCH_DEBOUNCE_MS);
  };

  private async run(query: string, ticket: number): Promise<void> {
    if (!this.client) return;
    this.results = { name: 'searching', query };
    try {
      const page = await this.client.search(query, 0, RESULTS);
      if (ticket === this.asked)
        this.results = { name: 'found', query, total: page.totalItems, items: page.items };
    } catch (err) {
      const problem = problemWords(err);
      if (ticket === this.asked)
        this.results = { name: 'failed', query, message: `${problem.message} ${problem.next}` };
    }
  }

  private readonly onOpen = (event: CustomEvent<{ index: number }>): void => {
    event.stopPropagation();
    if (this.results.name !== 'found') return;
    const volume = this.results.items[event.detail.index];
    if (!volume) return;
    this.dispatchEvent(
      new CustomEvent<BookOpenDetail>('tv-book-open', {
        detail: { volume, shelfId: null },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-book-search': TvBookSearch;
  }
  interface GlobalEventHandlersEventMap {
    'tv-book-open': CustomEvent<BookOpenDetail>;
  }
}
