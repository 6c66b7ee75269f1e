import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { remoteActionOf } from '../nav/keys.ts';

/**
 * Makes a custom element behave as a button for the remote: focusable (a focus group may then rove its
 * tabindex), `role="button"`, and OK (Enter, Select, gamepad A) raises a click, as Enter does on a native
 * button. Views listen for `click`, which the pointer raises as well.
 */
export class ActivationController implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.host.hasAttribute('role')) this.host.setAttribute('role', 'button');
    if (!this.host.hasAttribute('tabindex')) this.host.setAttribute('tabindex', '0');
    this.host.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.repeat || remoteActionOf(event) !== 'ok') return;
    if (this.host.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    this.host.click();
  };
}
