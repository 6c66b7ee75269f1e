import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { focusRingButton } from '../../ui/theme.ts';
import { pagesWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';
import type { Bookshelf, Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { shelfName } from './shelf-name.ts';

export interface BookMovedDetail {
  volumeId: string;
  from: number | null;
  to: number;
}

type Move =
  | { name: 'idle' }
  | { name: 'choosing' }
  | { name: 'moving'; to: Bookshelf }
  | { name: 'done'; words: string };

/**
 * One volume in full: cover, title, authors, year, publisher, pages, subjects and description. With the
 * books scope the person can move it to another of their shelves (add there, then take it off the shelf it
 * was opened from) or, from search, add it to one; `tv-book-moved` then tells the screen to reload.
 */
@customElement('tv-book-detail')
@localized()
export class TvBookDetail extends LitElement {
  static override styles = [
    css`
      :host {
        display: flex;
        align-items: flex-start;
      }
      img {
        flex: 0 0 auto;
        width: 24vh;
        height: 36vh;
        border-radius: 6px;
        margin-inline-end: var(--tv-space-4);
      }
      .info {
        flex: 1 1 auto;
        min-width: 0;
      }
      h2 {
        margin: 0;
        font-size: var(--tv-font-title);
        line-height: 1.1;
      }
      p {
        margin: 0 0 var(--tv-space-2);
      }
      .sub {
        font-size: var(--tv-font-heading);
        color: var(--tv-color-text-muted);
      }
      .description {
        max-width: 60em;
        display: -webkit-box;
        -webkit-line-clamp: 4;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      /* Data in its own direction (dir="auto"), kept on the page's side: an English description on an Arabic
         page keeps its full stop at its end and lines up with the Arabic around it. */
      :host-context([dir='rtl']) .description {
        text-align: right;
      }
      .muted {
        color: var(--tv-color-text-muted);
      }
      button {
        font: inherit;
        font-weight: 600;
        margin: 0 0 var(--tv-space-2);
        margin-inline-end: var(--tv-space-2);
        padding: var(--tv-space-1) var(--tv-space-3);
        border: none;
        border-radius: var(--tv-radius);
        background: var(--tv-color-surface);
        color: var(--tv-color-text);
        outline: none;
      }
    `,
    focusRingButton,
  ];

  @property({ attribute: false }) volume: Volume | undefined;
  /** The shelf the volume was opened from; null from search or a public shelf. */
  @property({ attribute: false }) shelfId: number | null = null;
  /** The person's shelves a volume may be put on; empty without the books scope. */
  @property({ attribute: false }) shelves: readonly Bookshelf[] = [];
  /** Why moving is not offered, when it is not. */
  @property() cannotMove = '';
  @property({ attribute: false }) client: ApiClients['books'] | undefined;

  @state() private move: Move = { name: 'idle' };

  readonly group = new FocusGroupController(this, { kind: 'grid', memoryKey: 'detail' });
  /** Back while a shelf is being chosen; made after the group, so it hears keys after the group does. */
  protected readonly keys = new KeyListenerController(this, (event) => {
    this.onKeyDown(event);
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
          // While a shelf is chosen the description steps aside, so every shelf fits a 720p screen.
          info.description && this.move.name !== 'choosing'
            ? html`<p class="description" dir="auto">${info.description}</p>`
            : nothing
        }
        ${this.renderMove()}
      </div>
    `;
  }

  private renderMove() {
    const targets = this.shelves.filter((s) => s.id !== this.shelfId);
    const verb = this.shelfId === null ? msg('Add to a shelf') : msg('Move to another shelf');
    switch (this.move.name) {
      case 'idle':
        return html`${
            this.cannotMove
              ? html`<p class="muted">${this.cannotMove}</p>`
              : html`<button data-action="move" @click=${this.choose}>${verb}</button>`
          } <button @click=${this.back}>${msg('Back')}</button>`;
      case 'choosing':
        return html`<p>${verb}:</p>
          ${targets.map((shelf) => html`<button data-shelf=${shelf.id} @click=${() => void this.moveTo(shelf)}>${shelfName(shelf)}</button>`)}
          <button @click=${this.cancel}>${msg('Cancel')}</button>`;
      case 'moving':
        return html`<p role="status">${msg(str`Putting it on “${shelfName(this.move.to)}”…`)}</p>`;
      case 'done':
        return html`<p role="status" data-testid="move-status">${this.move.words}</p>
          <button @click=${this.back}>${msg('Back')}</button>`;
    }
  }

  /** Back while a shelf is being chosen closes only the choice, as Cancel does; the book stays open. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || this.move.name !== 'choosing' || remoteActionOf(event) !== 'back') return;
    event.preventDefault();
    this.cancel();
  };

  private readonly choose = (): void => {
    this.move = { name: 'choosing' };
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('button')?.focus());
  };

  private readonly cancel = (): void => {
    this.move = { name: 'idle' };
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('button')?.focus());
  };

  private async moveTo(to: Bookshelf): Promise<void> {
    const volume = this.volume;
    if (!volume || !this.client) return;
    this.move = { name: 'moving', to };
    const from = this.shelfId;
    try {
      await this.client.addVolume(to.id, volume.id);
      const fromShelf = this.shelves.find((s) => s.id === from);
      if (from !== null && fromShelf) await this.client.removeVolume(from, volume.id);
      const words = fromShelf
        ? msg(str`Moved from “${shelfName(fromShelf)}” to “${shelfName(to)}”.`)
        : msg(str`Added to “${shelfName(to)}”.`);
      this.move = { name: 'done', words };
      this.shelfId = to.id;
      this.dispatchEvent(
        new CustomEvent<BookMovedDetail>('tv-book-moved', {
          detail: { volumeId: volume.id, from, to: to.id },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      const problem = problemWords(err);
      this.move = {
        name: 'done',
        words: msg(str`It could not be moved: ${problem.message} ${problem.next}`),
      };
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  private readonly back = (): void => {
    this.dispatchEvent(new CustomEvent('tv-book-close', { bubbles: true, composed: true }));
  };
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
