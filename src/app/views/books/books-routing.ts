/**
 * Moving between the Books view's screens through the router
 * (docs/navigation.md#the-router--navigation-navnavigationts): which screen the router names now, and
 * opening search or a volume's detail; Back (the router's, or the detail's own Close) returns to where it
 * was opened from. The router keeps the history; this keeps the volumes the view has shown, as a detail
 * route names its volume only by id.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Volume } from '#shared/wire/books.ts';
import { navigationOf } from '../../nav/navigation.ts';
import { RouteController } from '../../nav/route-controller.ts';
import { detailParams, screenOf, type BooksScreen } from './books-screen.ts';
import type { BookOpenDetail } from './tv-book-search.ts';

export class BooksRouting {
  private readonly route: RouteController;
  /** Volumes shown so far (shelves, search results), by id: a detail route names one. */
  private readonly volumes = new Map<string, Volume>();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    this.route = new RouteController(host);
  }

  /** The screen the router names; a detail whose volume the view has not shown falls back to the shelves. */
  get screen(): BooksScreen {
    return screenOf(this.route.current, this.volumes);
  }

  /** Opens a volume's detail; `shelfId` is the person's shelf it was opened from (null: search, public shelves). */
  openDetail(volume: Volume, shelfId: number | null): void {
    this.volumes.set(volume.id, volume);
    navigationOf(this.host)?.go('books/detail', detailParams(volume, shelfId));
  }

  readonly openSearch = (): void => {
    navigationOf(this.host)?.go('books/search');
  };

  /** The detail's own Close: the same as Back. */
  readonly back = (): void => {
    navigationOf(this.host)?.back();
  };

  /** A result chosen in search. */
  readonly onSearchOpen = (event: CustomEvent<BookOpenDetail>): void => {
    this.openDetail(event.detail.volume, null);
  };
}
