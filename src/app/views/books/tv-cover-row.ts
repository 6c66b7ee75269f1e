import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { Volume } from '#shared/wire/books.ts';
import { focusRingItem } from '../../ui/theme.ts';
import { IndexedGroupController } from '../../ui/indexed-group.ts';
import { moveInGrid, visibleRange } from '../../ui/virtual-range.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { coverRowStyles } from './cover-row-styles.ts';
import { bookLine, coverGap, coverHeight, revealOffset } from './cover-row-layout.ts';
import { inReadingOrder, isRightToLeft } from '../../nav/direction.ts';

export interface CoverEventDetail {
  index: number;
}

/** `from`..`to` (inclusive) are about to be shown and are not loaded yet. */
export interface CoverNeedDetail {
  from: number;
  to: number;
}

/**
 * A horizontal row of book covers for shelves of any length. The app's tv-virtual-list scrolls vertically
 * only, so this row reuses its range arithmetic (visibleRange, moveInGrid) along the x axis: only the covers
 * in view plus `overscan` on each side are in the DOM, and the focused one always is. `items` may hold
 * `undefined` for covers not loaded yet: they show as placeholders and `tv-cover-need` asks for them. OK on a
 * cover raises `tv-cover-open`; Up and Down leave the row for the enclosing group.
 */
@customElement('tv-cover-row')
@localized()
export class TvCoverRow extends LitElement {
  static override styles = [focusRingItem, coverRowStyles];

  /** Loaded covers; `undefined` where a cover is not loaded yet. The length is the shelf's total. */
  @property({ attribute: false }) items: readonly (Volume | undefined)[] = [];
  /** Cover width in CSS pixels, gap included; a cover is 2:3 like the generated art. */
  @property({ type: Number, attribute: 'item-size' }) itemSize = 180;
  @property({ type: Number }) overscan = 3;
  /** The accessible name of the row (the shelf's title). */
  @property() label = '';
  @property({ attribute: 'memory-key' }) memoryKey = '';

  @state() private focused = 0;
  @state() private offset = 0;
  @state() private viewportItems = 6;

  /** A focus group entered at the remembered cover; the row's keys, focus and width. */
  private readonly group = new IndexedGroupController(this, {
    enter: () => this.focusIndex(this.remembered()),
    onKeyDown: (event) => {
      this.onKeyDown(event);
    },
    onFocusIn: (event) => {
      this.onFocusIn(event);
    },
    onResize: () => {
      const fits = Math.max(1, Math.floor(this.stripWidth() / this.itemSize));
      if (fits !== this.viewportItems) this.viewportItems = fits;
    },
  });

  get focusedIndex(): number {
    return this.focused;
  }

  /** Focuses the cover at `index` (clamped), bringing it into view; false when the row is empty. */
  focusIndex(index: number): boolean {
    if (this.items.length === 0) return false;
    const i = Math.max(0, Math.min(index, this.items.length - 1));
    this.focused = i;
    this.group.remember(i);
    this.reveal(i);
    const cell = this.cellAt(i);
    if (!cell) {
      // Not rendered yet (a jump, or a memory from before Back): the update this asked for renders it.
      void this.updateComplete.then(() => {
        if (this.focused === i) this.cellAt(i)?.focus({ preventScroll: true });
      });
      return true;
    }
    cell.focus({ preventScroll: true });
    return deepActiveElement() === cell;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items') && this.focused >= this.items.length)
      this.focused = Math.max(0, this.items.length - 1);
  }

  override updated(): void {
    const shown = this.shownIndices();
    const missing = shown.filter((i) => this.items[i] === undefined);
    if (missing.length > 0) {
      const detail: CoverNeedDetail = { from: Math.min(...missing), to: Math.max(...missing) };
      this.dispatchEvent(new CustomEvent('tv-cover-need', { detail, bubbles: true }));
    }
  }

