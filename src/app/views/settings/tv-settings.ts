/**
 * Settings: who is signed in and the other accounts of this TV (use one, sign one out, add one), the
 * provider's account page as a QR code, every view and what it may show with the access granted at
 * sign-in, and About (version, platform, provider, network, the last error, "Send a report"). Sign out
 * asks first (signing in again needs a phone), then raises `tv-sign-out`; the shell does the rest
 * (docs/app.md#accounts-on-one-tv, docs/app.md#diagnostics). `settings/add-account` is its screen for
 * signing in another account.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import type { AccountSummary } from '../../auth/token-store.ts';
import { navigationOf } from '../../nav/navigation.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { RouteController } from '../../nav/route-controller.ts';
import { DiagnosticsController } from '../../diagnostics/diagnostics-controller.ts';
import { chooseLanguage, readLanguageChoice, type LanguageChoice } from '../../i18n/locale.ts';
import { signedInWords } from '../account-name.ts';
import { screenStyles } from '../screen-styles.ts';
import { aboutFacts, aboutSection } from './about-section.ts';
import { accountEvent } from './account-events.ts';
import { accountsSection } from './accounts-section.ts';
import { languageSection } from './language-section.ts';
import { SettingsDialogs } from './settings-dialogs.ts';
import { settingsStyles } from './settings-styles.ts';
import { accessSection } from './view-access.ts';
import './tv-add-account.ts';

const ADD_ACCOUNT = 'settings/add-account';

@customElement('tv-settings')
@localized()
export class TvSettings extends LitElement {
  static override styles = [screenStyles, settingsStyles];

  @state() private language: LanguageChoice = readLanguageChoice();

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  private readonly route = new RouteController(this);
  private readonly diagnostics = new DiagnosticsController(this);
  /** Sign out, asked first; the account page and the report as QR codes. */
  private readonly dialogs = new SettingsDialogs(this, () => this.sessionValue?.account);
  private wasAdding = false;
  /** The accounts as last drawn: one that left the list took its row's focus with it. */
  private shownAccounts: readonly AccountSummary[] = [];

  override render() {
    if (this.adding) return html`<tv-add-account></tv-add-account>`;
    const value = this.sessionValue;
    return html`
      <h1>${msg('Settings')}</h1>
      <p class="signed-in" data-testid="signed-in-as">${signedInWords(value?.account)}</p>
      <div class="columns">
        ${accountsSection(value?.account, value?.accounts ?? [], {
          signOut: this.dialogs.signOut,
          use: this.use,
          add: this.add,
        })}
        <div class="side">
          ${aboutSection(this.facts(), this.sendReport, this.showAccountPage)}
          ${languageSection(this.language, this.pickLanguage)}
        </div>
      </div>
      ${accessSection(value?.scopes ?? [])}
      <div class="actions">
        <button data-action="back" @click=${this.back}>${msg('Back to Home')}</button>
      </div>
      ${this.dialogs.render()}
    `;
  }

  protected override willUpdate(): void {
    // The sign-in screen brings its own safe area: Settings' padding would count it twice.
    if (this.adding) this.setAttribute('adding', '');
    else this.removeAttribute('adding');
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const adding = this.adding;
    // Back from "Add an account": focus where the person left.
    if (this.wasAdding && !adding) {
      this.renderRoot.querySelector<HTMLElement>('[data-action="add-account"]')?.focus();
    }
    this.wasAdding = adding;
    // The focused button may still be the document's active element for a moment after its row went.
    const before = this.shownAccounts;
    this.shownAccounts = this.sessionValue?.accounts ?? [];
    if (before !== this.shownAccounts && !adding && !deepActiveElement()?.isConnected) {
      this.focusAfterSignOut(before);
    }
  }

  /**
   * An account signed out here leaves the list, and its row takes focus with it: focus goes to the account
   * now in its place, else to "Add an account" below the list.
   */
  private focusAfterSignOut(before: readonly AccountSummary[]): void {
    const now = this.shownAccounts;
    const gone = before.findIndex((a) => !now.some((b) => b.key === a.key));
    if (gone < 0) return;
    const next = now[gone];
    const row = next && this.renderRoot.querySelector(`li[data-account="${CSS.escape(next.key)}"]`);
    const target =
      row?.querySelector<HTMLElement>('button:last-of-type') ??
      this.renderRoot.querySelector<HTMLElement>('[data-action="add-account"]');
    target?.focus();
  }

  private get adding(): boolean {
    return this.route.current?.name === ADD_ACCOUNT;
  }

  private facts() {
    const issuer = this.configValue?.endpoints.issuer;
    return aboutFacts(issuer, this.diagnostics, this.sessionValue?.accounts?.length ?? 1);
  }

  /** Applied at once, without a reload; kept in localStorage for the next start. */
  private readonly pickLanguage = (choice: LanguageChoice): void => {
    this.language = choice;
    void chooseLanguage(choice);
  };

  private readonly use = (account: AccountSummary): void => {
    this.dispatchEvent(accountEvent('tv-switch-account', { key: account.key }));
  };

  private readonly add = (): void => {
    navigationOf(this)?.go(ADD_ACCOUNT);
  };

  private readonly showAccountPage = (): void => {
    const issuer = this.configValue?.endpoints.issuer;
    if (issuer !== undefined) this.dialogs.accountPage(issuer);
  };

  private readonly sendReport = (): void => {
    this.dialogs.report(this.facts());
  };

  private readonly back = (): void => {
    navigationOf(this)?.toHome();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-settings': TvSettings;
  }
}
