/**
 * The Books view's screens over its shelves, as templates: the search (drawn once the clients are there and
 * kept while hidden, so its query stays) and a volume's detail. The view draws the one the router names.
 */
import { html, nothing } from 'lit';
import type { ApiClients } from '../../api/api-context.ts';
import type { Clock } from '../../time/clock.ts';
import type { BookMovedDetail } from './tv-book-detail.ts';
import type { BookOpenDetail } from './tv-book-search.ts';
import { cannotMoveWords, type BooksScreen } from './books-screen.ts';
import { writableShelves } from './books-library.ts';
import type { ShelfLoader } from './shelf-loader.ts';
import './tv-book-search.ts';
import './tv-book-detail.ts';

export function searchScreen(
  api: ApiClients | undefined,
  clock: Clock,
  onOpen: (event: CustomEvent<BookOpenDetail>) => void,
) {
  return api
    ? html`<tv-book-search
        .client=${api.books}
        .clock=${clock}
        item-size=${window.innerWidth >= 1600 ? 180 : 120}
        @tv-book-open=${onOpen}
      ></tv-book-search>`
    : nothing;
}

export interface DetailParts {
  api: ApiClients | undefined;
  loader: ShelfLoader | undefined;
  scopeMissing: boolean;
  onClose: () => void;
  onMoved: (event: CustomEvent<BookMovedDetail>) => void;
}

export function detailScreen(screen: BooksScreen, parts: DetailParts) {
  return screen.name === 'detail'
    ? html`<section>
        <tv-book-detail
          .volume=${screen.volume}
          .shelfId=${screen.shelfId}
          .shelves=${writableShelves(parts.loader, parts.scopeMissing)}
          .client=${parts.api?.books}
          cannotMove=${cannotMoveWords(parts.scopeMissing, screen)}
          @tv-book-close=${parts.onClose}
          @tv-book-moved=${parts.onMoved}
        ></tv-book-detail>
      </section>`
    : nothing;
}
