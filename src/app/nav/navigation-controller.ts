import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextProvider } from '@lit/context';
import { browserNavClock, type NavClock } from './clock.ts';
import {
  collectItems,
  composedContains,
  deepActiveElement,
  focusedItem,
  itemHolding,
} from './composed-tree.ts';
import { pickNearest } from './geometry.ts';
import { focusItem } from './focus-group.ts';
import { groupOf } from './group-registry.ts';
import { KeyRepeatGate } from './key-gate.ts';
import { isMove, remoteActionOf, type MoveAction } from './keys.ts';
import { Navigation, navigationContext, type InputMode } from './navigation.ts';
import { exitApp, registerRemoteKeys } from './platform.ts';
import { PointerModeController } from './pointer-mode.ts';
import { confirmExit } from './exit-prompt.ts';
import { announceItem } from '../ui/announcer.ts';
import { installTheme } from '../ui/theme.ts';

export interface NavigationControllerOptions {
  /** The root view's name: Back there asks "Exit?". */
  home: string;
  clock?: NavClock;
  /** Leaves the app after "Exit?" is confirmed (default: the platform's exit). */
  exit?: () => void;
  /** Announce each focused item in a polite live region (default true). */
  announceFocus?: boolean;
}

type Host = ReactiveControllerHost & HTMLElement;

/** A platform's own history Back arriving this soon after a Back key is the same press, handled once. */
const SAME_BACK_MS = 1000;
/** Frames to wait for a lazily loaded view to show something focusable. */
const FOCUS_RETRIES = 30;

/**
 * The root of navigation, on the app's root element: provides the Navigation context, owns Back (view
 * history, then "Exit?"), gates held keys (accelerating repeats, nothing while the last move is painting),
 * switches between key and pointer mode, and puts focus back when a view change or a removal loses it.
 * Arrow keys themselves are moved by the focus groups; this only sees what they let bubble.
 */
