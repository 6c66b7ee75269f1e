/**
 * The shell: starts the services and shows sign-in until there is a session, then whatever the router
 * (`Navigation`, nav/navigation.ts) says is the current screen: home or a view of the route table. Views go
 * somewhere by asking the router (`navigationOf(this).go(...)`); the shell only renders what it holds and
 * never writes to it, except to empty it on sign-out. Sign-in talks to it through events (tv-signed-in,
 * tv-sign-out).
 *
 * This file is the sign-in screen's half: start-up and the sign-in branch. Everything else (the session,
 * the context providers, navigation, the theme, the route table and home) is the signed-in half,
 * `SignedInShell` (signed-in-shell.ts), a chunk fetched after the sign-in screen has painted, or at once
 * with stored tokens (docs/app.md, "Budgets").
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { applyStartLanguage, completeCatalogue } from './i18n/locale.ts';
import { boot, type Services } from './boot.ts';
import { BootError } from './boot-error.ts';
import { browserClock, type Clock } from './time/clock.ts';
import type { SignedInShell, ShellScreen } from './signed-in-shell.ts';
import './views/sign-in/tv-sign-in.ts';
import './views/tv-message.ts';
import type { SignedInDetail } from './views/sign-in/tv-sign-in.ts';
import type { SignOutDetail } from './views/settings/account-events.ts';

type Screen =
  | { name: 'starting' }
  | { name: 'bootFailed'; error: BootError }
  | { name: 'signIn' }
  /** Signed in: the router says which screen. */
  | { name: 'routed' };

const BOOT_RETRY_MS = 10_000;

@customElement('tv-app')
@localized()
export class TvApp extends LitElement {
  /** Injected by tests; the browser's clock otherwise. */
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private screen: Screen = { name: 'starting' };

  private services: Services | undefined;
  /** The stored or the TV's language, loaded before the first words are made (docs/app.md#languages). */
  private language: Promise<void> | undefined;
  /** The signed-in half, once its code has arrived; `shellReady` while it is on the way. */
  private shell: SignedInShell | undefined;
  private shellReady: Promise<SignedInShell> | undefined;
  /** While boot() runs. */
  private booting = false;
  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('tv-sign-out', this.onSignOut);
    this.addEventListener('tv-sign-in-shown', this.onFirstScreen);
    this.addEventListener('tv-sign-in-drawn', this.dropEarlyPaint);
    // Once, also when connected again before boot has ended: a second boot would ask for a second code.
    if (!this.services && !this.booting) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('tv-sign-out', this.onSignOut);
    this.removeEventListener('tv-sign-in-shown', this.onFirstScreen);
    this.removeEventListener('tv-sign-in-drawn', this.dropEarlyPaint);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Start-up ended anywhere but on a code (tokens found, a failure): the early copy goes with it.
    if (this.screen.name !== 'starting' && this.screen.name !== 'signIn') this.dropEarlyPaint();
  }

  /** Every screen is the page's one `main` landmark; overlays ("Exit?") are drawn beside it. */
  override render() {
    return html`<main>${this.renderScreen()}</main>`;
  }

  private renderScreen() {
    const { screen, services } = this;
    switch (screen.name) {
      case 'starting':
        return html`<tv-message heading=${msg('Starting…')}></tv-message>`;
      case 'bootFailed':
        return html`<tv-message
          heading=${screen.error.message}
          next=${screen.error.next}
          action=${msg('Try again')}
          @tv-action=${this.start}
        ></tv-message>`;
      case 'signIn':
        if (!services) return nothing;
        return html`<tv-sign-in
          .client=${services.client}
          .clock=${this.clock}
          .reason=${this.shell?.endReason}
          .persistent=${services.persistent}
          @tv-signed-in=${this.onSignedIn}
        ></tv-sign-in>`;
      case 'routed':
        return this.shell?.render() ?? nothing;
    }
  }

  private readonly start = async (): Promise<void> => {
    this.screen = { name: 'starting' };
    this.booting = true;
    // A language's strings are a small chunk; its request runs while early boot's requests are answered.
    // The build's first script asked for it already, for the early copy of the code (early-paint.ts).
    this.language ??= applyStartLanguage().catch(() => undefined);
    try {
      await this.language;
      const services = await boot().finally(() => {
        this.booting = false;
      });
      this.services = services;
      // Signed out: the sign-in screen paints now and the signed-in half follows (onFirstScreen).
      if (services.hasStoredTokens) await (await this.loadShell()).loadSession();
      else this.screen = { name: 'signIn' };
    } catch (err) {
      const error =
        err instanceof BootError
          ? err
          : new BootError(msg('The app could not start.'), msg('Try again.'), true);
      this.screen = { name: 'bootFailed', error };
      // The remote (Back, "Exit?") works on the message too.
      void this.loadShell();
      if (error.transient) {
        this.clock.setTimeout(() => {
          if (this.screen.name === 'bootFailed') void this.start();
        }, BOOT_RETRY_MS);
      }
    }
  };

  /**
   * The signed-in half, once: its code is fetched on the first call, with the rest of the language's words
   * (only the sign-in screen's came at start; docs/app.md#languages).
   */
  private loadShell(): Promise<SignedInShell> {
    this.shellReady ??= Promise.all([import('./signed-in-shell.ts'), completeCatalogue()]).then(
      ([{ SignedInShell }]) => {
        this.shell = new SignedInShell(this, this.shellScreen, this.clock, () => this.services);
        return this.shell;
      },
      (err: unknown) => {
        // Its code could not be fetched: the next call asks again.
        this.shellReady = undefined;
        throw err;
      },
    );
    return this.shellReady;
  }

  private readonly shellScreen: ShellScreen = {
    current: () => this.screen.name,
    show: (name) => {
      this.screen = { name };
    },
  };

  private readonly onSignedIn = (event: CustomEvent<SignedInDetail>): void => {
    const { tokens, receivedAt } = event.detail;
    void this.loadShell().then((shell) => {
      shell.signIn(tokens, receivedAt);
    });
  };

  /** Once the first screen has painted (code and QR, or a message), so neither delays it. */
  private readonly onFirstScreen = (): void => {
    void this.loadShell().then((shell) => shell.loadSession());
  };

  /** The copy of the code painted before the app's code arrived (early-paint.ts): the Lit screen is up. */
  private readonly dropEarlyPaint = (): void => {
    window.tvEarlyCopy?.remove();
  };

  /** Settings' sign-out of one account (the one in use when the event names none). */
  private readonly onSignOut = (event: CustomEvent<SignOutDetail | undefined>): void => {
    this.shell?.signOut(event.detail?.key);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
