import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { SCOPES } from '#shared/scopes.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { viewStatusStyles, type StatusAction } from '../../ui/tv-view-status.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { screenStyles } from '../screen-styles.ts';
import { booksPublicUserId } from './books-config.ts';
import { booksFreshData, type KeptLibrary } from './books-fresh.ts';
import type { ShelfLoader } from './shelf-loader.ts';
import { loadLibrary, ownerWords, writableShelves, type Library } from './books-library.ts';
import { cannotMoveWords, type BooksScreen } from './books-screen.ts';
import { BooksRouting } from './books-routing.ts';
import { renderShelves, scopeNotice, shelvesStyles } from './shelves-section.ts';
import type { CoverNeedDetail } from './tv-cover-row.ts';
import './tv-book-search.ts';
import './tv-book-detail.ts';

/**
 * Books: the person's shelves as rows of covers (or, without the books scope, the public shelves of the
 * configured user, saying why "My library" is missing), a search with the on-screen keyboard, and a
 * volume's detail where it can be moved to another shelf. Search (`books/search`) and detail
 * (`books/detail` with `{ volumeId, shelfId? }`) are routes: the view draws the one the router names, over
 * the shelves, which stay rendered (hidden) so that Back (the router's) returns to the same cover.
 */
@customElement('tv-books')
@localized()
export class TvBooks extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, shelvesStyles];

  /** Injected by tests; the browser's clock otherwise (the search debounce runs on it). */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** Where the configured public user comes from (the config context); tests inject their own. */
  @property({ attribute: false }) loadPublicUserId: () => Promise<string | undefined> = () =>
    Promise.resolve(booksPublicUserId(this.configValue));

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** Whose shelves, then the shelf list; runs again when the clients or the session change. */
  private readonly library = new Task(this, {
    args: () => [this.api?.books, this.sessionValue?.session] as const,
    task: async ([books, session], { signal }): Promise<Library | typeof initialState> => {
      if (!books || !session) return initialState;
      const changed = () => {
        this.requestUpdate();
      };
      // A refresh seeds the new shelves with the covers on screen (the task keeps its value while pending).
      const shown = this.library.value?.loader;
      return loadLibrary(books, session, () => this.loadPublicUserId(), changed, signal, shown);
    },
  });
  /** Quiet refreshes; the shelves last shown kept per account (docs/app.md#fresh-data). */
  private readonly fresh = booksFreshData(this, { clock: () => this.clock, task: () => this.library });

  readonly group = new FocusGroupController(this, { kind: 'column', memoryKey: 'books' });
  /** Shelves, search or a volume's detail, as the router names them. */
  private readonly routing = new BooksRouting(this);
  private shownScreen: BooksScreen['name'] | undefined;
  /** The way out of a failed load: search works without the shelves. */
  private readonly searchInstead: StatusAction = {
    get label() {
      return msg('Search books');
    },
    run: () => {
      this.routing.openSearch();
    },
  };

  override render() {
    const screen = this.routing.screen;
    const owner = this.sessionValue ? ownerWords(this.scopeMissing, this.library.value?.owner) : '';
    return html`
      <div class="heading">
        <h1>${screen.name === 'search' ? msg('Search books') : msg('Books')}</h1>
        <p class="muted">${owner}</p>
        ${this.fresh.renderUpdated()}
      </div>
      <section
        class="shelves"
        ?hidden=${screen.name !== 'shelves'}
        @tv-cover-open=${this.onCoverOpen}
        @tv-cover-need=${this.onNeed}
        @focusin=${this.onShelvesFocus}
      >
        ${this.renderLibrary()}
      </section>
      <section ?hidden=${screen.name !== 'search'}>
        ${
          this.api
            ? html`<tv-book-search
                .client=${this.api.books}
                .clock=${this.clock}
                item-size=${window.innerWidth >= 1600 ? 180 : 120}
                @tv-book-open=${this.routing.onSearchOpen}
              ></tv-book-search>`
            : nothing
        }
      </section>
      ${
        screen.name === 'detail'
          ? html`<section>
              <tv-book-detail
                .volume=${screen.volume}
                .shelfId=${screen.shelfId}
                .shelves=${writableShelves(this.loader, this.scopeMissing)}
                .client=${this.api?.books}
                cannotMove=${cannotMoveWords(this.scopeMissing, screen)}
                @tv-book-close=${this.routing.back}
                @tv-book-moved=${this.onMoved}
              ></tv-book-detail>
            </section>`
          : nothing
      }
    `;
  }

  protected override updated(): void {
    const shown = this.routing.screen.name;
    const was = this.shownScreen;
    this.shownScreen = shown;
    // Search opened (not returned to from a detail, where focus goes back to where it was): the keyboard.
    if (shown === 'search' && was !== 'search' && was !== 'detail') {
      void this.updateComplete.then(() => this.renderRoot.querySelector('tv-book-search')?.group.enter());
    }
    if (deepActiveElement() !== null) return;
    if (shown === 'shelves') this.group.enter();
  }

  private renderLibrary() {
    const loading = () => html`<tv-view-status words=${msg('Loading the bookshelves…')}></tv-view-status>`;
    return this.fresh.render({
      initial: loading,
      pending: loading,
      error: (error) =>
        html`<tv-view-status
          status="failed"
          .error=${error}
          .task=${this.library}
          .other=${this.searchInstead}
        ></tv-view-status>`,
      complete: ({ loader }) => {
        const notice = this.scopeMissing ? scopeNotice(this.configValue) : nothing;
        if (!loader) {
          return html`${notice}
            <p>${msg('No public bookshelves are set up for this TV, so there are no shelves to show.')}</p>
            <button @click=${this.routing.openSearch}>${msg('Search books')}</button>`;
        }
        return html`${notice}
          <button class="search" @click=${this.routing.openSearch}>${msg('Search books')}</button>
          ${renderShelves(loader.rows, coverSize(), (id) => {
            loader.retry(id);
          })}`;
      },
      cached: (kept: KeptLibrary) =>
        html`<button class="search" @click=${this.routing.openSearch}>${msg('Search books')}</button>
          ${renderShelves(
            kept.shelves.map(({ shelf, items }) => ({ shelf, items: items.map((v) => v ?? undefined) })),
            coverSize(),
          )}`,
    });
  }

  /** Without the books scope: only public shelves, or search. */
  private get scopeMissing(): boolean {
    const session = this.sessionValue?.session;
    return session !== undefined && !session.grantsAny([SCOPES.books]);
  }

  /** The loaded shelves, once the list has arrived (and while a refresh loads them again). */
  private get loader(): ShelfLoader | undefined {
    return this.library.value?.loader;
  }

  private readonly onCoverOpen = (event: CustomEvent<{ index: number }>): void => {
    const row = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.dataset.shelf !== undefined);
    const loader = this.loader;
    if (!row || !loader) return;
    const shelfId = Number(row.dataset.shelf);
    const volume = loader.rows.find((r) => r.shelf.id === shelfId)?.items[event.detail.index];
    if (!volume) return;
    this.routing.openDetail(volume, this.scopeMissing ? null : shelfId);
  };

  private readonly onNeed = (event: CustomEvent<CoverNeedDetail>): void => {
    const row = event.target instanceof HTMLElement ? event.target.dataset.shelf : undefined;
    if (row === undefined) return;
    this.loader?.need(Number(row), event.detail.from, event.detail.to);
  };

  private readonly onMoved = (event: CustomEvent<{ from: number | null; to: number }>): void => {
    const loader = this.loader;
    if (!loader) return;
    void loader.reload(event.detail.to);
    if (event.detail.from !== null) void loader.reload(event.detail.from);
  };

  /** Keeps the focused shelf in view (the section does not scroll by itself). */
  private readonly onShelvesFocus = (event: FocusEvent): void => {
    const shelf = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.classList.contains('shelf'));
    if (!shelf) return;
    // The focused shelf's heading at the top; the first shelf keeps the Search button above it in view.
    const section = shelf.parentElement;
    if (section) section.scrollTop = shelf === section.querySelector('.shelf') ? 0 : shelf.offsetTop;
  };
}

/** Cover width in a shelf row: larger type from 1600 px wide (docs/navigation.md#ten-foot-theme--uithemets). */
const coverSize = (): number => (window.innerWidth >= 1600 ? 210 : 140);

declare global {
  interface HTMLElementTagNameMap {
    'tv-books': TvBooks;
  }
}
