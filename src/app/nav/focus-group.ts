import type { ReactiveController, ReactiveControllerHost, ReactiveElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import { type Box, type Direction, pickClosest, pickNearest } from './geometry.ts';
import { collectItems, deepActiveElement, itemHolding, itemInPath } from './composed-tree.ts';
import { isMove, remoteActionOf } from './keys.ts';
import { memoryKeyOf, navigationContext } from './navigation.ts';
import { FocusEntryController, groupOf, type FocusEntry } from './group-registry.ts';
import { inReadingOrder } from './direction.ts';

/**
 * - row: Left/Right by order; column: Up/Down by order; menu: a column whose ends wrap;
 * - grid: all four arrows by geometry; dialog: a grid that never lets a key or focus out (Tab included).
 */
export type GroupKind = 'row' | 'column' | 'menu' | 'grid' | 'dialog';

export interface FocusGroupOptions {
  kind: GroupKind;
  /** Names this group's memory in the view (default: the host's tag and id). Give one per group of a kind. */
  memoryKey?: string;
  /** The item focused on first entry, before there is any memory. */
  defaultItem?: () => HTMLElement | null | undefined;
}

type Host = ReactiveControllerHost & HTMLElement;

const HANDLED: Record<GroupKind, readonly Direction[]> = {
  row: ['left', 'right'],
  column: ['up', 'down'],
  menu: ['up', 'down'],
  grid: ['up', 'down', 'left', 'right'],
  dialog: ['up', 'down', 'left', 'right'],
};

/**
 * A focus group on its host element: moves focus among the items found in the host's composed tree on
 * arrow keys, remembers the last-focused item, keeps a roving tabindex, and puts focus back on a sensible
 * item when the focused one disappears. It listens on its own host only, so a key it does not act on
 * (an edge) simply bubbles on to the enclosing group.
 */
export class FocusGroupController implements ReactiveController, FocusEntry {
  private readonly nav: ContextConsumer<typeof navigationContext, Host>;
  private last: HTMLElement | null = null;
  private lastIndex = -1;
  private observer: MutationObserver | null = null;

  constructor(
    readonly host: Host,
    private readonly options: FocusGroupOptions,
  ) {
    this.nav = new ContextConsumer(host, { context: navigationContext });
    new FocusEntryController(host, this);
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    // Focus moving between two items of one shadow tree is not seen on the host (the event path is cut
    // where target and relatedTarget retarget to the same node), so the shadow root listens too.
    this.host.addEventListener('focusin', this.onFocusIn);
    this.host.shadowRoot?.addEventListener('focusin', this.onFocusIn);
    this.observer = new MutationObserver(this.onMutation);
    this.observer.observe(this.host.shadowRoot ?? this.host, { childList: true, subtree: true });
    if (this.host.shadowRoot) this.observer.observe(this.host, { childList: true });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('focusin', this.onFocusIn);
    this.host.shadowRoot?.removeEventListener('focusin', this.onFocusIn);
    this.observer?.disconnect();
    this.observer = null;
  }

  hostUpdated(): void {
    this.applyRovingTabindex(this.items());
    this.recoverLostFocus();
  }

  /** The current items, nested groups included as single items. */
  items(): HTMLElement[] {
    return collectItems(this.host, (el) => el !== this.host && groupOf(el) !== undefined);
  }

  /**
   * Focuses this group's entry item: the remembered one, else the default, else the one nearest `from`
   * (where focus comes from), else the first. Returns whether something took focus.
   */
  enter(from: Box | null = null): boolean {
    const items = this.items();
    const target = this.entryItem(items, from);
    return target ? focusItem(target, from) : false;
  }

  private entryItem(items: readonly HTMLElement[], from: Box | null): HTMLElement | null {
    if (items.length === 0) return null;
    if (this.last && items.includes(this.last)) return this.last;
    const remembered = this.rememberedIndex();
    if (remembered >= 0) return items[Math.min(remembered, items.length - 1)] ?? null;
    const preferred = this.options.defaultItem?.();
    if (preferred && items.includes(preferred)) return preferred;
    if (from && this.options.kind === 'grid') {
      const i = pickClosest(from, items.map(rectOf));
      if (i >= 0) return items[i] ?? null;
    }
    return items[0] ?? null;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    if (event.key === 'Tab' && this.options.kind === 'dialog') {
      this.trapTab(event);
      return;
    }
    const action = remoteActionOf(event);
    if (!isMove(action) || !HANDLED[this.options.kind].includes(action)) {
      if (isMove(action) && this.options.kind === 'dialog') event.preventDefault();
      return;
    }
    const items = this.items();
    const current = itemInPath(event.composedPath(), items);
    if (!current) return;
    const next = this.nextItem(items, current, action);
    if (next && focusItem(next, rectOf(current))) {
      event.preventDefault();
    } else if (this.options.kind === 'dialog' || event.repeat) {
      // A dialog is a boundary: the key stops here. So is any edge for a held key: holding an arrow to
      // reach the end of a row stops there, and only a fresh press moves on to the next group.
      event.preventDefault();
    }
  };

  /** One batch of layout reads (rects of this group's items only), then the choice; no writes in between. */
  private nextItem(items: readonly HTMLElement[], current: HTMLElement, dir: Direction): HTMLElement | null {
    const kind = this.options.kind;
    if (kind === 'grid' || kind === 'dialog') {
      const others = items.filter((i) => i !== current);
      const index = pickNearest(rectOf(current), dir, others.map(rectOf));
      return others[index] ?? null;
    }
    // By index, so in reading order: Right goes back under right to left (nav/direction.ts).
    const along = inReadingOrder(dir);
    const step = along === 'right' || along === 'down' ? 1 : -1;
    const at = items.indexOf(current);
    for (let i = at + step; i >= 0 && i < items.length; i += step) {
      const item = items[i];
      if (item && isShown(item)) return item;
    }
    if (kind === 'menu' && items.length > 1) {
      const wrapped = step > 0 ? items.find(isShown) : [...items].reverse().find(isShown);
      return wrapped && wrapped !== current ? wrapped : null;
    }
    return null;
  }

  private trapTab(event: KeyboardEvent): void {
    const items = this.items().filter(isShown);
    if (items.length === 0) return;
    const current = itemInPath(event.composedPath(), items);
    const at = current ? items.indexOf(current) : -1;
    const next = items[(at + (event.shiftKey ? -1 : 1) + items.length) % items.length];
    event.preventDefault();
    if (next) focusItem(next, null);
  }

  private readonly onFocusIn = (event: Event): void => {
    const path = event.composedPath();
    // Still within the remembered item (a nested group moving inside itself): nothing to walk.
    if (this.last && path.includes(this.last)) return;
    const items = this.items();
    const item = itemInPath(path, items);
    if (!item || item === this.last) return;
    if (item.hasAttribute('data-nav-transient')) {
      // Somewhere for focus to rest while the group's real items load: followed when it goes (focus is
      // then recovered), never remembered as the way back in.
      this.last = item;
      this.lastIndex = -1;
      return;
    }
    this.last = item;
    this.lastIndex = items.indexOf(item);
    const key = this.memoryKey();
    if (key) this.nav.value?.memory.set(key, this.lastIndex);
    this.applyRovingTabindex(items);
  };

  private readonly onMutation = (): void => {
    this.recoverLostFocus();
  };

  /** The focused item was removed or re-rendered away: focus the item now at its place, or the one before. */
  private recoverLostFocus(): void {
    if (!this.last || this.last.isConnected || deepActiveElement() !== null || !this.host.isConnected) return;
    if (this.enter()) return;
    // New items may not have rendered their insides yet (a delegating host with no button so far).
    const rendering = this.items()
      .map((item) => (item as Partial<ReactiveElement>).updateComplete)
      .filter((p): p is Promise<boolean> => p !== undefined);
    if (rendering.length === 0) return;
    void Promise.all(rendering).then(() => {
      if (deepActiveElement() === null && this.host.isConnected) this.enter();
    });
  }

  private rememberedIndex(): number {
    if (this.lastIndex >= 0) return this.lastIndex;
    const key = this.memoryKey();
    return key === null ? -1 : (this.nav.value?.memory.get(key) ?? -1);
  }

  private memoryKey(): string | null {
    const nav = this.nav.value;
    return nav ? memoryKeyOf(nav, this.host, this.options.memoryKey) : null;
  }

  /** The active item is reachable with Tab (tabindex 0), every other item is not (-1). Nested groups are left alone. */
  private applyRovingTabindex(items: readonly HTMLElement[]): void {
    const active = this.entryItem(items, null);
    for (const item of items) {
      if (groupOf(item)) continue;
      const value = item === active ? '0' : '-1';
      if (item.getAttribute('tabindex') !== value) item.setAttribute('tabindex', value);
    }
  }
}

function rectOf(el: Element): Box {
  return el.getBoundingClientRect();
}

function isShown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

/** Focuses an item, entering it when it is a nested group. */
export function focusItem(item: HTMLElement, from: Box | null): boolean {
  const group = groupOf(item);
  if (group) return group.enter(from);
  item.focus();
  return itemHolding(deepActiveElement(), [item]) !== null;
}
