import type { ReactiveController, ReactiveElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import { FocusEntryController } from '../nav/group-registry.ts';
import { navigationContext, recallIndex, rememberIndex, type Navigation } from '../nav/navigation.ts';
import { inReadingOrder } from '../nav/direction.ts';
import { remoteActionOf, type RemoteAction } from '../nav/keys.ts';
import { moveInGrid } from './virtual-range.ts';

/** What an element that moves focus among its own items by index hands to its controller. */
export interface IndexedGroupOptions {
  /** Focuses the item to enter on (the remembered one); false when there is none. */
  enter: () => boolean;
  /** The element's own keys: it moves by index and lets keys it does not act on bubble. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Focus arrived somewhere in the element's shadow root. */
  onFocusIn: (event: Event) => void;
  /** The element's content box changed size: how many items fit may have changed. */
  onResize: (box: DOMRectReadOnly) => void;
}

type Host = ReactiveElement & { readonly memoryKey: string };

/**
 * Everything around an element that keeps an index of its own items and moves it itself instead of
 * leaving that to a FocusGroupController: the virtual list and the books' cover row. While connected it
 * registers the element as one focus group entered by `enter`, listens to its keys and focus, and watches
 * its size; the index is remembered per screen in the router, so a list drawn anew after Back opens where
 * it was (docs/navigation.md#focus-groups--focusgroupcontroller-navfocus-groupts).
 */
export class IndexedGroupController implements ReactiveController {
  private readonly nav: ContextConsumer<typeof navigationContext, Host>;
  private resizeObserver: ResizeObserver | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: IndexedGroupOptions,
  ) {
    this.nav = new ContextConsumer(host, { context: navigationContext });
    new FocusEntryController(host, { enter: () => options.enter() });
    host.addController(this);
  }

  /** The router, when the element is inside an app root. */
  get navigation(): Navigation | undefined {
    return this.nav.value;
  }

  /** Remembers `index` as the element's last-focused item on this screen. */
  remember(index: number): void {
    rememberIndex(this.nav.value, this.host, this.host.memoryKey, index);
  }

  /** The index remembered on this screen, if any. */
  recall(): number | undefined {
    return recallIndex(this.nav.value, this.host, this.host.memoryKey);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.options.onKeyDown);
    this.host.renderRoot.addEventListener('focusin', this.options.onFocusIn);
    this.resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.options.onResize(box);
    });
    this.resizeObserver.observe(this.host);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.options.onKeyDown);
    this.host.renderRoot.removeEventListener('focusin', this.options.onFocusIn);
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
  }
}

/** Where an element's items sit, for a key to move among them by index. */
export interface IndexGrid {
  index: number;
  count: number;
  /** Items per row (a single row: all of them). */
  columns: number;
  /** Items a Page or Channel key moves by. */
  page: number;
}

/**
 * The index a remote key moves to among `grid`'s items, in reading order (`moveInGrid`), with the key's
 * default prevented; null for a key that does not move here. At an edge a fresh press bubbles on to the
 * enclosing group, and a held key that `stopsHeld` stops there, so holding an arrow to reach the last item
 * never carries focus out (docs/navigation.md#focus-groups--focusgroupcontroller-navfocus-groupts).
 */
export function indexKeyTarget(
  event: KeyboardEvent,
  grid: IndexGrid,
  stopsHeld: (action: RemoteAction) => boolean,
): number | null {
  if (event.defaultPrevented) return null;
  const action = remoteActionOf(event);
  if (!action) return null;
  const target = moveInGrid(inReadingOrder(action), grid.index, grid.count, grid.columns, grid.page);
  if (target === null) {
    if (event.repeat && stopsHeld(action)) event.preventDefault();
    return null;
  }
  event.preventDefault();
  return target;
}
