import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextConsumer } from '@lit/context';
import { navigationContext, type ViewEntry } from './navigation.ts';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * For a view with screens of its own (`books/search`, `books/detail`): the current route, and an update
 * of the host whenever the router changes screen. The view draws what `current` names; it never keeps a
 * history of its own (Back pops the router's).
 */
export class RouteController implements ReactiveController {
  private readonly consumer: ContextConsumer<typeof navigationContext, Host>;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly host: Host) {
    this.consumer = new ContextConsumer(host, {
      context: navigationContext,
      callback: (router) => {
        this.unsubscribe?.();
        this.unsubscribe = router.subscribe(() => {
          this.host.requestUpdate();
        });
        this.host.requestUpdate();
      },
    });
    host.addController(this);
  }

  /** The screen showing; undefined outside an app root (a view tested alone shows its first screen). */
  get current(): ViewEntry | undefined {
    return this.consumer.value?.current;
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
