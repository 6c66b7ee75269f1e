/**
 * The shell: starts the services, provides the config and session contexts, installs the theme, and shows
 * sign-in until there is a session, then whatever the router (`Navigation`, nav/navigation.ts) says is
 * the current screen: home or a view of the route table. Views go somewhere by asking the router
 * (`navigationOf(this).go(...)`); the shell only renders what it holds and never writes to it, except to
 * empty it on sign-out. Sign-in talks to it through events (tv-signed-in, tv-sign-out).
 *
 * What the sign-in screen does not need arrives after it has painted: the session (refresh, revocation),
 * the context providers, navigation, the theme, the route table and home. With stored tokens, the session
 * loads at once.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { boot, BootError, loadSession, type Services } from './boot.ts';
import type { Session } from './auth/session.ts';
import type { ShellContexts } from './shell-contexts.ts';
import { RoutedScreenController } from './routed-screen.ts';
import { announceItem } from './ui/announcer.ts';
import { browserClock, type Clock } from './time/clock.ts';
import type { NavigationController } from './nav/navigation-controller.ts';
import './views/tv-sign-in.ts';
import './views/tv-message.ts';
import type { SignedInDetail } from './views/tv-sign-in.ts';
import type { SignOutDetail, SwitchAccountDetail } from './views/settings/account-events.ts';

type Screen =
  | { name: 'starting' }
  | { name: 'bootFailed'; error: BootError }
  | { name: 'signIn' }
  /** Signed in: the router says which screen. */
  | { name: 'routed' };

type RouteTable = typeof import('./routes.ts');

const BOOT_RETRY_MS = 10_000;

@customElement('tv-app')
export class TvApp extends LitElement {
  /** Injected by tests; the browser's clock otherwise. */
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private screen: Screen = { name: 'starting' };

