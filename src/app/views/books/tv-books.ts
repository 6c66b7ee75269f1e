import { localized, msg } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { SCOPES } from '#shared/scopes.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { screenStyles } from '../screen-styles.ts';
import { booksPublicUserId } from './books-config.ts';
import { booksFreshData } from './books-fresh.ts';
import { loadLibrary, ownerWords, type Library } from './books-library.ts';
import type { BooksScreen } from './books-screen.ts';
import { detailScreen, searchScreen } from './books-parts.ts';
import { BooksRouting } from './books-routing.ts';
import { ShelfEvents, shelvesScreen } from './books-shelves.ts';
import { shelvesStyles } from './shelves-section.ts';

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
  private readonly shelves = new ShelfEvents(
    () => this.library.value?.loader,
    (volume, shelfId) => {
      this.routing.openDetail(volume, this.scopeMissing ? null : shelfId);
    },
  );
  private shownScreen: BooksScreen['name'] | undefined;

  override render() {
    const screen = this.routing.screen;
    const scopeMissing = this.scopeMissing;
    const owner = this.sessionValue ? ownerWords(scopeMissing, this.library.value?.owner) : '';
    const { openSearch } = this.routing;
    return html`
      <div class="heading">
        <h1>${screen.name === 'search' ? msg('Search books') : msg('Books')}</h1>
        <p class="muted">${owner}</p>
        ${this.fresh.renderUpdated()}
      </div>
      <section
        class="shelves"
        ?hidden=${screen.name !== 'shelves'}
        @tv-cover-open=${this.shelves.onCoverOpen}
        @tv-cover-need=${this.shelves.onNeed}
        @focusin=${this.shelves.onFocusIn}
      >
        ${shelvesScreen(this.fresh, this.library, { scopeMissing, config: this.configValue, openSearch })}
      </section>
      <section ?hidden=${screen.name !== 'search'}>
        ${searchScreen(this.api, this.clock, this.routing.onSearchOpen)}
      </section>
      ${detailScreen(screen, {
        api: this.api,
        loader: this.library.value?.loader,
        scopeMissing,
        onClose: this.routing.back,
        onMoved: this.shelves.onMoved,
      })}
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

  /** Without the books scope: only public shelves, or search. */
  private get scopeMissing(): boolean {
    const session = this.sessionValue?.session;
    return session !== undefined && !session.grantsAny([SCOPES.books]);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-books': TvBooks;
  }
}
