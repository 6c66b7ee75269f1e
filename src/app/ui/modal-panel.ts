/**
 * What a panel opened over a view needs (an event's or a channel's details, a picker): a `dialog` focus group
 * that keeps the D-pad inside it, focus on its first button once it has rendered, `role="dialog"`, and Back or
 * its close button raising `tv-close` so the view can put focus back where the panel was opened from.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FocusGroupController } from '../nav/focus-group.ts';
import { remoteActionOf } from '../nav/keys.ts';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class ModalPanelController implements ReactiveController {
  readonly group: FocusGroupController;
  private focused = false;

  constructor(private readonly host: Host) {
    host.addController(this);
    this.group = new FocusGroupController(host, { kind: 'dialog', defaultItem: () => this.firstButton() });
  }

  hostConnected(): void {
    this.host.setAttribute('role', 'dialog');
    this.host.setAttribute('aria-modal', 'true');
    this.host.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.focused = false;
  }

  hostUpdated(): void {
    if (this.focused) return;
    const button = this.firstButton();
    if (button === null) return; // nothing rendered yet (no event or channel given)
    this.focused = true;
    button.focus();
  }

  /** Raises `tv-close`; bound, so a template can use it as a click handler. */
  readonly close = (): void => {
    this.host.dispatchEvent(new CustomEvent('tv-close', { bubbles: true, composed: true }));
  };

  private firstButton(): HTMLButtonElement | null {
    return this.host.renderRoot.querySelector('button');
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || remoteActionOf(event) !== 'back') return;
    event.preventDefault();
    this.close();
  };
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tv-close': CustomEvent<undefined>;
  }
}
