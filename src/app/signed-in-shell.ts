/**
 * The shell's signed-in half, a chunk of its own: the session, the context providers, navigation, the
 * theme, the route table and home. The sign-in screen needs none of it, so `tv-app.ts` loads this after the
 * code and its QR code have painted (or at once when start-up found stored tokens, or when start-up failed
 * and the remote must still work); docs/app.md, "Budgets".
 */
import type { ReactiveControllerHost } from 'lit';
import { loadSession, type Services } from './boot.ts';
import type { Session } from './auth/session.ts';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import type { ShellContexts } from './shell-contexts.ts';
import type { SignedInDetail } from './views/sign-in/tv-sign-in.ts';
import type { SwitchAccountDetail } from './views/settings/account-events.ts';
import { RoutedScreenController } from './routed-screen.ts';
import type { Clock } from './time/clock.ts';
import type { NavigationController } from './nav/navigation-controller.ts';

type RouteTable = typeof import('./routes.ts');

/** What the shell tells this half, and how this half moves the shell between sign-in and the router. */
export interface ShellScreen {
  /** The shell's current screen. */
  current(): 'starting' | 'bootFailed' | 'signIn' | 'routed';
  show(screen: 'signIn' | 'routed'): void;
}

/** Holds the signed-in half's controllers (routed screen, navigation) on the shell's element. */
export class SignedInShell {
  private session: Session | undefined;
  private sessionReady: Promise<Session> | undefined;
  /** Made when home or a view first needs them: nothing on the sign-in screen consumes a context. */
  private providers: Promise<ShellContexts> | undefined;
  private contexts: ShellContexts | undefined;
  /** D-pad navigation, Back history and "Exit?"; provides the navigation context. */
  private navigation: NavigationController | undefined;
  private readonly navigationReady: Promise<void>;
  private routes: RouteTable | undefined;
  private readonly routed: RoutedScreenController;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly screen: ShellScreen,
    private readonly clock: Clock,
    /** Start-up's services (none yet after a failed start). */
    private readonly services: () => Services | undefined,
  ) {
    this.routed = new RoutedScreenController(host, {
      navigation: () => this.navigation?.navigation,
      session: () => this.session,
      findRoute: (id) => this.routes?.findRoute(id),
    });
    this.navigationReady = this.loadNavigation();
    // Settings' account moves (docs/app.md#accounts-on-one-tv); Settings exists only once this half does.
    host.addEventListener('tv-switch-account', this.onSwitch);
    host.addEventListener('tv-account-added', this.onAccountAdded);
  }

  /** Why the last session ended, for the sign-in screen. */
  get endReason(): Session['endReason'] {
    return this.session?.endReason;
  }

  render() {
    return this.routed.render();
  }

  /** The session, once: its code is fetched on first call. */
  loadSession(): Promise<Session> {
    const services = this.services();
    if (!services) return Promise.reject(new Error('not started'));
    this.sessionReady ??= loadSession(services, this.clock).then(
      (session) => {
        this.session = session;
        // The views' last good data goes with the session (sign-out, access removed): docs/app.md#fresh-data.
        void import('./data/view-cache.ts').then(({ forgetViewsOnSessionEnd }) => {
          forgetViewsOnSessionEnd(session);
        });
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

  /** Tokens from the sign-in screen, with when they arrived. */
  signIn(tokens: TokenResponse, receivedAt: number): void {
    void this.loadSession().then((session) => session.signIn(tokens, receivedAt));
  }

  /** Signs account `key` out of this TV (the one in use without a key). */
  signOut(key?: string): void {
    void this.session?.signOut(key);
  }

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

  /** Another account: its home, first tile focused, and nothing of the last one's screens to go Back to. */
  private freshHome(): void {
    this.navigation?.navigation.reset();
    this.routed.clear();
    this.host.requestUpdate();
  }

  /** The contexts of home and the views (shell-contexts.ts), made before either is rendered. */
  private provideContexts(): Promise<ShellContexts> {
    const services = this.services();
    if (!services) return Promise.reject(new Error('not started'));
    // The API clients' code is the largest part: asked for beside the module that needs it, not after.
    void import('./api/api-context.ts');
    this.providers ??= Promise.all([import('./shell-contexts.ts'), services.directory()]).then(
      ([{ ShellContexts }, directory]) =>
        (this.contexts = new ShellContexts(this.host, services, this.clock, directory)),
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
      if (this.screen.current() === 'routed') this.navigation?.navigation.reset();
      this.routed.clear();
      this.screen.show('signIn');
      return;
    }
    if (otherAccount) this.freshHome();
    if (!this.beforeHome()) return;
    // Home's code, navigation and the contexts are not needed to paint the sign-in screen; home waits.
    const [contexts] = await Promise.all([
      this.provideContexts(),
      this.navigationReady,
      import('./views/tv-home.ts'),
    ]);
    contexts.follow(session);
    // The session or the screen may have moved on while the code arrived.
    if (this.session?.signedIn === true && this.beforeHome()) this.screen.show('routed');
  }

  private beforeHome(): boolean {
    const current = this.screen.current();
    return current === 'signIn' || current === 'starting';
  }

  private async loadNavigation(): Promise<void> {
    const [{ NavigationController }, { confirmExit }, { installTheme }, routes, { canExit }] =
      await Promise.all([
        import('./nav/navigation-controller.ts'),
        import('./ui/exit-prompt.ts'),
        import('./ui/theme.ts'),
        import('./routes.ts'),
        import('./nav/platform.ts'),
      ]);
    // Home, the views and the "Exit?" question are drawn with the theme's custom properties.
    installTheme();
    this.routes = routes;
    this.navigation = new NavigationController(this.host, {
      home: 'home',
      confirmExit: (container) => confirmExit(container, canExit()),
      isRoute: routes.isLinkable,
    });
  }
}
