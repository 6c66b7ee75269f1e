/**
 * The item of a list whose detail panel is open over it (an agenda row's event, a channel's card): OK on an
 * item opens its panel, the panel's `tv-close` (Back or its Close button) closes it, and focus goes back to
 * the item it was opened from once the list is drawn again. Like AgendaPaging it has nothing to do when the
 * view connects or disconnects, so it is not registered as a ReactiveController; it asks the view to draw
 * again.
 */
import type { ReactiveControllerHost } from 'lit';

export class ItemDetail {
  /** The item whose panel is open. */
  index: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Focuses the list's item again (the list keeps it rendered while its panel is open). */
    private readonly refocus: (index: number) => void,
  ) {}

  open(index: number): void {
    this.index = index;
    this.host.requestUpdate();
  }

  /** For the panel's `tv-close`. */
  readonly close = (): void => {
    const index = this.index;
    this.index = null;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      if (index !== null) this.refocus(index);
    });
  };
}
