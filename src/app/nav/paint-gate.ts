import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NavClock } from './clock.ts';
import { deepActiveElement, focusedItem } from './composed-tree.ts';
import { KeyRepeatGate } from './key-gate.ts';
import { isMove, remoteActionOf } from './keys.ts';

export interface PaintGateOptions {
  clock: NavClock;
  /** A remote key arrived: the input is the keys again (pointer mode ends). */
  keyPressed(): void;
  /** A key's move of the focused item is on screen now. */
  painted?: (item: HTMLElement) => void;
}

/**
 * The paint gate, first on every key: held keys accelerate (`KeyRepeatGate`), a held OK or Back acts once,
 * and after a key moves the focused item no further key is handled until the frame showing that move has
 * been produced. A repeat arriving meanwhile is dropped; a fresh press is kept (the latest) and replayed
 * after that frame. The root calls `settle()` last on every key to say whether the key moved focus.
 */
export class PaintGate implements ReactiveController {
  private readonly gate: KeyRepeatGate;
  private focusBeforeKey: HTMLElement | null = null;
  private painting = false;
  private pending: KeyboardEvent | null = null;
  private readonly replayed = new WeakSet<KeyboardEvent>();

  constructor(
    host: ReactiveControllerHost,
    private readonly options: PaintGateOptions,
  ) {
    this.gate = new KeyRepeatGate(options.clock);
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKeyCapture, true);
    window.addEventListener('keyup', this.onKeyUp, true);
    window.addEventListener('blur', this.onWindowBlur);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKeyCapture, true);
    window.removeEventListener('keyup', this.onKeyUp, true);
    window.removeEventListener('blur', this.onWindowBlur);
  }

  /**
   * Last on every key (the root's bubble listener): the focused item now; when the key moved it, further
   * keys wait for the frame that shows the move.
   */
  settle(): HTMLElement | null {
    // The item, not only DOM focus: a list moves its active option while focus stays on the list.
    const now = focusedItem();
    if (now && now !== this.focusBeforeKey) this.moved(now);
    this.focusBeforeKey = null;
    return now;
  }

  private readonly onKeyCapture = (event: KeyboardEvent): void => {
    const action = remoteActionOf(event);
    if (!action) {
      // A key typed into a search is no move: without this, `settle()` would take the focused item for a
      // new one and hold the next Backspace back until a paint, after the letters typed behind it.
      this.focusBeforeKey = focusedItem();
      return;
    }
    if (this.replayed.has(event)) {
      // Gated when it first arrived; held back only for the paint.
      this.focusBeforeKey = focusedItem();
      return;
    }
    this.options.keyPressed();
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

  private readonly onKeyUp = (event: KeyboardEvent): void => {
    this.gate.release(keyIdentity(event));
  };

  private readonly onWindowBlur = (): void => {
    this.gate.reset();
  };

  private moved(now: HTMLElement): void {
    if (this.painting) return;
    this.painting = true;
    this.options.clock.afterPaint(() => {
      // Said once the move is on screen, and outside the key's handling time.
      if (focusedItem() === now) this.options.painted?.(now);
      this.onPainted();
    });
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
}

/** A key's name, or its code where the engine gives no name (older TVs' remote keys). */
function keyIdentity(event: KeyboardEvent): string {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the TV engines still send only this
  return event.key && event.key !== 'Unidentified' ? event.key : `#${event.keyCode}`;
}
