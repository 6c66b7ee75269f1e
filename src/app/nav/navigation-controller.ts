import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextProvider } from '@lit/context';
import { browserNavClock, type NavClock } from './clock.ts';
import { collectItems, composedContains, deepActiveElement, itemHolding } from './composed-tree.ts';
import { entriesOfHash } from './deep-link.ts';
import { pickNearest } from './geometry.ts';
import { focusItem } from './focus-group.ts';
import { groupOf } from './group-registry.ts';
import { HistoryLinkController } from './history-link.ts';
import { KeyGuardController } from './key-guard.ts';
import { isMove, remoteActionOf, type MoveAction } from './keys.ts';
import { Navigation, navigationContext, type ViewEntry } from './navigation.ts';
import { PaintGate } from './paint-gate.ts';
import { exitApp, registerRemoteKeys } from './platform.ts';
import { PointerModeController } from './pointer-mode.ts';

export interface NavigationControllerOptions {
  /** The root screen's name: Back there asks "Exit?". */
  home: string;
  clock?: NavClock;
  /** Asks "Exit?" over `container`; resolves with whether to leave. Without it, Back on home does nothing. */
  confirmExit?: (container: Node) => Promise<boolean>;
  /** Leaves the app after "Exit?" is confirmed (default: the platform's exit). */
  exit?: () => void;
  /** Which route names exist: turns deep links (the URL hash) on. */
  isRoute?: (name: string) => boolean;
}

type Host = ReactiveControllerHost & HTMLElement;

/** A platform's own history Back arriving this soon after a Back key is the same press, handled once. */
const SAME_BACK_MS = 1000;
/** Frames to wait for a lazily loaded screen to show something focusable. */
const FOCUS_RETRIES = 30;

/**
 * The root of navigation, on the app's root element: provides the router (`Navigation`) as the navigation
 * context, owns Back (pop the history, then "Exit?"), OK on items that do not click themselves, the arrows
 * no group took, and focus after a screen change. Held keys and the paint go through `PaintGate`, the
 * pointer through `PointerModeController`, the browser's history and the hash through
 * `HistoryLinkController`. Arrow keys themselves are moved by the focus groups; this sees what bubbles.
 */
export class NavigationController implements ReactiveController {
  readonly navigation: Navigation;
  private readonly clock: NavClock;
  private readonly gate: PaintGate;
  private readonly guard: KeyGuardController;
  private shownView: ViewEntry | null = null;
  private focusPending = false;
  private lastBackAt = -Infinity;
  private exitOpen = false;
  private unsubscribe: (() => void) | null = null;
  /** What had focus on each screen a `go` left, to put it back when Back returns there. */
  private readonly focusOnLeave = new WeakMap<ViewEntry, HTMLElement>();

  constructor(
    private readonly host: Host,
    private readonly options: NavigationControllerOptions,
  ) {
    const { isRoute } = options;
    const start = isRoute ? entriesOfHash(location.hash, isRoute) : [];
    this.navigation = new Navigation(options.home, start);
    this.clock = options.clock ?? browserNavClock;
    new ContextProvider(host, { context: navigationContext, initialValue: this.navigation });
    // The focused item is said by the platform's screen reader, which follows focus (webOS audio guidance,
    // Tizen Voice Guide, Chromium's own): no live region repeats it (docs/app.md#screen-readers).
    const pointer = new PointerModeController(host, { navigation: this.navigation });
    this.gate = new PaintGate(host, {
      clock: this.clock,
      keyPressed: () => {
        pointer.keyMode();
      },
    });
    this.guard = new KeyGuardController(host, this.navigation, this.clock);
    new HistoryLinkController(host, this.navigation, {
      isRoute,
      onPlatformBack: () => {
        if (this.clock.now() - this.lastBackAt >= SAME_BACK_MS) void this.back();
      },
    });
    host.addController(this);
  }

  hostConnected(): void {
    let entries = this.navigation.entries;
    this.unsubscribe = this.navigation.subscribe(() => {
      const left = entries[entries.length - 1];
      entries = this.navigation.entries;
      // A screen opened on top of another: what had focus there is where Back returns.
      const active = deepActiveElement();
      if (left && entries.includes(left) && active) this.focusOnLeave.set(left, active);
      this.host.requestUpdate();
    });
    window.addEventListener('keydown', this.onKey);
    registerRemoteKeys();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    window.removeEventListener('keydown', this.onKey);
  }

