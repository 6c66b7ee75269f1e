import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { ContextConsumer } from '@lit/context';
import { deepActiveElement } from '../nav/composed-tree.ts';
import { registerGroup, unregisterGroup, type FocusEntry } from '../nav/group-registry.ts';
import { remoteActionOf } from '../nav/keys.ts';
import { memoryKeyOf, navigationContext } from '../nav/navigation.ts';
import { moveInGrid, visibleRange } from './virtual-range.ts';
import { virtualListStyles } from './virtual-list-styles.ts';

/**
 * A virtual list (one column) or grid (`columns` > 1) for thousands of items: only the rows in view plus
 * `overscan` rows on each side are in the DOM, and the focused item always is. Items are keyed by index,
 * so the focused element is never recycled into another item while it scrolls. Arrows move by index
 * (no layout read), the focused row is kept one row away from the edges, and re-entering the list
 * focuses the last-focused index. Rows have a fixed height, `item-size`.
 */
@customElement('tv-virtual-list')
export class TvVirtualList<T = unknown> extends LitElement {
  static override styles = virtualListStyles;

  /** The items; only the ones in view are rendered. */
  @property({ attribute: false }) items: readonly T[] = [];
  /** Renders one item's content inside its focusable cell. */
  @property({ attribute: false }) renderItem: (item: T, index: number) => unknown = (item) => String(item);
  /** Row height in CSS pixels, gaps included. */
  @property({ type: Number, attribute: 'item-size' }) itemSize = 96;
  /** Items per row: 1 is a list, more is a grid. */
  @property({ type: Number }) columns = 1;
  /** Rows rendered beyond each edge of the viewport. */
  @property({ type: Number }) overscan = 3;
  /** The accessible name of the list. */
  @property() label = '';
  /** Names this list's memory in its view when a view has several lists. */
  @property({ attribute: 'memory-key' }) memoryKey = '';

  @state() private scrollRow = 0;
  @state() private viewportRows = 8;

  private readonly nav = new ContextConsumer(this, { context: navigationContext });
  private resizeObserver: ResizeObserver | null = null;
  private hadFocus = false;
  /**
   * Focus and scroll are tracked here, not read from the DOM or rendered through Lit on each key: a move
   * writes two attributes and scrollTop, reads no layout, and the visible range follows in the next frame.
   */
  private focused = 0;
  private scrollPos = 0;
  private viewportHeight = 0;
  private rangeFrame = 0;

