import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A keydown listener on the host for as long as it is connected. An element that acts on a key of its own
 * (the on-screen keyboard's arrows, Back closing a choice in the book detail) hears it here before the
 * enclosing groups and the root do, which then see it `defaultPrevented` when it was handled
 * (docs/navigation.md, "A screen in five minutes").
 *
 * Make it after the host's other controllers: listeners run in the order they were added, and a
 * FocusGroupController on the same host adds its own when connected.
 */
export class KeyListenerController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly handler: (event: KeyboardEvent) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.handler);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.handler);
  }
}
