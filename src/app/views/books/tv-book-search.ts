import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { focusRingItem } from '../../ui/theme.ts';
import { BookSearchRun } from './book-search-run.ts';
import { MAX_QUERY_LENGTH } from './osk-layout.ts';
import { searchStyles } from './search-styles.ts';
import { SearchTyping } from './search-typing.ts';
import './tv-osk.ts';
import './tv-cover-row.ts';

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

  /** The field above the keyboard, the keyboard and the results: moved among by where they are. */
  readonly group = new FocusGroupController(this, {
    kind: 'grid',
    memoryKey: 'search',
    // The screen opens on the keyboard, which every remote can type with.
    defaultItem: () => this.renderRoot.querySelector('tv-osk'),
  });
  /** The query, and its results once the typing pauses. */
  private readonly search = new BookSearchRun(
    this,
    () => this.client,
    () => this.clock,
  );
  /** The on-screen keyboard, a keyboard's keys wherever focus is on this screen, and the field. */
  protected readonly typing = new SearchTyping(this, this.search);

  get currentQuery(): string {
    return this.search.query;
  }

  override render() {
    const found = this.found;
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
          .value=${this.search.query}
          @input=${this.typing.onInput}
        />
        <tv-osk @tv-osk-key=${this.typing.onKey}></tv-osk>
      </div>
      <div class="side">
        <p class="spoken" aria-live="polite">${this.typing.spoken}</p>
        <p role="status" data-testid="books-search-status">${this.search.words()}</p>
        ${
          found.length > 0
            ? html`<tv-cover-row
                label=${msg('Search results')}
                memory-key="search-results"
                item-size=${this.itemSize}
                .items=${found}
                @tv-cover-open=${this.onOpen}
              ></tv-cover-row>`
            : nothing
        }
      </div>
    `;
  }

  /** The volumes found for the query on screen. */
  private get found(): Volume[] {
    return this.search.results.name === 'found' ? this.search.results.items : [];
  }

  private readonly onOpen = (event: CustomEvent<{ index: number }>): void => {
    event.stopPropagation();
    const volume = this.found[event.detail.index];
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
