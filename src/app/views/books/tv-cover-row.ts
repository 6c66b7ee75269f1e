import { localized } from '@lit/localize';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Volume } from '#shared/wire/books.ts';
import { focusRingItem } from '../../ui/theme.ts';
import { IndexedGroupController, indexKeyTarget } from '../../ui/indexed-group.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { coverRowStyles } from './cover-row-styles.ts';
import { bookLine, coverHeight } from './cover-row-layout.ts';
import { coverStrip } from './cover-row-cells.ts';
import { CoverStrip } from './cover-strip.ts';

export interface CoverEventDetail {
  index: number;
}

/** `from`..`to` (inclusive) are about to be shown and are not loaded yet. */
export interface CoverNeedDetail {
  from: number;
  to: number;
}

/**
 * A horizontal row of book covers for shelves of any length: only the covers in view plus `overscan` on
 * each side are in the DOM, and the focused one always is (cover-strip.ts). `items` may hold `undefined`
 * for covers not loaded yet: they show as placeholders and `tv-cover-need` asks for them. OK on a cover
 * raises `tv-cover-open`; Up and Down leave the row for the enclosing group.
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

  /** The strip's scroll and width, and the covers rendered. */
  private readonly strip = new CoverStrip(this);
  /** A focus group entered at the remembered cover; the row's keys, focus and width. */
  private readonly group: IndexedGroupController = new IndexedGroupController(this, {
    enter: () => this.focusIndex(this.group.recall() ?? this.focused),
    onKeyDown: (event) => {
      this.onKeyDown(event);
    },
    onFocusIn: (event) => {
      this.onFocusIn(event);
    },
    onResize: () => {
      this.strip.measure();
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
    this.strip.reveal(i);
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
    const missing = this.strip.shown(this.focused).filter((i) => this.items[i] === undefined);
    if (missing.length > 0) {
      const detail: CoverNeedDetail = { from: Math.min(...missing), to: Math.max(...missing) };
      this.dispatchEvent(new CustomEvent('tv-cover-need', { detail, bubbles: true }));
    }
  }

  override render() {
    const { items, itemSize, focused } = this;
    const height = coverHeight(itemSize);
    const current = items[focused];
    return html`
      ${coverStrip({
        label: this.label,
        height,
        offset: this.strip.offset,
        indices: this.strip.shown(focused),
        cell: (index) => ({
          index,
          volume: items[index],
          count: items.length,
          active: index === focused,
          itemSize,
          height,
          open: () => {
            this.open(index);
          },
        }),
      })}
      ${current ? html`<p class="caption" dir="auto">${bookLine(current)}</p>` : nothing}
    `;
  }

  private open(index: number): void {
    if (this.items[index] === undefined) return;
    const detail: CoverEventDetail = { index };
    this.dispatchEvent(new CustomEvent('tv-cover-open', { detail, bubbles: true, composed: true }));
  }

  private onKeyDown(event: KeyboardEvent): void {
    const count = this.items.length;
    const grid = {
      index: this.focused,
      count,
      columns: Math.max(1, count),
      page: Math.max(1, this.strip.fits - 1),
    };
    // A held Left or Right stops at the row's end; Up and Down go on to the shelves above and below.
    const target = indexKeyTarget(event, grid, (action) => action === 'left' || action === 'right');
    if (target !== null) this.focusIndex(target);
  }

  private onFocusIn(event: Event): void {
    const cell = event.composedPath()[0];
    if (!(cell instanceof HTMLElement) || cell.dataset.index === undefined) return;
    const i = Number(cell.dataset.index);
    if (i === this.focused) return;
    this.focused = i;
    this.group.remember(i);
  }

  private cellAt(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-index="${String(index)}"]`);
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
