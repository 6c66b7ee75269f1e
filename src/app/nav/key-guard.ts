/**
 * Keys that would do harm on a TV:
 * - OK for a moment after the screen changes: a second OK pressed while a slow view opens would otherwise
 *   land on whatever the new screen focused first ("Back to Home" on a loading screen). Back still works,
 *   and the focus stays where it is, visible. An arrow ends the wait early: a person who moved the focus
 *   is looking at the new screen and chose what to press. Held in a capture listener on the window, so no
 *   group or button acts on it first. While OK is held, the host carries `data-settling`.
 * - Tab and Shift+Tab: a remote has no Tab, but a keyboard does, and the browser's Tab walks out of the
 *   app's focus groups to the page body, where no ring shows. A Tab no group used (a dialog traps it)
 *   leaves focus where it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NavClock } from './clock.ts';
import { isMove, remoteActionOf } from './keys.ts';
import type { Navigation } from './navigation.ts';

/** How long OK is held back after a screen change: longer than a quick double press. */
export const SCREEN_SETTLE_MS = 500;

export class KeyGuardController implements ReactiveController {
  private quietUntil = -Infinity;
  private unsubscribe: (() => void) | null = null;
  private settledTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly navigation: Navigation,
    private readonly clock: NavClock,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.navigation.subscribe(() => {
      this.hold();
    });
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.release();
  }

  /**
   * Last of all on every key (the root calls it first thing in its own listener, the last one): a Tab that
   * no group used (a dialog's focus trap does) leaves focus where it is. Not a listener of its own: every
   * listener on a key's way costs its handling time, on every key.
   */
  keepUnusedTab(event: KeyboardEvent): void {
    if (event.key === 'Tab' && !event.defaultPrevented) event.preventDefault();
  }

  /** Listens only while OK is held back: between screen changes, a key passes no listener of this guard. */
  private hold(): void {
    this.quietUntil = this.clock.now() + SCREEN_SETTLE_MS;
    window.addEventListener('keydown', this.onKey, true);
    this.host.toggleAttribute('data-settling', true);
    clearTimeout(this.settledTimer);
    this.settledTimer = setTimeout(() => {
      this.release();
    }, SCREEN_SETTLE_MS);
  }

  private release(): void {
    this.quietUntil = -Infinity;
    window.removeEventListener('keydown', this.onKey, true);
    clearTimeout(this.settledTimer);
    this.host.removeAttribute('data-settling');
  }

  /**
   * A capture listener on the window, before any group: OK while the screen settles goes nowhere; an arrow
   * ends the wait.
   */
  private readonly onKey = (event: KeyboardEvent): void => {
    const action = remoteActionOf(event);
    if (action === null) return;
    if (isMove(action)) {
      this.release();
      return;
    }
    if (action !== 'ok' || this.clock.now() >= this.quietUntil) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
}