  private services: Services | undefined;
  private session: Session | undefined;
  private sessionReady: Promise<Session> | undefined;
  /** Made when home or a view first needs them: nothing on the sign-in screen consumes a context. */
  private providers: Promise<ShellContexts> | undefined;
  private contexts: ShellContexts | undefined;
  /**
   * D-pad navigation, Back history and "Exit?"; provides the navigation context. Loaded once the first
   * screen has painted (or when home needs it), so it stays off the sign-in screen's critical path.
   */
  private navigation: NavigationController | undefined;
  private navigationReady: Promise<void> | undefined;
  private routes: RouteTable | undefined;
  private readonly routed = new RoutedScreenController(this, {
    navigation: () => this.navigation?.navigation,
    session: () => this.session,
    findRoute: (id) => this.routes?.findRoute(id),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('tv-sign-out', this.onSignOut);
    this.addEventListener('tv-sign-in-shown', this.onFirstScreen);
    this.addEventListener('tv-switch-account', this.onSwitch);
    this.addEventListener('tv-account-added', this.onAccountAdded);
    if (!this.services) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('tv-sign-out', this.onSignOut);
    this.removeEventListener('tv-sign-in-shown', this.onFirstScreen);
    this.removeEventListener('tv-switch-account', this.onSwitch);
    this.removeEventListener('tv-account-added', this.onAccountAdded);
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
          .reason=${this.session?.endReason}
          .persistent=${services.persistent}
          @tv-signed-in=${this.onSignedIn}
        ></tv-sign-in>`;
      case 'routed':
        return this.routed.render();
    }
  }

  private readonly start = async (): Promise<void> => {
    this.screen = { name: 'starting' };
    try {
      const services = await boot();
      this.services = services;
      // Signed out: the sign-in screen paints now and the session follows (onFirstScreen).
      if (services.hasStoredTokens) await this.loadSession();
      else this.screen = { name: 'signIn' };
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

  /** The session, once: its code is fetched on first call. */
  private loadSession(): Promise<Session> {
    const { services } = this;
    if (!services) return Promise.reject(new Error('not started'));
    this.sessionReady ??= loadSession(services, this.clock).then(
      (session) => {
        this.session = session;
        session.addEventListener('change', this.onSessionChange);
        this.onSessionChange();
        return session;
      },
      (err: unknown) => {
        // The session's code could not be fetched: the next call asks again.
        this.sessionReady = undefined;
        throw err;
      },
    );
    return this.sessionReady;
  }

  /** The contexts of home and the views (shell-contexts.ts), made before either is rendered. */
  private provideContexts(): Promise<ShellContexts> {
    const { services } = this;
    if (!services) return Promise.reject(new Error('not started'));
    // The API clients' code is the largest part: asked for beside the module that needs it, not after.
    void import('./api/api-context.ts');
    this.providers ??= Promise.all([import('./shell-contexts.ts'), services.directory]).then(
      ([{ ShellContexts }, directory]) =>
        (this.contexts = new ShellContexts(this, services, this.clock, directory)),
    );
    return this.providers;
  }

  private readonly onSessionChange = (): void => {
    void this.followSession();
  };

  /** Sign-in when signed out; home once signed in (from sign-in or at start); home anew for another account. */
  private async followSession(): Promise<void> {
    const { session } = this;
    if (!session) return;
    const otherAccount = this.contexts?.follow(session) === true;
    if (!session.signedIn) {
      // Signed out: nothing of the last person's screens stays to go Back to.
      if (this.screen.name === 'routed') this.navigation?.navigation.reset();
      this.routed.clear();
      this.screen = { name: 'signIn' };
      return;
    }
    if (otherAccount) this.freshHome();
    if (!this.beforeHome()) return;
    // Home's code, navigation and the contexts are not needed to paint the sign-in screen; home waits.
    const [contexts] = await Promise.all([
      this.provideContexts(),
      this.loadNavigation(),
      import('./views/tv-home.ts'),
    ]);
    contexts.follow(session);
    // The session or the screen may have moved on while the code arrived.
    if (this.session?.signedIn === true && this.beforeHome()) this.screen = { name: 'routed' };
  }

  /** Another account: its home, first tile focused, and nothing of the last one's screens to go Back to. */
  private freshHome(): void {
    this.navigation?.navigation.reset();
    this.routed.clear();
    this.requestUpdate();
  }

  private beforeHome(): boolean {
    return this.screen.name === 'signIn' || this.screen.name === 'starting';
  }

  private readonly onSignedIn = (event: CustomEvent<SignedInDetail>): void => {
    const { tokens, receivedAt } = event.detail;
    void this.loadSession().then((session) => session.signIn(tokens, receivedAt));
  };

  private loadNavigation(): Promise<void> {
    this.navigationReady ??= Promise.all([
      import('./nav/navigation-controller.ts'),
      import('./ui/exit-prompt.ts'),
      import('./ui/theme.ts'),
      import('./routes.ts'),
      import('./nav/platform.ts'),
    ]).then(([{ NavigationController }, { confirmExit }, { installTheme }, routes, { canExit }]) => {
      // Home, the views and the "Exit?" question are drawn with the theme's custom properties.
      installTheme();
      this.routes = routes;
      this.navigation = new NavigationController(this, {
        home: 'home',
        confirmExit: (container) => confirmExit(container, canExit()),
        announce: announceItem,
        isRoute: routes.isLinkable,
      });
    });
    return this.navigationReady;
  }

  /** Once the first screen has painted (code and QR, or a message), so neither delays it. */
  private readonly onFirstScreen = (): void => {
    void this.loadNavigation();
    if (this.services) void this.loadSession();
  };

  /** Settings' sign-out of one account (the one in use when the event names none). */
  private readonly onSignOut = (event: CustomEvent<SignOutDetail | undefined>): void => {
    void this.session?.signOut(event.detail?.key);
  };

  private readonly onSwitch = (event: CustomEvent<SwitchAccountDetail>): void => {
    void this.session?.switchTo(event.detail.key);
  };

  /** "Add an account" signed in (the same person again keeps their account): home for it. */
  private readonly onAccountAdded = (event: CustomEvent<SignedInDetail>): void => {
    const { tokens, receivedAt } = event.detail;
    void this.session?.signIn(tokens, receivedAt).then(() => {
      this.freshHome();
    });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
