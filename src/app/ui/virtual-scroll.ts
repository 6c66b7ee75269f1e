import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { scrollToReveal } from './virtual-range.ts';

type Host = ReactiveControllerHost &
  HTMLElement & {
    /** Row height in CSS pixels. */
    readonly itemSize: number;
    /** Rows rendered beyond each edge of the viewport. */
    readonly overscan: number;
  };

/**
 * The virtual list's scrolling: where it is scrolled to, how many rows fit, and the row the rendered range
 * starts at. A key's move only writes numbers here; scrollTop and the range follow in the next frame,
 * since writing scrollTop inside the key's handler forced a layout right after the move, and rendering the
 * shifted range in the frame of the move made every few presses slow (docs/navigation.md#bench).
 */
export class VirtualScrollController implements ReactiveController {
  /** The row the rendered range is built around; the host renders again when it changes. */
  scrollRow = 0;
  /** Rows that fit in the viewport; the host renders again when it changes. */
  viewportRows = 8;
  private scrollPos = 0;
  private viewportHeight = 0;
  private rangeFrame = 0;
  private shiftTimer = 0;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** The viewport has been measured (by the size watcher, or once at first render). */
  get measured(): boolean {
    return this.viewportHeight !== 0;
  }

  hostConnected(): void {
    this.host.addEventListener('scroll', this.onScroll);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('scroll', this.onScroll);
    cancelAnimationFrame(this.rangeFrame);
    this.rangeFrame = 0;
    clearTimeout(this.shiftTimer);
    this.shiftTimer = 0;
  }

  /** The viewport is `height` pixels tall. */
  measure(height: number): void {
    this.viewportHeight = height;
    const rows = Math.max(1, Math.ceil(height / this.host.itemSize));
    if (rows !== this.viewportRows) {
      this.viewportRows = rows;
      this.host.requestUpdate();
    }
  }

  /** Scrolls (in the next frame) as little as keeps `row` one row away from the edges. */
  revealRow(row: number): void {
    const height = this.viewportHeight || this.viewportRows * this.host.itemSize;
    const scroll = scrollToReveal(row, this.host.itemSize, height, this.scrollPos);
    if (scroll === this.scrollPos) return;
    this.scrollPos = scroll;
    this.scheduleRange();
  }

  /** Writes the scroll now and moves the rendered range if it no longer covers the view. */
  applyScroll(): void {
    const { itemSize } = this.host;
    if (this.host.scrollTop !== this.scrollPos) this.host.scrollTop = this.scrollPos;
    const row = Math.floor(this.scrollPos / itemSize);
    const shift = Math.abs(row - this.scrollRow);
    const overscan = Math.max(1, this.host.overscan);
    // What is rendered still covers the view while it has moved less than `overscan` rows: render the
    // shifted range every few rows of a held key, not on every row. At exactly `overscan` the rendered rows
    // still reach the edge, so the new range is rendered after this frame, not in the frame of the move.
    if (shift > overscan) this.showFrom(row);
    else if (shift === overscan && !this.shiftTimer) {
      this.shiftTimer = window.setTimeout(() => {
        this.shiftTimer = 0;
        this.showFrom(Math.floor(this.scrollPos / this.host.itemSize));
      });
    }
  }

  /** Scrolling by other means (a wheel, the pointer): the range follows in the next frame. */
  private readonly onScroll = (): void => {
    if (this.rangeFrame) return; // our own write is on its way
    this.scrollPos = this.host.scrollTop;
    this.scheduleRange();
  };

  private scheduleRange(): void {
    if (this.rangeFrame) return;
    this.rangeFrame = requestAnimationFrame(() => {
      this.rangeFrame = 0;
      this.applyScroll();
    });
  }

  private showFrom(row: number): void {
    if (row === this.scrollRow) return;
    this.scrollRow = row;
    this.host.requestUpdate();
  }
}