  /** The index that has (or last had) focus. */
  get focusedIndex(): number {
    return this.focused;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    registerGroup(this, this.entry);
    this.addEventListener('keydown', this.onKeyDown);
    // Moves between cells happen inside the shadow root, where the host does not see them.
    this.renderRoot.addEventListener('focusin', this.onFocusIn);
    this.addEventListener('scroll', this.onScroll);
    this.resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.measure(box.height);
    });
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    unregisterGroup(this);
    this.removeEventListener('keydown', this.onKeyDown);
    this.renderRoot.removeEventListener('focusin', this.onFocusIn);
    this.removeEventListener('scroll', this.onScroll);
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    cancelAnimationFrame(this.rangeFrame);
    this.rangeFrame = 0;
  }

  /** Focuses the item at `index` (clamped), scrolling it into view; false when the list is empty. */
  focusIndex(index: number): boolean {
    if (this.items.length === 0) return false;
    const i = Math.max(0, Math.min(index, this.items.length - 1));
    const previous = this.cellAt(this.focused);
    const step = i - this.focused;
    this.focused = i;
    this.remember(i);
    let cell = (step === 1 || step === -1 ? neighbourCell(previous, i, step) : null) ?? this.cellAt(i);
    if (!cell) {
      // Not rendered yet (a jump): render the range around it now, synchronously, so focus never waits.
      this.revealRow(Math.floor(i / this.columns));
      this.applyScroll();
      this.requestUpdate();
      this.performUpdate();
      cell = this.cellAt(i);
    }
    if (!cell) return false;
    // Focus first, while style and layout are clean; the writes after it are done in the next frame.
    cell.focus({ preventScroll: true });
    if (previous && previous !== cell) markFocused(previous, false);
    markFocused(cell, true);
    this.revealRow(Math.floor(i / this.columns));
    // The cell is focused when it is its shadow root's active element (that is only set while focus is inside).
    return (this.renderRoot as ShadowRoot).activeElement === cell;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items') && this.focused >= this.items.length) {
      this.focused = Math.max(0, this.items.length - 1);
    }
  }

  override updated(changed: PropertyValues<this>): void {
    // The focused item went away with new items: its index now holds the nearest one; focus it.
    if (changed.has('items') && deepActiveElement() === null && this.hadFocus) this.focusIndex(this.focused);
  }

  override firstUpdated(): void {
    if (this.viewportHeight === 0) this.measure(this.clientHeight);
  }

  override render() {
    const count = this.items.length;
    const cols = Math.max(1, this.columns);
    const rows = Math.ceil(count / cols);
    const indices = visibleRange(count, cols, this.scrollRow, this.viewportRows, this.overscan, this.focused);
    const width = 100 / cols;
    return html`
      <div
        class="space"
        role="listbox"
        aria-label=${this.label}
        style=${styleMap({ height: `${rows * this.itemSize}px` })}
      >
        ${repeat(
          indices,
          (i) => i,
          (i) => html`
            <div
              class="cell"
              style=${styleMap({
                top: `${Math.floor(i / cols) * this.itemSize}px`,
                left: `${(i % cols) * width}%`,
                width: `${width}%`,
                height: `${this.itemSize}px`,
              })}
            >
              <div
                class="focusable"
                role="option"
                data-index=${i}
                tabindex=${i === this.focused ? 0 : -1}
                aria-selected=${i === this.focused ? 'true' : 'false'}
                aria-posinset=${i + 1}
                aria-setsize=${count}
              >
                ${this.renderItem(this.items[i] as T, i)}
              </div>
            </div>
          `,
        )}
      </div>
    `;
  }

  private readonly entry: FocusEntry = {
    enter: () => this.focusIndex(this.rememberedIndex()),
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (!action) return;
    const page = Math.max(1, this.viewportRows - 1) * this.columns;
    const target = moveInGrid(action, this.focused, this.items.length, this.columns, page);
    if (target === null) return;
    event.preventDefault();
    this.focusIndex(target);
  };

  private readonly onFocusIn = (event: Event): void => {
    const cell = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.hasAttribute('data-index'));
    if (!cell || cell.getRootNode() !== this.renderRoot) return;
    this.hadFocus = true;
    const i = Number(cell.dataset.index);
    if (i !== this.focused) {
      // Focus came from elsewhere (the pointer): move the roving tabindex along.
      const previous = this.cellAt(this.focused);
      if (previous) markFocused(previous, false);
      markFocused(cell, true);
      this.focused = i;
      this.remember(i);
    }
    // A host never sees focusin for a move between two of its own cells (both retarget to the host), so
    // views learn of every move from this event.
    this.dispatchEvent(new CustomEvent('tv-item-focus', { detail: { index: i } }));
  };

  /** Scrolling by other means (a wheel, the pointer): the range follows in the next frame. */
  private readonly onScroll = (): void => {
    if (this.rangeFrame) return; // our own write is on its way
    this.scrollPos = this.scrollTop;
    this.scheduleRange();
  };

  private measure(height: number): void {
    this.viewportHeight = height;
    const rows = Math.max(1, Math.ceil(height / this.itemSize));
    if (rows !== this.viewportRows) this.viewportRows = rows;
  }

  /** Keeps `row` in view with one row of context before and after it, when the list is tall enough. */
  private revealRow(row: number): void {
    const height = this.viewportHeight || this.viewportRows * this.itemSize;
    const margin = height >= 3 * this.itemSize ? this.itemSize : 0;
    const top = row * this.itemSize;
    let scroll = this.scrollPos;
    if (top - margin < scroll) scroll = Math.max(0, top - margin);
    else if (top + this.itemSize + margin > scroll + height) scroll = top + this.itemSize + margin - height;
    if (scroll === this.scrollPos) return;
    this.scrollPos = scroll;
    this.scheduleRange();
  }

  /**
   * Scroll and range follow in the next frame, before it paints: writing scrollTop inside the key's handler
   * would force a layout right after the focus change.
   */
  private scheduleRange(): void {
    if (this.rangeFrame) return;
    this.rangeFrame = requestAnimationFrame(() => {
      this.rangeFrame = 0;
      this.applyScroll();
    });
  }

  private applyScroll(): void {
    if (this.scrollTop !== this.scrollPos) this.scrollTop = this.scrollPos;
    const row = Math.floor(this.scrollPos / this.itemSize);
    // What is rendered still covers the view while it has moved less than `overscan` rows: render the
    // shifted range every few rows of a held key, not on every row.
    if (Math.abs(row - this.scrollRow) >= Math.max(1, this.overscan)) this.scrollRow = row;
  }

  private cellAt(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"]`);
  }

  private rememberedIndex(): number {
    const nav = this.nav.value;
    if (this.hadFocus || !nav) return this.focused;
    return nav.memory.get(memoryKeyOf(nav, this, this.memoryKey || undefined)) ?? this.focused;
  }

  private remember(index: number): void {
    const nav = this.nav.value;
    if (nav) nav.memory.set(memoryKeyOf(nav, this, this.memoryKey || undefined), index);
  }
}

/**
 * The cell of `index` beside `from` (one step in rendering order), found without a selector query; cells are
 * rendered in index order, so it is the next or previous wrapper's content. Null when the neighbour is not
 * that index (the focused cell rendered out of order); the caller then queries.
 */
function neighbourCell(from: HTMLElement | null, index: number, step: 1 | -1): HTMLElement | null {
  const wrapper = from?.parentElement;
  const beside = step === 1 ? wrapper?.nextElementSibling : wrapper?.previousElementSibling;
  const cell = beside?.firstElementChild;
  return cell instanceof HTMLElement && cell.dataset.index === String(index) ? cell : null;
}

/** The roving tabindex and selection of one cell, written directly (no render) on every move. */
function markFocused(cell: HTMLElement, on: boolean): void {
  cell.tabIndex = on ? 0 : -1;
  cell.setAttribute('aria-selected', on ? 'true' : 'false');
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-virtual-list': TvVirtualList;
  }
  interface GlobalEventHandlersEventMap {
    'tv-item-focus': CustomEvent<{ index: number }>;
  }
}
