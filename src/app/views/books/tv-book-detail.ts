/**
 * One volume in full: cover, title, authors, year, publisher, pages, subjects and description. With the
 * books scope the person can move it to another of their shelves or, from search, add it to one
 * (shelf-move.ts); `tv-book-moved` then tells the screen to reload.
 */
import { localized } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Bookshelf, Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { pagesWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { bookDetailStyles } from './book-detail-styles.ts';
import { ShelfMove } from './shelf-move.ts';

export interface BookMovedDetail {
  volumeId: string;
  from: number | null;
  to: number;
}

@customElement('tv-book-detail')
@localized()
export class TvBookDetail extends LitElement {
  static override styles = bookDetailStyles;

  @property({ attribute: false }) volume: Volume | undefined;
  /** The shelf the volume was opened from; null from search or a public shelf. */
  @property({ attribute: false }) shelfId: number | null = null;
  /** The person's shelves a volume may be put on; empty without the books scope. */
  @property({ attribute: false }) shelves: readonly Bookshelf[] = [];
  /** Why moving is not offered, when it is not. */
  @property() cannotMove = '';
  @property({ attribute: false }) client: ApiClients['books'] | undefined;

  readonly group = new FocusGroupController(this, { kind: 'grid', memoryKey: 'detail' });
  /** Moving to another shelf; made after the group, so its Back hears keys after the group does. */
  protected readonly move = new ShelfMove(this, () => {
    this.back();
  });

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  override render() {
    const v = this.volume;
    if (!v) return nothing;
    const info = v.volumeInfo;
    const facts = [
      info.publishedDate,
      info.publisher,
      info.pageCount > 0 ? pagesWords(info.pageCount, formatCount(info.pageCount)) : '',
    ]
      .filter((s) => s !== '')
      .join(' · ');
    return html`
      <img src=${info.imageLinks.thumbnail} alt="" />
      <div class="info">
        <h2 data-testid="book-title">${info.title}</h2>
        ${info.subtitle ? html`<p class="sub">${info.subtitle}</p>` : nothing}
        <p class="sub">${info.authors.join(', ')}</p>
        <p class="muted">${facts}</p>
        ${info.categories.length > 0 ? html`<p class="muted">${info.categories.join(', ')}</p>` : nothing}
        ${
          info.description && !this.move.choosing
            ? html`<p class="description" dir="auto">${info.description}</p>`
            : nothing
        }
        ${this.move.render()}
      </div>
    `;
  }

  private back(): void {
    this.dispatchEvent(new CustomEvent('tv-book-close', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-book-detail': TvBookDetail;
  }
  interface GlobalEventHandlersEventMap {
    'tv-book-moved': CustomEvent<BookMovedDetail>;
    'tv-book-close': CustomEvent;
  }
}
