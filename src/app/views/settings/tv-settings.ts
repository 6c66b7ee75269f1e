/**
 * Settings: who is signed in and the other accounts of this TV (use one, sign one out, add one), the
 * provider's account page as a QR code, every view and what it may show with the access granted at
 * sign-in, and About (version, platform, provider, network, the last error, "Send a report"). Sign out
 * asks first (signing in again needs a phone), then raises `tv-sign-out`; the shell does the rest
 * (docs/app.md#accounts-on-one-tv, docs/app.md#diagnostics). `settings/add-account` is its screen for
 * signing in another account.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import { ROUTES } from '../../routes.ts';
import type { AccountSummary } from '../../auth/token-store.ts';
import { viewAccess } from '../view-access.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import '../../ui/tv-dialog.ts';
import { screenStyles } from '../screen-styles.ts';
import { navigationOf } from '../../nav/navigation.ts';
import { RouteController } from '../../nav/route-controller.ts';
import { DiagnosticsController } from '../../diagnostics/diagnostics-controller.ts';
import { APP_BUILD, APP_VERSION } from '../../diagnostics/build-info.ts';
import { platformWords } from '../../diagnostics/platform.ts';
import { reportText, type AboutFacts } from '../../diagnostics/report.ts';
import { accountName, signedInWords } from '../account-name.ts';
import { accountEvent } from './account-events.ts';
import { accountsSection } from './accounts-section.ts';
import { aboutSection } from './about-section.ts';
import { settingsStyles } from './settings-styles.ts';
import { languageSection } from './language-section.ts';
import { chooseLanguage, readLanguageChoice, type LanguageChoice } from '../../i18n/locale.ts';
import type { TvQrDialog } from './tv-qr-dialog.ts';
import './tv-qr-dialog.ts';
import './tv-add-account.ts';

const SIGN_OUT = 'sign-out';
const ADD_ACCOUNT = 'settings/add-account';
/** "Stay signed in" first: it is focused when the question opens, so OK twice never signs out. */
const confirmActions = (): readonly DialogAction[] => [
  { value: 'stay', label: msg('Stay signed in') },
  { value: SIGN_OUT, label: msg('Sign out') },
];

/** The provider's account page, where a person removes this TV's access: the issuer's origin + `/account`. */
export function accountPageAddress(issuer: string): string {
  return `${new URL(issuer).origin}/account`;
}

@customElement('tv-settings')
@localized()
export class TvSettings extends LitElement {
  static override styles = [screenStyles, settingsStyles];

  @state() private language: LanguageChoice = readLanguageChoice();

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  @query('tv-dialog') private confirm!: TvDialog;
  @query('tv-qr-dialog') private qrDialog!: TvQrDialog;

  private readonly route = new RouteController(this);
  private readonly diagnostics = new DiagnosticsController(this);
  /** The account the sign-out question is about. */
  private leaving: AccountSummary | undefined;
  private wasAdding = false;

  override render() {
    if (this.adding) return html`<tv-add-account></tv-add-account>`;
    const value = this.sessionValue;
    const access = viewAccess(ROUTES, value?.scopes ?? []);
    return html`
      <h1>${msg('Settings')}</h1>
      <p class="signed-in" data-testid="signed-in-as">${signedInWords(value?.account)}</p>
      <div class="columns">
        ${accountsSection(value?.account, value?.accounts ?? [], {
          signOut: this.signOut,
          use: this.use,
          add: this.add,
        })}
        <div class="side">
          ${aboutSection(this.facts(), this.sendReport, this.showAccountPage)}
          ${languageSection(this.language, this.pickLanguage)}
        </div>
      </div>
      <h2>${msg('What this TV may show')}</h2>
      <ul class="access" data-testid="access">
        ${access.map(
          (view) =>
            html`<li data-state=${view.state}>
              <span class="name">${view.label}</span><span class=${view.state}>${view.words}</span>
            </li>`,
        )}
      </ul>
      <div class="actions">
        <button data-action="back" @click=${this.back}>${msg('Back to Home')}</button>
      </div>
      <tv-dialog
        heading=${msg('Sign out of this TV?')}
        message=${msg(
          str`${accountName(this.leaving)} will be signed out of this TV. To sign in again you will need a phone or computer to enter a new code.`,
        )}
        .actions=${confirmActions()}
      ></tv-dialog>
      <tv-qr-dialog></tv-qr-dialog>
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
  }

  private get adding(): boolean {
    return this.route.current?.name === ADD_ACCOUNT;
  }

  private facts(): AboutFacts {
    const { platform, engine } = platformWords(navigator.userAgent);
    const issuer = this.configValue?.endpoints.issuer;
    return {
      version: APP_VERSION,
      build: APP_BUILD,
      platform,
      engine,
      provider: issuer ?? msg('not known'),
      online: this.diagnostics.online,
      accounts: this.sessionValue?.accounts?.length ?? 1,
      lastError: this.diagnostics.lastError,
    };
  }

  /** Applied at once, without a reload; kept in localStorage for the next start. */
  private readonly pickLanguage = (choice: LanguageChoice): void => {
    this.language = choice;
    void chooseLanguage(choice);
  };

  private readonly signOut = (account: AccountSummary | undefined): void => {
    void this.askSignOut(account);
  };

  private async askSignOut(account: AccountSummary | undefined): Promise<void> {
    if (this.confirm.open) return;
    this.leaving = account;
    this.requestUpdate();
    await this.updateComplete;
    // Back resolves with `cancel`: like "Stay signed in", it keeps the session.
    const choice = await this.confirm.show();
    if (choice !== SIGN_OUT) return;
    const detail =
      account && account.key !== this.sessionValue?.account?.key ? { key: account.key } : undefined;
    this.dispatchEvent(accountEvent('tv-sign-out', detail));
  }

  private readonly use = (account: AccountSummary): void => {
    this.dispatchEvent(accountEvent('tv-switch-account', { key: account.key }));
  };

  private readonly add = (): void => {
    navigationOf(this)?.go(ADD_ACCOUNT);
  };

  private readonly showAccountPage = (): void => {
    const issuer = this.configValue?.endpoints.issuer;
    if (issuer === undefined) return;
    const address = accountPageAddress(issuer);
    this.openQr({
      heading: msg('Remove this TV’s access'),
      text: address,
      caption: address,
      aside: msg(
        'Scan this with your phone, or type the address under it. Your account page lists this TV: remove its access there.',
      ),
    });
  };

  private readonly sendReport = (): void => {
    // The report itself stays in English: it is read by whoever helps, not on this TV.
    const report = reportText(this.facts());
    this.openQr({
      heading: msg('Send a report'),
      text: report,
      caption: '',
      aside: `${msg('Scan this with your phone to pass these details on:')}\n\n${report}`,
    });
  };

  private openQr(content: Pick<TvQrDialog, 'heading' | 'text' | 'caption' | 'aside'>): void {
    Object.assign(this.qrDialog, content);
    void this.qrDialog.show();
  }

  private readonly back = (): void => {
    navigationOf(this)?.toHome();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-settings': TvSettings;
  }
}
