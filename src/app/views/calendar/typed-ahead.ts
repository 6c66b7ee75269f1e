/**
 * Keys typed toward the agenda while it loads. On a slow network a person who opened Calendar presses Down
 * and OK before the rows are there; focus is then on "Back to Home", the loading screen's only button, and
 * those keys did nothing there, or took the person home. Up and Down typed while the agenda loads, and OK
 * after them, are held here instead and played on the agenda once its first row can take focus: Down
 * twice then OK opens the third event. OK typed before any arrow is for "Back to Home" itself, and Back is
 * never held.
 */
import type { ReactiveControllerHost } from 'lit';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { remoteActionOf } from '../../nav/keys.ts';

export interface HeldKeys {
  /** Rows down from the first (Up counts back, never above the first). */
  index: number;
  /** OK followed the arrows: the row's event opens. */
  open: boolean;
}

export class TypedAhead {
  private moves = 0;
  private arrows = false;
  private ok = false;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    /** True while there are no rows to take the keys. */
    private readonly loading: () => boolean,
  ) {
    new KeyListenerController(host, (event) => {
      this.onKey(event);
    });
  }

  /** What was typed ahead so far (nothing: the first row, closed). */
  get held(): HeldKeys {
    return { index: Math.max(0, this.moves), open: this.ok };
  }

  /** The keys were played on the agenda. */
  clear(): void {
    this.moves = 0;
    this.arrows = false;
    this.ok = false;
  }

  private onKey(event: KeyboardEvent): void {
    if (event.defaultPrevented || !this.loading()) return;
    const action = remoteActionOf(event);
    if (action === 'up' || action === 'down') {
      this.moves += action === 'down' ? 1 : -1;
      this.arrows = true;
    } else if (action !== 'ok' || !this.arrows) {
      return;
    } else {
      this.ok = true;
    }
    event.preventDefault();
  }
}