  hostUpdated(): void {
    const view = this.navigation.current;
    // A new screen, or the same one drawn anew with nothing focused (its content arrived after "Loading…").
    if (view === this.shownView && deepActiveElement() !== null) return;
    const returning = view !== this.shownView ? this.focusOnLeave.get(view) : undefined;
    this.shownView = view;
    if (returning) {
      // After the screen's own elements have drawn the screen returned to (they update after the root).
      void this.host.updateComplete.then(() => {
        if (this.navigation.current === view && returning.isConnected && isShown(returning))
          returning.focus();
      });
    }
    if (!this.focusPending) this.focusViewSoon(0);
  }

  /** Back as the remote means it: the previous screen, or on home "Exit?" then the platform's exit. */
  async back(): Promise<void> {
    this.lastBackAt = this.clock.now();
    if (this.navigation.back() || this.exitOpen || !this.options.confirmExit) return;
    this.exitOpen = true;
    const leave = await this.options.confirmExit(this.host.shadowRoot ?? this.host);
    this.exitOpen = false;
    if (leave) (this.options.exit ?? exitApp)();
  }

  /** Focuses the first item of the current screen when nothing in the app has focus. */
  ensureFocus(): boolean {
    const active = deepActiveElement();
    if (active && composedContains(this.host, active) && isShown(active)) return true;
    const items = collectItems(this.host, (el) => groupOf(el) !== undefined);
    return items.some((item) => isShown(item) && focusItem(item, null));
  }

  private focusViewSoon(attempt: number): void {
    this.focusPending = true;
    this.clock.afterPaint(() => {
      this.focusPending = false;
      if (this.host.isConnected && !this.ensureFocus() && attempt < FOCUS_RETRIES) {
        this.focusViewSoon(attempt + 1);
      }
    });
  }

  /** Last on every key: what no group acted on. */
  private readonly onKey = (event: KeyboardEvent): void => {
    const active = this.gate.settle();
    this.guard.keepUnusedTab(event);
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (!action) return;
    if (active && !composedContains(this.host, active)) return;
    if (!active || !isShown(active)) {
      // Focus was lost: the key brings it back instead of going nowhere.
      if ((isMove(action) || action === 'ok') && this.ensureFocus()) event.preventDefault();
      if (action !== 'back' && action !== 'exit') return;
    }
    if (isMove(action) && active) {
      if (this.moveAmongTopLevel(active, action) || keepsCaret(active, action)) event.preventDefault();
    } else if (action === 'ok' && active) {
      // A native control clicks itself on a real Enter; a replayed (untrusted) one does not.
      if (
        event.key === 'Enter' &&
        event.isTrusted &&
        active.matches('button, a[href], input, select, textarea')
      )
        return;
      event.preventDefault();
      active.click();
    } else if (action === 'back') {
      event.preventDefault();
      void this.back();
    } else if (action === 'exit') {
      event.preventDefault();
      (this.options.exit ?? exitApp)();
    }
  };

  /**
   * The root is the outermost group: an implicit grid over the screen's top-level items (nested groups
   * count as one item and are not looked into). Screens without groups of their own still move.
   */
  private moveAmongTopLevel(active: HTMLElement, direction: MoveAction): boolean {
    const items = collectItems(this.host, (el) => groupOf(el) !== undefined);
    const current = itemHolding(active, items);
    if (!current) return false;
    const others = items.filter((i) => i !== current);
    const from = current.getBoundingClientRect();
    const next =
      others[
        pickNearest(
          from,
          direction,
          others.map((o) => o.getBoundingClientRect()),
        )
      ];
    return next ? focusItem(next, from) : false;
  }
}

/**
 * Up or Down in a one-line field with nothing that way: a text field would move its caret to the start or
 * the end, and what is typed next would land away from where the person left it. On a remote it does nothing.
 */
function keepsCaret(active: HTMLElement, direction: MoveAction): boolean {
  return (direction === 'up' || direction === 'down') && active instanceof HTMLInputElement;
}

function isShown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}