  override render() {
    const height = coverHeight(this.itemSize);
    const current = this.items[this.focused];
    return html`
      <div
        class="space"
        role="listbox"
        aria-label=${this.label}
        style=${styleMap({ height: `${String(height)}px`, transform: `translateX(${String(isRightToLeft() ? this.offset : -this.offset)}px)` })}
      >
        ${repeat(
          this.shownIndices(),
          (i) => i,
          (i) => this.renderCell(i, height),
        )}
      </div>
      ${current ? html`<p class="caption" dir="auto">${bookLine(current)}</p>` : nothing}
    `;
  }

  private renderCell(i: number, height: number) {
    const volume = this.items[i];
    const name = volume ? bookLine(volume) : msg('Loading');
    return html`<div
      class="cell"
      style=${styleMap({
        // From the start side: the first cover is on the right under right to left.
        [isRightToLeft() ? 'right' : 'left']: `${String(i * this.itemSize)}px`,
        width: `${String(this.itemSize)}px`,
        height: `${String(height)}px`,
        padding: `0 ${String(coverGap(this.itemSize) / 2)}px`,
      })}
    >
      <div
        class="focusable"
        role="option"
        data-index=${i}
        data-volume=${volume?.id ?? ''}
        aria-label=${name}
        aria-posinset=${i + 1}
        aria-setsize=${this.items.length}
        aria-selected=${i === this.focused ? 'true' : 'false'}
        tabindex=${i === this.focused ? 0 : -1}
        @click=${() => {
          this.open(i);
        }}
      >
        ${
          volume
            ? html`<img src=${volume.volumeInfo.imageLinks.thumbnail} alt="" />`
            : html`<span class="placeholder">…</span>`
        }
      </div>
    </div>`;
  }

  private shownIndices(): number[] {
    const first = Math.floor(this.offset / this.itemSize);
    return visibleRange(this.items.length, 1, first, this.viewportItems, this.overscan, this.focused);
  }

  private open(index: number): void {
    if (this.items[index] === undefined) return;
    this.dispatchEvent(
      new CustomEvent<CoverEventDetail>('tv-cover-open', {
        detail: { index },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** Keeps the cover at `index` in view with one cover of context on each side where the row allows. */
  private reveal(index: number): void {
    const width = this.stripWidth() || this.viewportItems * this.itemSize;
    this.offset = revealOffset(index, this.offset, this.itemSize, this.items.length, width);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (!action) return;
    const count = this.items.length;
    const target = moveInGrid(
      inReadingOrder(action),
      this.focused,
      count,
      Math.max(1, count),
      Math.max(1, this.viewportItems - 1),
    );
    if (target === null) {
      // A held Left or Right stops at the row's end; Up and Down go on to the shelves above and below.
      if (event.repeat && (action === 'left' || action === 'right')) event.preventDefault();
      return;
    }
    event.preventDefault();
    this.focusIndex(target);
  };

  private readonly onFocusIn = (event: Event): void => {
    const cell = event.composedPath()[0];
    if (!(cell instanceof HTMLElement) || cell.dataset.index === undefined) return;
    const i = Number(cell.dataset.index);
    if (i !== this.focused) {
      this.focused = i;
      this.group.remember(i);
    }
  };

  /**
   * The width the covers are shown in: the row less its padding (the room for the focused cover's ring).
   * With the padding counted, the last cover ended under the right padding, its ring clipped and past the
   * safe area.
   */
  private stripWidth(): number {
    const style = getComputedStyle(this);
    return this.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  }

  private cellAt(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-index="${String(index)}"]`);
  }

  private remembered(): number {
    return this.group.recall() ?? this.focused;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-cover-row': TvCoverRow;
  }
  interface GlobalEventHandlersEventMap {
    'tv-cover-open': CustomEvent<CoverEventDetail>;
    'tv-cover-need': CustomEvent<CoverNeedDetail>;
  }
}
