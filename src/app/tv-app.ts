/**
 * The root: starts the services, provides the config and session contexts, and routes between sign-in,
 * home and the views of the route table. Screens talk to it only through events (tv-signed-in, tv-open,
 * tv-back, tv-sign-out); it never reaches into them.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { boot, BootError, type Services } from './boot.ts';
import { configContext, sessionContext } from './contexts.ts';
import { findRoute, type RouteEntry } from './routes.ts';
import { browserClock, type Clock } from './time/clock.ts';
import type { NavigationController } from './nav/navigation-controller.ts';
import './views/tv-sign-in.ts';
import './views/tv-message.ts';
import type { SignedInDetail } from './views/tv-sign-in.ts';

type Screen =
  | { name: 'starting' }
  | { name: 'bootFailed'; error: BootError }
  | { name: 'signIn' }
  | { name: 'home'; focusId?: string }
  | { name: 'view'; route: RouteEntry; content: 'loading' | 'missingScope' | 'loadFailed' | HTMLElement };

const BOOT_RETRY_MS = 10_000;

@customElement('tv-app')
export class TvApp extends LitElement {
  /** Injected by tests; the browser's clock otherwise. */
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private screen: Screen = { name: 'starting' };

  private services: Services | undefined;
  private readonly configProvider = new ContextProvider(this, { context: configContext });
  private readonly sessionProvider = new ContextProvider(this, { context: sessionContext });
  /**
   * D-pad navigation, Back history and "Exit?"; provides the navigation context. Loaded once the first
   * screen has painted (or when home needs it), so it stays off the sign-in screen's critical path.
   */
  private navigation: NavigationController | undefined;
  private navigationReady: Promise<void> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('tv-back', this.goHome);
    this.addEventListener('tv-sign-out', this.onSignOut);
    this.addEventListener('tv-sign-in-shown', this.onFirstScreen);
    if (!this.services) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('tv-back', this.goHome);
    this.removeEventListener('tv-sign-out', this.onSignOut);
    this.removeEventListener('tv-sign-in-shown', this.onFirstScreen);
  }

  override willUpdate(): void {
    // Back (the remote's, or a view's Back button) pops the navigation history; the screen follows it.
    if (this.screen.name === 'view' && this.navigation?.navigation.current.name === 'home') {
      this.screen = { name: 'home', focusId: this.screen.route.id };
    }
  }

  override render() {
    const { screen, services } = this;
    switch (screen.name) {
      case 'starting':
        return html`<tv-message heading="Starting…"></tv-message>`;
      case 'bootFailed':
        return html`<tv-message
          heading=${screen.error.message}
          next=${screen.error.next}
          action="Try again"
          @tv-action=${this.start}
        ></tv-message>`;
      case 'signIn':
        if (!services) return nothing;
        return html`<tv-sign-in
          .client=${services.client}
          .clock=${this.clock}
          .reason=${services.session.endReason}
          ?persistent=${services.session.persistent}
          @tv-signed-in=${this.onSignedIn}
        ></tv-sign-in>`;
      case 'home':
        return html`<tv-home .focusId=${screen.focusId} @tv-open=${this.onOpen}></tv-home>`;
      case 'view':
        return this.renderView(screen.route, screen.content);
    }
  }

  private renderView(route: RouteEntry, content: 'loading' | 'missingScope' | 'loadFailed' | HTMLElement) {
    if (content === 'loading') return html`<tv-message heading=${route.label} next="Loading…"></tv-message>`;
    if (content === 'missingScope') return html`<tv-scope-missing .route=${route}></tv-scope-missing>`;
    if (content === 'loadFailed') {
      return html`<tv-message
        heading="This screen could not be loaded."
        next="Check the TV’s network, then try again."
        action="Back to Home"
        @tv-action=${this.goHome}
      ></tv-message>`;
    }
    return content;
  }

  private readonly start = async (): Promise<void> => {
    this.screen = { name: 'starting' };
    try {
      const services = await boot(this.clock);
      this.services = services;
      this.configProvider.setValue(services.config);
      services.session.addEventListener('change', this.onSessionChange);
      this.onSessionChange();
    } catch (err) {
      const error =
        err instanceof BootError ? err : new BootError('The app could not start.', 'Try again.', true);
      this.screen = { name: 'bootFailed', error };
      void this.loadNavigation();
      if (error.transient) {
        this.clock.setTimeout(() => {
          if (this.screen.name === 'bootFailed') void this.start();
        }, BOOT_RETRY_MS);
      }
    }
  };

  private readonly onSessionChange = (): void => {
    void this.followSession();
  };

  /** Sign-in when signed out; home once signed in (from sign-in or at start). */
  private async followSession(): Promise<void> {
    const session = this.services?.session;
    if (!session) return;
    this.sessionProvider.setValue({ session, scopes: session.scopes });
    if (!session.signedIn) {
      this.navigation?.navigation.reset('home');
      this.screen = { name: 'signIn' };
      return;
    }
    if (!this.beforeHome()) return;
    // Home's code and navigation are not needed to paint the sign-in screen; home waits for both.
    await Promise.all([this.loadNavigation(), import('./views/tv-home.ts')]);
    // The session or the screen may have moved on while the code arrived.
    if (this.services?.session.signedIn === true && this.beforeHome()) this.screen = { name: 'home' };
  }

  private beforeHome(): boolean {
    return this.screen.name === 'signIn' || this.screen.name === 'starting';
  }

  private readonly onSignedIn = (event: CustomEvent<SignedInDetail>): void => {
    void this.services?.session.signIn(event.detail.tokens, event.detail.receivedAt);
  };

  private readonly onOpen = async (event: CustomEvent<{ id: string }>): Promise<void> => {
    const route = findRoute(event.detail.id);
    const session = this.services?.session;
    if (!route || !session) return;
    this.navigation?.navigation.go(route.id);
    if (route.scopes.length > 0 && !session.grantsAny(route.scopes)) {
      await import('./views/tv-scope-missing.ts');
      this.screen = { name: 'view', route, content: 'missingScope' };
      return;
    }
    const opening: Screen = { name: 'view', route, content: 'loading' };
    this.screen = opening;
    try {
      await route.load();
      // The person may have pressed Back while the view's code was arriving.
      if (this.screen === opening) {
        this.screen = { name: 'view', route, content: document.createElement(route.tag) };
      }
    } catch {
      this.screen = { name: 'view', route, content: 'loadFailed' };
    }
  };

  private readonly goHome = (): void => {
    if (this.screen.name === 'view') this.navigation?.navigation.back();
  };

  private loadNavigation(): Promise<void> {
    this.navigationReady ??= import('./nav/navigation-controller.ts').then(({ NavigationController }) => {
      this.navigation = new NavigationController(this, { home: 'home' });
    });
    return this.navigationReady;
  }

  /** Once the first screen is complete (code and QR, or a message), so navigation never delays it. */
  private readonly onFirstScreen = (): void => {
    void this.loadNavigation();
  };

  private readonly onSignOut = (): void => {
    void this.services?.session.signOut();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
