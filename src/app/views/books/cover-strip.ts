/**
 * The cover row's strip: how far it is scrolled along (`offset`, CSS pixels from the start side), how many
 * covers its width shows, and which covers are in the DOM (those in view plus `overscan` on each side, and
 * the focused one always). The app's tv-virtual-list scrolls vertically only, so this reuses its range
 * arithmetic (`visibleRange`) along the x axis. Each change asks the row to draw again.
 */
import type { ReactiveControllerHost } from 'lit';
import { visibleRange } from '../../ui/virtual-range.ts';
import { revealOffset } from './cover-row-layout.ts';

/** What the strip reads of its row. */
export interface StripRow extends ReactiveControllerHost, HTMLElement {
  /** Cover width in CSS pixels, gap included. */
  readonly itemSize: number;
  readonly overscan: number;
  readonly items: readonly unknown[];
}

export class CoverStrip {
  offset = 0;
  /** Covers the strip's width shows. */
  fits = 6;

  constructor(private readonly row: StripRow) {}

  /** The covers to render around the focused one. */
  shown(focused: number): number[] {
    const { itemSize, items, overscan } = this.row;
    return visibleRange(items.length, 1, Math.floor(this.offset / itemSize), this.fits, overscan, focused);
  }

  /** The row's size changed: how many covers fit. */
  measure(): void {
    const fits = Math.max(1, Math.floor(this.width() / this.row.itemSize));
    if (fits === this.fits) return;
    this.fits = fits;
    this.row.requestUpdate();
  }

  /** Keeps the cover at `index` in view with one cover of context on each side where the row allows. */
  reveal(index: number): void {
    const { itemSize, items } = this.row;
    const width = this.width() || this.fits * itemSize;
    const offset = revealOffset(index, this.offset, itemSize, items.length, width);
    if (offset === this.offset) return;
    this.offset = offset;
    this.row.requestUpdate();
  }

  /**
   * The width the covers are shown in: the row less its padding (the room for the focused cover's ring).
   * With the padding counted, the last cover ended under the right padding, its ring clipped and past the
   * safe area.
   */
  private width(): number {
    const style = getComputedStyle(this.row);
    return (
      this.row.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0)
    );
  }
}
