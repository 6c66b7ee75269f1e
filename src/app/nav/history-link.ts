import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { entriesOfHash, hashOf } from './deep-link.ts';
import type { Navigation } from './navigation.ts';

export interface HistoryLinkOptions {
  /** The platform went back in history by itself (webOS, Edge on Xbox): handle it as the Back key. */
  onPlatformBack(): void;
  /** Which route names exist; without it the hash is neither read nor written. */
  isRoute?: (name: string) => boolean;
}

interface OwnState {
  tvNavigation: true;
}

const OWN: OwnState = { tvNavigation: true };

function isOwn(state: unknown): state is OwnState {
  return typeof state === 'object' && state !== null && 'tvNavigation' in state;
}

/**
 * The browser's history as the app sees it. One history entry of our own sits on top of the page's, so a
 * platform that goes back in history by itself gives a `popstate` here instead of leaving the app. The
 * screen showing is written into that entry's hash with `replaceState`: the browser's history never grows
 * with the app's (Back stays the app's own, and one browser Back is always one platform Back), and a typed
 * or linked hash opens its screen, at start (the root reads it) and when it changes.
 */
export class HistoryLinkController implements ReactiveController {
  private unsubscribe: (() => void) | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly navigation: Navigation,
    private readonly options: HistoryLinkOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.onPopState);
    if (this.options.isRoute) {
      window.addEventListener('hashchange', this.onHashChange);
      this.unsubscribe = this.navigation.subscribe(this.writeHash);
    }
    if (isOwn(history.state)) return;
    // The page's own entry keeps no link: a platform Back that lands on it is told apart from a typed link.
    if (this.options.isRoute) history.replaceState(history.state, '', urlWithHash(''));
    history.pushState(OWN, '', this.options.isRoute ? urlWithHash(this.hash()) : undefined);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.onPopState);
    window.removeEventListener('hashchange', this.onHashChange);
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private hash(): string {
    return hashOf(this.navigation.current, this.navigation.home);
  }

  private readonly writeHash = (): void => {
    const hash = this.hash();
    if (location.hash !== hash) history.replaceState(history.state, '', urlWithHash(hash));
  };

  /** A hash naming another screen than the one showing (typed, or a link followed): its history, else []. */
  private typedLink() {
    const { isRoute } = this.options;
    if (!isRoute || location.hash === this.hash()) return [];
    return entriesOfHash(location.hash, isRoute);
  }

  private readonly onPopState = (): void => {
    const link = this.typedLink();
    if (!isOwn(history.state) && link.length > 0) {
      // A new link on a new entry: it becomes our entry, showing that screen.
      history.replaceState(OWN, '', location.href);
      this.navigation.reset(link);
      return;
    }
    // The platform left our entry: put one back, then it is Back.
    if (!isOwn(history.state)) {
      history.pushState(OWN, '', this.options.isRoute ? urlWithHash(this.hash()) : undefined);
    }
    this.options.onPlatformBack();
    if (this.options.isRoute) this.writeHash();
  };

  private readonly onHashChange = (): void => {
    const link = this.typedLink();
    if (link.length > 0) this.navigation.reset(link);
  };
}

/** This page with another hash: only the hash changes, which even a `file://` page may do. */
function urlWithHash(hash: string): string {
  return `${location.href.split('#', 1)[0] ?? ''}${hash}`;
}
