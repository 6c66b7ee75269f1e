import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { keyOrigin } from '../../nav/keys.ts';
import { browserClock, type Clock, type TimerHandle } from '../../time/clock.ts';
import { focusRingItem } from '../../ui/theme.ts';
import { applyKey, MAX_QUERY_LENGTH, type KeyAction } from './osk-layout.ts';
import { searchStyles } from './search-styles.ts';
import { typedAction } from './search-typing.ts';
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
 * Search with the on-screen keyboard, a physical keyboard or the platform's own: each key changes the query,
 * and the results row follows once the typing pauses (debounced with the injected clock; answers to older
 * queries are dropped). OK on a result raises `tv-book-open`. The query is an `<input type="search">` above
 * the keyboard, so a platform that offers its keyboard or voice input for text fields opens it there;
 * printable keys typed anywhere on the screen go into the query too. Right from the keyboard's right edge
 * reaches the results, Left comes back; Up from the keyboard's top row reaches the field.
 */
@customElement('tv-book-search')
@localized()
export class TvBookSearch extends LitElement {
  static override styles = [focusRingItem, searchStyles];

  @property({ attribute: false }) client: ApiClients['books'] | undefined;
  /** Injected by tests; the browser's clock otherwise. */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** Cover width in the results row. */
  @property({ type: Number, attribute: 'item-size' }) itemSize = 120;

  @state() private query = '';
  /**
   * The query as a live region says it: set when a key changed it while focus is not in the field (the
   * on-screen keyboard, a key typed over the keys). Typing in the field is echoed by the reader itself.
   */
  @state() private spokenQuery = '';
  @state() private results: Results = { name: 'idle' };

  /** The field above the keyboard, the keyboard and the results: moved among by where they are. */
  readonly group = new FocusGroupController(this, {
    kind: 'grid',
    memoryKey: 'search',
    // The screen opens on the keyboard, which every remote can type with.
    defaultItem: () => this.renderRoot.querySelector('tv-osk'),
  });
  /** Printable keys and Backspace from a keyboard, wherever focus is on this screen. */
  protected readonly typing = new KeyListenerController(this, (event) => {
    this.onTyped(event);
  });
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
      <div class="keys">
        <input
          type="search"
          class="query focusable"
          data-testid="books-query"
          aria-label=${msg('Search books')}
          placeholder=${msg('Title, author or word')}
          autocomplete="off"
          spellcheck="false"
          maxlength=${MAX_QUERY_LENGTH}
          .value=${this.query}
          @input=${this.onInput}
        />
        <tv-osk @tv-osk-key=${this.onKey}></tv-osk>
      </div>
      <div class="side">
        <p class="spoken" aria-live="polite">${this.spokenQuery}</p>
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
          // The provider matches a word as a prefix from three letters on (docs/books.md#bounded-work).
          if (/(^|\s)[\p{L}\p{N}]{1,2}$/u.test(query.trim())) {
            return msg(
              str`No books match “${query}” yet. Type another letter to find words that start with it.`,
            );
          }
          return msg(str`No books match “${query}”. Delete a letter or try another word.`);
        }
        if (r.total > r.items.length) {
          return booksMatchFirstWords(r.total, formatCount(r.total), formatCount(r.items.length));
        }
        return booksMatchWords(r.total, formatCount(r.total));
    }
  }

  private readonly onKey = (event: CustomEvent<OskKeyDetail>): void => {
    this.type(event.detail.action);
  };

  /** A keyboard's key typed while focus is on the keys or the results (the field types by itself). */
  private onTyped(event: KeyboardEvent): void {
    if (event.defaultPrevented || keyOrigin(event) instanceof HTMLInputElement) return;
    const action = typedAction(event, this.query);
    if (!action) return;
    event.preventDefault();
    this.type(action);
  }

  private type(action: KeyAction): void {
    const next = applyKey(this.query, action);
    if (next === this.query) return;
    this.spokenQuery = next === '' ? msg('Search cleared.') : msg(str`Search: ${next}`);
    this.setQuery(next);
  }

  /** The field changed by itself: typed into, or filled by the platform's keyboard or voice input. */
  private readonly onInput = (event: Event): void => {
    const field = event.target as HTMLInputElement;
    this.setQuery(field.value.slice(0, MAX_QUERY_LENGTH));
  };

  private setQuery(next: string): void {
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
  }

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
