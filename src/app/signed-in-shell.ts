/**
 * The shell's signed-in half, a chunk of its own: the session, the context providers, navigation, the
 * theme, the route table and home. The sign-in screen needs none of it, so `tv-app.ts` loads this after the
 * code and its QR code have painted (or at once when start-up found stored tokens, or when start-up failed
 * and the remote must still work); docs/app.md, "Budgets".
 */
import type { ReactiveControllerHost } from 'lit';
import type { ContextProvider } from '@lit/context';
import { loadSession, type Services } from './boot.ts';
import type { Session } from './auth/session.ts';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import type { SessionValue, configContext, sessionContext } from './contexts.ts';
import { RoutedScreenController } from './routed-screen.ts';
import type { Clock } from './time/clock.ts';
import type { NavigationController } from './nav/navigation-controller.ts';

interface Providers {
  config: ContextProvider<typeof configContext>;
  session: ContextProvider<typeof sessionContext>;
}

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
  private providers: Promise<Providers> | undefined;
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

  signOut(): void {
    void this.session?.signOut();
  }

  /** The config and session contexts, for home and the views (created before either is rendered). */
  private provideContexts(): Promise<Providers> {
    this.providers ??= Promise.all([
      import('@lit/context'),
      import('./contexts.ts'),
      import('./api/api-context.ts'),
      import('./config/directory-context.ts'),
      this.services()?.directory(),
    ]).then(([{ ContextProvider }, contexts, api, { directoryContext }, directory]) => {
      const { host } = this;
      const providers = {
        config: new ContextProvider(host, { context: contexts.configContext }),
        session: new ContextProvider(host, { context: contexts.sessionContext }),
      };
      const services = this.services();
      if (services) providers.config.setValue(services.config);
      // Which APIs the provider serves: home's tiles and the views' sections (docs/app.md#home-from-the-directory).
      if (directory) new ContextProvider(host, { context: directoryContext, initialValue: directory });
      // The views' API clients, one set for the session's life (docs/app.md#data-loading-a-view-in-five-minutes).
      const { session } = this;
      if (session && services) {
        const clients = api.createApiClients(session, services.config.config);
        new ContextProvider(host, { context: api.apiContext, initialValue: clients });
      }
      return providers;
    });
    return this.providers;
  }

  private readonly onSessionChange = (): void => {
    void this.followSession();
  };

  /** Sign-in when signed out; home once signed in (from sign-in or at start). */
  private async followSession(): Promise<void> {
    const { session } = this;
    if (!session) return;
    const value: SessionValue = { session, scopes: session.scopes };
    void this.providers?.then((providers) => {
      providers.session.setValue(value);
    });
    if (!session.signedIn) {
      // Signed out: nothing of the last person's screens stays to go Back to.
      if (this.screen.current() === 'routed') this.navigation?.navigation.reset();
      this.routed.clear();
      this.screen.show('signIn');
      return;
    }
    if (!this.beforeHome()) return;
    // Home's code, navigation and the contexts are not needed to paint the sign-in screen; home waits.
    const [providers] = await Promise.all([
      this.provideContexts(),
      this.navigationReady,
      import('./views/tv-home.ts'),
    ]);
    providers.session.setValue({ session, scopes: session.scopes });
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