export class NavigationController implements ReactiveController {
  readonly navigation: Navigation;
  private readonly clock: NavClock;
  private readonly gate: KeyRepeatGate;
  private shownView = '';
  private focusPending = false;
  private focusBeforeKey: HTMLElement | null = null;
  private painting = false;
  private pending: KeyboardEvent | null = null;
  private readonly replayed = new WeakSet<KeyboardEvent>();
  private lastBackAt = -Infinity;
  private exitOpen = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: NavigationControllerOptions,
  ) {
    this.navigation = new Navigation({ name: options.home });
    this.clock = options.clock ?? browserNavClock;
    this.gate = new KeyRepeatGate(this.clock);
    new ContextProvider(host, { context: navigationContext, initialValue: this.navigation });
    new PointerModeController(host, {
      setMode: (mode) => {
        this.setMode(mode);
      },
      focused: (item) => {
        this.announceFocus(item);
      },
    });
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.navigation.subscribe(() => {
      this.host.requestUpdate();
    });
    window.addEventListener('keydown', this.onKeyCapture, true);
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keyup', this.onKeyUp, true);
    window.addEventListener('blur', this.onWindowBlur);
    window.addEventListener('popstate', this.onPopState);
    registerRemoteKeys();
    // The exit dialog, made here, is drawn with the theme's custom properties.
    installTheme();
    // A history entry of our own, so a platform that goes back in history itself (webOS, Edge on Xbox)
    // gives a popstate here instead of leaving the app.
    if (!isOwnHistoryState(history.state)) history.pushState({ tvNavigation: true }, '');
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    window.removeEventListener('keydown', this.onKeyCapture, true);
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('keyup', this.onKeyUp, true);
    window.removeEventListener('blur', this.onWindowBlur);
    window.removeEventListener('popstate', this.onPopState);
  }

  hostUpdated(): void {
    const view = JSON.stringify(this.navigation.current);
    // A new view, or the same one drawn anew with nothing focused (its content arrived after "Loading…").
    if (view === this.shownView && deepActiveElement() !== null) return;
    this.shownView = view;
    if (!this.focusPending) this.focusViewSoon(0);
  }

  /** Back as the remote means it: the previous view, or on the root view "Exit?" then the platform's exit. */
  async back(): Promise<void> {
    this.lastBackAt = this.clock.now();
    if (this.navigation.back() || this.exitOpen) return;
    this.exitOpen = true;
    const leave = await confirmExit(this.host.shadowRoot ?? this.host);
    this.exitOpen = false;
    if (leave) (this.options.exit ?? exitApp)();
  }

  /** Focuses the first item of the current view when nothing in the app has focus. */
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

  /** First on every key: the pointer-to-key switch, the repeat gate and the paint gate. */
  private readonly onKeyCapture = (event: KeyboardEvent): void => {
    const action = remoteActionOf(event);
    if (!action) return;
    if (this.replayed.has(event)) {
      // Gated when it first arrived; held back only for the paint.
      this.focusBeforeKey = focusedItem();
      return;
    }
    this.setMode('key');
    const key = keyIdentity(event);
    const held = event.repeat || this.gate.isHeld(key);
    const accepted = this.gate.accept(key, event.repeat);
    // Arrows accelerate; a held OK or Back acts once.
    const pass = isMove(action) ? accepted : !held;
    if (!pass || this.painting) {
      event.preventDefault();
      event.stopPropagation();
      // A fresh press during a paint is kept (the latest one) and replayed after it; a repeat is dropped.
      if (pass && !event.repeat) this.pending = event;
      return;
    }
    this.focusBeforeKey = focusedItem();
  };

  /** Last on every key: what no group acted on. */
  private readonly onKey = (event: KeyboardEvent): void => {
    // The item, not only DOM focus: a list moves its active option while focus stays on the list.
    const now = focusedItem();
    if (now && now !== this.focusBeforeKey) this.moved(now);
    this.focusBeforeKey = null;
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (!action) return;
    const active = now;
    if (active && !composedContains(this.host, active)) return;
    if (!active || !isShown(active)) {
      // Focus was lost: the key brings it back instead of going nowhere.
      if ((isMove(action) || action === 'ok') && this.ensureFocus()) event.preventDefault();
      if (action !== 'back' && action !== 'exit') return;
    }
    if (isMove(action) && active) {
      if (this.moveAmongTopLevel(active, action)) event.preventDefault();
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
   * The root is the outermost group: an implicit grid over the view's top-level items (nested groups count
   * as one item and are not looked into). Views without groups of their own still move with the arrows.
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

  private readonly onKeyUp = (event: KeyboardEvent): void => {
    this.gate.release(keyIdentity(event));
  };

  private readonly onWindowBlur = (): void => {
    this.gate.reset();
  };

  /** A key moved focus: hold further keys until that move is painted, and say where focus is. */
  private moved(now: HTMLElement): void {
    if (this.painting) return;
    this.painting = true;
    this.clock.afterPaint(() => {
      // Said once the move is on screen, and outside the key's handling time.
      if (focusedItem() === now) this.announceFocus(now);
      this.onPainted();
    });
  }

  private announceFocus(el: HTMLElement): void {
    if (this.options.announceFocus !== false) announceItem(el);
  }

  private readonly onPainted = (): void => {
    this.painting = false;
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    const init: KeyboardEventInit = {
      key: pending.key,
      code: pending.code,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the TV engines still read it
      keyCode: pending.keyCode,
      shiftKey: pending.shiftKey,
      bubbles: true,
      composed: true,
      cancelable: true,
    };
    const replay = new KeyboardEvent('keydown', init);
    this.replayed.add(replay);
    (deepActiveElement() ?? document.body).dispatchEvent(replay);
  };

  private readonly onPopState = (): void => {
    history.pushState({ tvNavigation: true }, '');
    if (this.clock.now() - this.lastBackAt < SAME_BACK_MS) return;
    void this.back();
  };

  private setMode(mode: InputMode): void {
    this.navigation.inputMode = mode;
    // Only on a change: rewriting it on every key would restyle the whole page before each move.
    const root = document.documentElement;
    if (root.getAttribute('data-tv-input') !== mode) root.setAttribute('data-tv-input', mode);
  }
}

/** A key's name, or its code where the engine gives no name (older TVs' remote keys). */
function keyIdentity(event: KeyboardEvent): string {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the TV engines still send only this
  return event.key && event.key !== 'Unidentified' ? event.key : `#${event.keyCode}`;
}

function isOwnHistoryState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'tvNavigation' in state;
}

function isShown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}
