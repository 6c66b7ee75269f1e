/**
 * The Books view's shelves screen: what it shows once the shelf list has arrived (or was kept from an
 * earlier visit), and what it does with its covers' events: OK on a cover opens its detail, covers coming
 * into view are asked for, a moved volume reloads both shelves, and the focused shelf is kept in view (the
 * section does not scroll by itself).
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import type { Volume } from '#shared/wire/books.ts';
import type { ConfigValue } from '../../contexts.ts';
import type { FreshDataController } from '../../data/fresh-data.ts';
import type { Rerunnable, StatusAction } from '../../ui/tv-view-status.ts';
import type { KeptLibrary } from './books-fresh.ts';
import type { Library } from './books-library.ts';
import type { ShelfLoader } from './shelf-loader.ts';
import { renderShelves, scopeNotice } from './shelves-section.ts';
import type { BookMovedDetail } from './tv-book-detail.ts';
import type { CoverNeedDetail } from './tv-cover-row.ts';

/** Cover width in a shelf row: larger type from 1600 px wide (docs/navigation.md#ten-foot-theme--uithemets). */
const coverSize = (): number => (window.innerWidth >= 1600 ? 210 : 140);

export interface ShelvesParts {
  scopeMissing: boolean;
  config: ConfigValue | undefined;
  openSearch: () => void;
}

/**
 * The shelves screen in each state of the library's load: loading, failed (Try again, or search instead:
 * search works without the shelves), the library, or the shelves kept from an earlier visit.
 */
export function shelvesScreen(
  fresh: FreshDataController<Library, KeptLibrary>,
  load: Rerunnable,
  parts: ShelvesParts,
) {
  const loading = () => html`<tv-view-status words=${msg('Loading the bookshelves…')}></tv-view-status>`;
  const searchInstead: StatusAction = {
    get label() {
      return msg('Search books');
    },
    run: parts.openSearch,
  };
  return fresh.render({
    initial: loading,
    pending: loading,
    error: (error) =>
      html`<tv-view-status
        status="failed"
        .error=${error}
        .task=${load}
        .other=${searchInstead}
      ></tv-view-status>`,
    complete: (library) => libraryShelves(library, parts),
    cached: (kept) => keptShelves(kept, parts.openSearch),
  });
}

/** The shelves of the library that arrived, or why there are none (search still works). */
export function libraryShelves({ loader }: Library, parts: ShelvesParts) {
  const notice = parts.scopeMissing ? scopeNotice(parts.config) : nothing;
  if (!loader) {
    return html`${notice}
      <p>${msg('No public bookshelves are set up for this TV, so there are no shelves to show.')}</p>
      <button @click=${parts.openSearch}>${msg('Search books')}</button>`;
  }
  return html`${notice}
    <button class="search" @click=${parts.openSearch}>${msg('Search books')}</button>
    ${renderShelves(loader.rows, coverSize(), (id) => {
      loader.retry(id);
    })}`;
}

/** The shelves kept from an earlier visit, until the library arrives. */
export function keptShelves(kept: KeptLibrary, openSearch: () => void) {
  return html`<button class="search" @click=${openSearch}>${msg('Search books')}</button> ${renderShelves(
      kept.shelves.map(({ shelf, items }) => ({ shelf, items: items.map((v) => v ?? undefined) })),
      coverSize(),
    )}`;
}

/** The events of the shelves' covers and of a volume's detail, on the loaded shelves. */
export class ShelfEvents {
  constructor(
    private readonly loader: () => ShelfLoader | undefined,
    /** Opens a volume's detail, from the person's shelf `shelfId`. */
    private readonly open: (volume: Volume, shelfId: number) => void,
  ) {}

  readonly onCoverOpen = (event: CustomEvent<{ index: number }>): void => {
    const row = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.dataset.shelf !== undefined);
    const loader = this.loader();
    if (!row || !loader) return;
    const shelfId = Number(row.dataset.shelf);
    const volume = loader.rows.find((r) => r.shelf.id === shelfId)?.items[event.detail.index];
    if (volume) this.open(volume, shelfId);
  };

  readonly onNeed = (event: CustomEvent<CoverNeedDetail>): void => {
    const row = event.target instanceof HTMLElement ? event.target.dataset.shelf : undefined;
    if (row === undefined) return;
    this.loader()?.need(Number(row), event.detail.from, event.detail.to);
  };

  readonly onMoved = (event: CustomEvent<BookMovedDetail>): void => {
    const loader = this.loader();
    if (!loader) return;
    void loader.reload(event.detail.to);
    if (event.detail.from !== null) void loader.reload(event.detail.from);
  };

  /** Keeps the focused shelf in view: its heading at the top; the first shelf keeps Search above it in view. */
  readonly onFocusIn = (event: FocusEvent): void => {
    const shelf = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.classList.contains('shelf'));
    const section = shelf?.parentElement;
    if (shelf && section) section.scrollTop = shelf === section.querySelector('.shelf') ? 0 : shelf.offsetTop;
  };
}
