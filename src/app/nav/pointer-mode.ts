import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { composedContains, deepActiveElement, isFocusable } from './composed-tree.ts';
import type { InputMode, Navigation } from './navigation.ts';

export interface PointerModeOptions {
  /** Where the mode is kept for the elements that read it (a list following the pointer). */
  navigation: Navigation;
  /** The pointer just focused `item`. */
  focused?: (item: HTMLElement) => void;
}

/**
 * Pointer mode (LG Magic Remote, a mouse): what the pointer is over takes focus, so the ring and OK always
 * agree with the pointer and no affordance depends on hover. Keys bring key mode back (the root does that
 * on the next remote key, moving from the element the pointer left focused).
 */
export class PointerModeController implements ReactiveController {
  private pointerAt = '';

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: PointerModeOptions,
  ) {
    host.addController(this);
  }

  /** A remote key arrived (the paint gate says so): key mode, moving on from what the pointer focused. */
  keyMode(): void {
    this.setMode('key');
  }

  hostConnected(): void {
    window.addEventListener('mousemove', this.onMouseMove, true);
    document.addEventListener('cursorStateChange', this.onCursorState);
  }

  hostDisconnected(): void {
    window.removeEventListener('mousemove', this.onMouseMove, true);
    document.removeEventListener('cursorStateChange', this.onCursorState);
  }

  private readonly onMouseMove = (event: MouseEvent): void => {
    const at = `${event.screenX},${event.screenY}`;
    // Chromium also sends a mousemove when content scrolls under a still pointer; that is not the user.
    if (at === this.pointerAt) return;
    this.pointerAt = at;
    this.setMode('pointer');
    const item = event.composedPath().find((t): t is HTMLElement => t instanceof Element && isFocusable(t));
    // A listbox that keeps focus on itself moves its active option under the pointer on its own.
    if (!item || !composedContains(this.host, item) || item.hasAttribute('aria-activedescendant')) return;
    const active = deepActiveElement();
    if (active && composedContains(item, active)) return;
    item.focus({ preventScroll: true });
    this.options.focused?.(item);
  };

  /** webOS hides the Magic Remote's cursor when a key is pressed; that is key mode. */
  private readonly onCursorState = (event: Event): void => {
    const detail = (event as CustomEvent<{ visibility?: boolean } | undefined>).detail;
    if (detail && detail.visibility === false) this.setMode('key');
  };

  private setMode(mode: InputMode): void {
    this.options.navigation.inputMode = mode;
    // Only on a change: rewriting it on every key would restyle the whole page before each move.
    const root = document.documentElement;
    if (root.getAttribute('data-tv-input') !== mode) root.setAttribute('data-tv-input', mode);
  }
}
