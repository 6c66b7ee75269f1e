import { localized } from '@lit/localize';
import { LitElement, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { deepActiveElement } from '../nav/composed-tree.ts';
import { isMove } from '../nav/keys.ts';
import { visibleRange } from './virtual-range.ts';
import { IndexedGroupController, indexKeyTarget } from './indexed-group.ts';
import { VirtualScrollController } from './virtual-scroll.ts';
import { listboxTemplate, markActive, optionId } from './virtual-list-cells.ts';
import { virtualListStyles } from './virtual-list-styles.ts';

/**
 * A virtual list (one column) or grid (`columns` > 1) for thousands of items: only the rows in view plus
 * `overscan` rows on each side are in the DOM, and the active item always is. Items are keyed by index,
 * so the active element is never recycled into another item while it scrolls. Arrows move by index
 * (no layout read), the active row is kept one row away from the edges, and re-entering the list
 * activates the last-focused index. Rows have a fixed height, `item-size`.
 *
 * Focus stays on the listbox, which names the active, ringed option with `aria-activedescendant`: a move
 * writes attributes instead of moving DOM focus, whose events and style update cost most of a key.
 */
@customElement('tv-virtual-list')
@localized()
export class TvVirtualList<T = unknown> extends LitElement {
  static override styles = virtualListStyles;

  /** The items; only the ones in view are rendered. */
  @property({ attribute: false }) items: readonly T[] = [];
  /** Renders one item's content inside its focusable cell. */
  @property({ attribute: false }) renderItem: (item: T, index: number) => unknown = (item) => String(item);
  /** One item's accessible name, when its content does not give one (text inside a shadow root). */
  @property({ attribute: false }) itemLabel: ((item: T, index: number) => string) | null = null;
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

  /** A focus group entered at the remembered index; the list's keys, focus and size. */
  private readonly group = new IndexedGroupController(this, {
    enter: () => this.focusIndex(this.rememberedIndex()),
    onKeyDown: (event) => {
      this.onKeyDown(event);
    },
    onFocusIn: (event) => {
      this.onFocusIn(event);
    },
    onResize: (box) => {
      this.scrolling.measure(box.height);
    },
  });
  private readonly scrolling = new VirtualScrollController(this);
  private hadFocus = false;
  /**
   * The active index is tracked here (and the scroll in `scrolling`), not read from the DOM or rendered through
   * Lit on each key: a move writes three attributes and scrollTop, reads no layout, and the visible range
   * follows in the next frame.
   */
  private focused = 0;
  private box: HTMLElement | null = null;
  /** New items were fewer than the active index: it moved to the last one. */
  private clamped = false;

  /** The index that is (or was last) active: ringed and named by aria-activedescendant while the list has focus. */
  get focusedIndex(): number {
    return this.focused;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.renderRoot.addEventListener('mousemove', this.onPointerMove);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('mousemove', this.onPointerMove);
  }

  /**
   * Makes the item at `index` (clamped) the active one and scrolls it into view, giving the list focus if
   * it has not (once rendered, when it has not rendered yet); false when the list is empty or cannot take
   * focus.
   */
  focusIndex(index: number): boolean {
    if (this.items.length === 0) return false;
    const i = Math.max(0, Math.min(index, this.items.length - 1));
    if (!this.activate(i)) {
      // Not rendered yet (items set in the same task): focus it once its update has drawn the listbox.
      void this.updateComplete.then(() => {
        if (this.focused === i && this.listbox()) this.focusIndex(i);
      });
      return true;
    }
    this.scrolling.revealRow(Math.floor(i / this.columns));
    const box = this.listbox();
    const root = this.renderRoot as ShadowRoot;
    // Only entering the list moves DOM focus (its focusin tells the page); a move inside tells it here.
    if (root.activeElement === box) this.tellFocus();
    else box?.focus({ preventScroll: true });
    return box !== null && root.activeElement === box;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.clamped = changed.has('items') && this.focused >= this.items.length;
    if (this.clamped) this.focused = Math.max(0, this.items.length - 1);
  }

  override updated(changed: PropertyValues<this>): void {
    if (!changed.has('items')) return;
    if ((this.renderRoot as ShadowRoot).activeElement === this.listbox()) {
      // New items under a focused list: the active index names its row again (a new one if it was clamped).
      if (this.items.length > 0 && this.activate(this.focused) && this.clamped) this.tellFocus();
    } else if (deepActiveElement() === null && this.hadFocus) {
      // Focus went away with the old items: the index now holds the nearest one; focus it.
      this.focusIndex(this.focused);
    }
  }

  override firstUpdated(): void {
    if (!this.scrolling.measured) this.scrolling.measure(this.clientHeight);
  }

  override render() {
    const [count, columns] = [this.items.length, Math.max(1, this.columns)];
    return listboxTemplate({
      count,
      columns,
      itemSize: this.itemSize,
      label: this.label,
      active: this.focused,
      indices: visibleRange(
        count,
        columns,
        this.scrolling.scrollRow,
        this.scrolling.viewportRows,
        this.overscan,
        this.focused,
      ),
      content: (i) => this.renderItem(this.items[i] as T, i),
      name: (i) => this.itemLabel?.(this.items[i] as T, i),
    });
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const { columns } = this;
    const page = Math.max(1, this.scrolling.viewportRows - 1) * columns;
    const grid = { index: this.focused, count: this.items.length, columns, page };
    // A held arrow along the list stops at its end instead of carrying focus out of it.
    const target = indexKeyTarget(
      event,
      grid,
      (a) => a === 'up' || a === 'down' || (columns > 1 && isMove(a)),
    );
    if (target !== null) this.focusIndex(target);
  };

  /** The listbox got focus from elsewhere (a group entering it, Tab, the pointer): say which item is active. */
  private readonly onFocusIn = (event: Event): void => {
    if (event.composedPath()[0] !== this.listbox()) return;
    this.hadFocus = true;
    this.tellFocus();
  };

  /**
   * Pointer mode: the option under the pointer becomes the active one (and the list takes focus), without
   * scrolling under the pointer. The page's pointer handling leaves a listbox to do this itself.
   */
  private readonly onPointerMove = (event: Event): void => {
    if (this.group.navigation?.inputMode !== 'pointer') return;
    const cell = event
      .composedPath()
      .find(
        (t): t is HTMLElement =>
          t instanceof HTMLElement && t.hasAttribute('data-index') && t.getRootNode() === this.renderRoot,
      );
    const box = this.listbox();
    const hasFocus = (this.renderRoot as ShadowRoot).activeElement === box;
    const i = cell ? Number(cell.dataset.index) : this.focused;
    if ((i === this.focused && hasFocus) || !this.activate(i)) return;
    if (hasFocus) this.tellFocus();
    else box?.focus({ preventScroll: true });
  };

  /**
   * Moves the active mark to `i`; when its row is not in the DOM (a jump) the next update renders it
   * marked. False when the list has not rendered its listbox yet.
   */
  private activate(i: number): boolean {
    const previous = this.cellAt(this.focused);
    this.focused = i;
    this.group.remember(i);
    const cell = this.cellAt(i);
    if (previous && previous !== cell) markActive(previous, false);
    if (!cell) {
      // A jump past the rendered rows: the update renders its row already marked (the template binds
      // the active marks), in this task's microtasks, before any frame.
      this.scrolling.revealRow(Math.floor(i / this.columns));
      this.scrolling.applyScroll();
      this.requestUpdate();
      return this.listbox() !== null;
    }
    markActive(cell, true);
    this.listbox()?.setAttribute('aria-activedescendant', optionId(i));
    return true;
  }

  /** Views learn of every move from this event (moves inside the list raise no focus events). */
  private tellFocus(): void {
    this.dispatchEvent(new CustomEvent('tv-item-focus', { detail: { index: this.focused } }));
  }

  /** The focusable listbox, rendered once and kept (no query on the arrow path). */
  /** The rendered listbox; null before the list is in the page and has drawn it (no render root yet). */
  private listbox(): HTMLElement | null {
    // Lit makes the render root when the element is first connected: before that it is undefined.
    const root = this.renderRoot as ParentNode | undefined;
    return (this.box ??= root?.querySelector<HTMLElement>('.space') ?? null);
  }

  /**
   * The rendered option of `index`, by its id: a lookup in the shadow root's id map, where a query by
   * attribute parsed a new selector and walked the rendered rows on every key (a tenth of a key's time).
   */
  private cellAt(index: number): HTMLElement | null {
    return (this.renderRoot as ShadowRoot | undefined)?.getElementById(optionId(index)) ?? null;
  }

  private rememberedIndex(): number {
    if (this.hadFocus) return this.focused;
    return this.group.recall() ?? this.focused;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-virtual-list': TvVirtualList;
  }
  interface GlobalEventHandlersEventMap {
    'tv-item-focus': CustomEvent<{ index: number }>;
  }
}
