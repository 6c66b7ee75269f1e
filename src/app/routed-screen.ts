/**
 * What the shell shows once signed in: the screen the router names. Home, or the view of the current
 * route as far as its code has arrived ("Loading…", the view, or why it cannot open). It reads the router
 * and never writes to it; Back and the views move the router, and the shell redraws.
 */
import { msg } from '@lit/localize';
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Session } from './auth/session.ts';
import { viewOf, type Navigation } from './nav/navigation.ts';
import { loadView } from './route-modules.ts';
import type { RouteEntry } from './routes.ts';

/** The view of the current route, as far as its code has arrived. */
interface OpenView {
  route: RouteEntry;
  content: 'loading' | 'missingScope' | 'loadFailed' | HTMLElement;
}

export interface RoutedScreenSource {
  navigation(): Navigation | undefined;
  session(): Session | undefined;
  findRoute(id: string): RouteEntry | undefined;
  /** Fetches a view's code (route-modules.ts unless a test gives another). */
  load?: (id: string) => Promise<unknown>;
}

export class RoutedScreenController implements ReactiveController {
  private opened: OpenView | undefined;
  /** The view Back last left for home: home focuses its entry. */
  private leftView: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: RoutedScreenSource,
  ) {
    host.addController(this);
  }

  /** Follows the router before each render of the shell: opens the view the current route belongs to. */
  hostUpdate(): void {
    const current = this.source.navigation()?.current;
    if (!current) return;
    const view = viewOf(current);
    if (view === 'home') {
      if (this.opened) this.leftView = this.opened.route.id;
      this.opened = undefined;
    } else if (this.opened?.route.id !== view) {
      this.open(view);
    }
  }

  /** Signed out: nothing of the last person's screens stays. */
  clear(): void {
    this.opened = undefined;
    this.leftView = undefined;
  }

  render() {
    if (!this.opened) return html`<tv-home .focusId=${this.leftView}></tv-home>`;
    const { route, content } = this.opened;
    if (content === 'loading')
      return html`<tv-message heading=${route.label} next=${msg('Loading…')}></tv-message>`;
    if (content === 'missingScope') return html`<tv-scope-missing .route=${route}></tv-scope-missing>`;
    if (content === 'loadFailed') {
      return html`<tv-message
        heading=${msg('This screen could not be loaded.')}
        next=${msg('Check the TV’s network, then try again.')}
        action=${msg('Try again')}
        other=${msg('Back to Home')}
        @tv-action=${this.retry}
        @tv-other=${this.toHome}
      ></tv-message>`;
    }
    return content;
  }

  /** Shows the view `id`: its code first, or why it cannot open. */
  private open(id: string): void {
    const route = this.source.findRoute(id);
    const session = this.source.session();
    if (!route || !session) return;
    if (route.scopes.length > 0 && !session.grantsAny(route.scopes)) {
      this.opened = { route, content: 'missingScope' };
      void import('./views/tv-scope-missing.ts');
      return;
    }
    const opening: OpenView = { route, content: 'loading' };
    this.opened = opening;
    const settle = (content: OpenView['content']): void => {
      // The person may have pressed Back while the view's code was arriving.
      if (this.opened !== opening) return;
      this.opened = { route, content };
      this.host.requestUpdate();
    };
    (this.source.load ?? loadView)(id).then(
      () => {
        settle(document.createElement(route.tag));
      },
      () => {
        settle('loadFailed');
      },
    );
  }

  /** "Try again" after the view's code could not be fetched: the same route, fetched anew. */
  private readonly retry = (): void => {
    if (this.opened?.content !== 'loadFailed') return;
    this.open(this.opened.route.id);
    this.host.requestUpdate();
  };

  private readonly toHome = (): void => {
    this.source.navigation()?.toHome();
  };
}
