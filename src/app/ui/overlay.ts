/**
 * The one overlay mechanism: anything drawn over a screen that must keep the remote to itself until it
 * closes — the "Exit?" and Sign out questions (`tv-dialog`), an event's or a channel's details, the
 * calendar picker. docs/navigation.md#overlays.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { composedContains, deepActiveElement } from '../nav/composed-tree.ts';
import { FocusGroupController } from '../nav/focus-group.ts';
import { remoteActionOf } from '../nav/keys.ts';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export interface OverlayOptions {
  /** Back pressed inside the overlay (it closes it, one way or another). */
  onBack(): void;
  /**
   * Open while the host is in the document (a panel a view renders only while it shows) and named a
   * dialog on the host itself; otherwise `open()` and `close()` say when (a question kept in the page).
   */
  whileConnected?: boolean;
  /** The item focused on opening (default: the first button). */
  first?: () => HTMLElement | null;
}

/**
 * Makes its host modal while open: a `dialog` focus group (arrows and Tab stay inside), its first item
 * focused once rendered, focus that escapes (a script, the pointer) brought back, Back handed to
 * `onBack`, and on closing, focus returned to where it was when the overlay opened.
 */
export class OverlayController implements ReactiveController {
  readonly group: FocusGroupController;
  private isOpen = false;
  private focusWhenRendered = false;
  private returnFocus: HTMLElement | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: OverlayOptions,
  ) {
    host.addController(this);
    this.group = new FocusGroupController(host, { kind: 'dialog', defaultItem: () => this.firstItem() });
  }

  get open(): boolean {
    return this.isOpen;
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    document.addEventListener('focusin', this.onDocumentFocusIn, true);
    if (!this.options.whileConnected) return;
    this.host.setAttribute('role', 'dialog');
    this.host.setAttribute('aria-modal', 'true');
    this.show();
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    document.removeEventListener('focusin', this.onDocumentFocusIn, true);
    if (this.options.whileConnected) this.close();
  }

  hostUpdated(): void {
    if (!this.isOpen || !this.focusWhenRendered) return;
    const first = this.firstItem();
    if (first === null) return; // nothing rendered yet (no event or channel given)
    this.focusWhenRendered = false;
    first.focus();
  }

  /** Opens: the first item takes focus once the host has rendered it. */
  show(): void {
    const active = deepActiveElement();
    this.returnFocus = active && !composedContains(this.host, active) ? active : null;
    this.isOpen = true;
    this.focusWhenRendered = true;
    this.host.requestUpdate();
  }

  /** Closes: focus goes back where it was, unless something outside already took it. */
  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.focusWhenRendered = false;
    const back = this.returnFocus;
    this.returnFocus = null;
    const active = deepActiveElement();
    if (back?.isConnected && (active === null || composedContains(this.host, active))) back.focus();
  }

  private firstItem(): HTMLElement | null {
    return this.options.first?.() ?? this.host.renderRoot.querySelector('button');
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || !this.isOpen || remoteActionOf(event) !== 'back') return;
    event.preventDefault();
    this.options.onBack();
  };

  /** Focus that escapes is brought back: the overlay is modal. */
  private readonly onDocumentFocusIn = (): void => {
    if (!this.isOpen) return;
    const active = deepActiveElement();
    if (active && !composedContains(this.host, active)) this.firstItem()?.focus();
  };
}

/** A panel's way to close: raises `tv-close`, and the view that opened it removes it. */
export function requestClose(panel: HTMLElement): void {
  panel.dispatchEvent(new CustomEvent('tv-close', { bubbles: true, composed: true }));
}

/**
 * The overlay of a panel a view renders only while it shows (an event's or a channel's detail, the calendar
 * picker): open while connected, and Back or the panel's own Close button ask the view to remove it.
 */
export class PanelOverlay extends OverlayController {
  /** For the panel's Close button: what Back does. */
  readonly requestClose = (): void => {
    requestClose(this.panel);
  };

  constructor(private readonly panel: Host) {
    super(panel, {
      whileConnected: true,
      onBack: () => {
        this.requestClose();
      },
    });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tv-close': CustomEvent<undefined>;
  }
}
