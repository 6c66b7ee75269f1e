/**
 * Moving a volume to another of the person's shelves from its detail (add it there, then take it off the
 * shelf it was opened from), or from search adding it to one: idle, finding the shelves that do not hold
 * it yet (shelves-holding.ts), choosing one of those, moving, done (with what happened). Back while a
 * shelf is being chosen closes only the choice, as Cancel does; the book stays open. `tv-book-moved` then
 * tells the screen to reload both shelves.
 */
import { msg, str } from '@lit/localize';
import { html, type ReactiveControllerHost } from 'lit';
import type { Bookshelf, Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { shelfName } from './shelf-name.ts';
import { shelvesWithout } from './shelves-holding.ts';
import type { BookMovedDetail } from './tv-book-detail.ts';

type Move =
  | { name: 'idle' }
  | { name: 'finding' }
  | { name: 'choosing'; shelves: readonly Bookshelf[] }
  | { name: 'moving'; to: Bookshelf }
  | { name: 'done'; words: string };

/** What the move reads from the detail, and writes back: the shelf the volume is on after a move. */
export interface MoveHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: ParentNode;
  volume: Volume | undefined;
  shelfId: number | null;
  shelves: readonly Bookshelf[];
  cannotMove: string;
  client: ApiClients['books'] | undefined;
}

export class ShelfMove {
  private move: Move = { name: 'idle' };

  constructor(
    private readonly host: MoveHost,
    /** The detail's Back button. */
    private readonly back: () => void,
  ) {
    // Made after the detail's focus group, so it hears keys after the group does.
    new KeyListenerController(host, (event) => {
      this.onKeyDown(event);
    });
  }

  /** While a shelf is being chosen the description steps aside, so every shelf fits a 720p screen. */
  get choosing(): boolean {
    return this.move.name === 'choosing' || this.move.name === 'finding';
  }

  render() {
    const { shelfId, cannotMove } = this.host;
    const verb = shelfId === null ? msg('Add to a shelf') : msg('Move to another shelf');
    switch (this.move.name) {
      case 'idle':
        return html`${
            cannotMove
              ? html`<p class="muted">${cannotMove}</p>`
              : html`<button data-action="move" @click=${this.choose}>${verb}</button>`
          } <button @click=${this.back}>${msg('Back')}</button>`;
      case 'finding':
        return html`<p role="status">${msg('Looking at your shelves…')}</p>
          <button @click=${this.cancel}>${msg('Cancel')}</button>`;
      case 'choosing':
        return this.move.shelves.length === 0
          ? html`<p role="status">${msg('It is already on every shelf it could go on.')}</p>
              <button @click=${this.cancel}>${msg('Back')}</button>`
          : html`<p>${verb}:</p>
              ${this.move.shelves.map(this.shelfButton)}
              <button @click=${this.cancel}>${msg('Cancel')}</button>`;
      case 'moving':
        return html`<p role="status">${msg(str`Putting it on “${shelfName(this.move.to)}”…`)}</p>`;
      case 'done':
        return html`<p role="status" data-testid="move-status">${this.move.words}</p>
          <button @click=${this.back}>${msg('Back')}</button>`;
    }
  }

  /** A shelf to put the volume on; its name alone is the button's text. */
  private readonly shelfButton = (shelf: Bookshelf) =>
    html`<button data-shelf=${shelf.id} @click=${() => void this.moveTo(shelf)}>${shelfName(shelf)}</button>`;

  private onKeyDown(event: KeyboardEvent): void {
    const open = this.move.name === 'choosing' || this.move.name === 'finding';
    if (event.defaultPrevented || !open || remoteActionOf(event) !== 'back') return;
    event.preventDefault();
    this.cancel();
  }

  /** Only the shelves that do not hold the volume yet are offered. */
  private readonly choose = (): void => {
    const { volume, client, shelves, shelfId } = this.host;
    if (!volume || !client) return;
    const finding: Move = { name: 'finding' };
    this.setAndFocus(finding);
    const others = shelves.filter((s) => s.id !== shelfId);
    void shelvesWithout(client, others, volume.id).then(
      (free) => {
        if (this.move === finding) this.setAndFocus({ name: 'choosing', shelves: free });
      },
      (err: unknown) => {
        if (this.move !== finding) return;
        const problem = problemWords(err);
        this.setAndFocus({ name: 'done', words: `${problem.message} ${problem.next}` });
      },
    );
  };

  private readonly cancel = (): void => {
    this.setAndFocus({ name: 'idle' });
  };

  private async moveTo(to: Bookshelf): Promise<void> {
    const { host } = this;
    const volume = host.volume;
    if (!volume || !host.client) return;
    this.set({ name: 'moving', to });
    const from = host.shelfId;
    try {
      await host.client.addVolume(to.id, volume.id);
      const fromShelf = host.shelves.find((s) => s.id === from);
      if (from !== null && fromShelf) await host.client.removeVolume(from, volume.id);
      const words = fromShelf
        ? msg(str`Moved from “${shelfName(fromShelf)}” to “${shelfName(to)}”.`)
        : msg(str`Added to “${shelfName(to)}”.`);
      this.set({ name: 'done', words });
      host.shelfId = to.id;
      host.dispatchEvent(
        new CustomEvent<BookMovedDetail>('tv-book-moved', {
          detail: { volumeId: volume.id, from, to: to.id },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      const problem = problemWords(err);
      this.set({ name: 'done', words: msg(str`It could not be moved: ${problem.message} ${problem.next}`) });
    }
    await host.updateComplete;
    this.focusFirst();
  }

  private set(move: Move): void {
    this.move = move;
    this.host.requestUpdate();
  }

  /** A new step, its first button focused once drawn. */
  private setAndFocus(move: Move): void {
    this.set(move);
    void this.host.updateComplete.then(() => {
      this.focusFirst();
    });
  }

  private focusFirst(): void {
    this.host.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }
}
