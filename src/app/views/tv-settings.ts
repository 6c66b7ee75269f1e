/**
 * Settings: every view and what it may show with the access granted at sign-in, and Sign out. Sign out asks first (signing in again needs a
 * phone), then raises `tv-sign-out`; the shell does the rest.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { sessionContext, type SessionValue } from '../contexts.ts';
import { ROUTES } from '../routes.ts';
import { viewAccess } from './view-access.ts';
import type { DialogAction, TvDialog } from '../ui/tv-dialog.ts';
import '../ui/tv-dialog.ts';
import { screenStyles } from './screen-styles.ts';
import { navigationOf } from '../nav/navigation.ts';
import { chooseLanguage, LANGUAGE_CHOICES, readLanguageChoice, type LanguageChoice } from '../i18n/locale.ts';

const SIGN_OUT = 'sign-out';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
function languageName(choice: LanguageChoice): string {
  switch (choice) {
    case 'system':
      return msg('System');
    case 'en':
      return 'English';
    case 'de':
      return 'Deutsch';
    case 'ar':
      return 'العربية';
  }
}
/** "Stay signed in" first: it is focused when the question opens, so OK twice never signs out. */
const confirmActions = (): readonly DialogAction[] => [
  { value: 'stay', label: msg('Stay signed in') },
  { value: SIGN_OUT, label: msg('Sign out') },
];

@customElement('tv-settings')
@localized()
export class TvSettings extends LitElement {
  static override styles = [
    screenStyles,
    css`
      .actions {
        margin-top: 3vh;
      }
      /* One row under the actions, so the screen still fits 1280×720: the label, then the four choices. */
      .language {
        display: flex;
        align-items: baseline;
      }
      .language h2 {
        margin: 0;
        margin-inline-end: 2vw;
        font-size: inherit;
      }
      .languages button[aria-checked='true']::before {
        content: '✓ ';
      }
      .access {
        margin: 0 0 3vh;
        padding: 0;
        list-style: none;
      }
      .access li {
        display: flex;
        gap: 2vw;
        margin-bottom: 1.5vh;
      }
      .access .name {
        flex: 0 0 16vw;
        font-weight: 700;
      }
      .access .refused,
      .access .limited {
        color: var(--tv-muted, #b8c0d0);
      }
    `,
  ];

  @state() private signingOut = false;
  @state() private language: LanguageChoice = readLanguageChoice();

  @query('tv-dialog') private confirm!: TvDialog;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  override render() {
    const access = viewAccess(ROUTES, this.sessionValue?.scopes ?? []);
    const signOut = msg('Sign out');
    return html`
      <h1>${msg('Settings')}</h1>
      <h2>${msg('What this TV may show')}</h2>
      <ul class="access" data-testid="access">
        ${access.map(
          (view) =>
            html`<li data-state=${view.state}>
              <span class="name">${view.label}</span><span class=${view.state}>${view.words}</span>
            </li>`,
        )}
      </ul>
      <p class="muted">${msg('Signing out forgets this TV’s sign-in and withdraws its access.')}</p>
      <div class="actions">
        <button data-action="sign-out" ?disabled=${this.signingOut} @click=${this.signOut}>${signOut}</button>
        <button data-action="back" @click=${this.back}>${msg('Back to Home')}</button>
      </div>
      <div class="language">
        <h2 id="language">${msg('Language')}</h2>
        <div class="languages" role="radiogroup" aria-labelledby="language">
          ${LANGUAGE_CHOICES.map(
            (choice) =>
              html`<button
                role="radio"
                data-language=${choice}
                lang=${choice === 'system' ? nothing : choice}
                aria-checked=${choice === this.language ? 'true' : 'false'}
                @click=${() => void this.pickLanguage(choice)}
              >
                ${languageName(choice)}
              </button>`,
          )}
        </div>
      </div>
      <tv-dialog
        heading=${msg('Sign out of this TV?')}
        message=${msg('To sign in again you will need a phone or computer to enter a new code.')}
        .actions=${confirmActions()}
      ></tv-dialog>
    `;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('[data-action="sign-out"]')?.focus();
  }

  /** Applied at once, without a reload; kept in localStorage for the next start. */
  private async pickLanguage(choice: LanguageChoice): Promise<void> {
    this.language = choice;
    await chooseLanguage(choice);
  }

  private readonly signOut = (): void => {
    void this.askSignOut();
  };

  private async askSignOut(): Promise<void> {
    if (this.confirm.open) return;
    // Back resolves with `cancel`: like "Stay signed in", it keeps the session.
    const choice = await this.confirm.show();
    if (choice !== SIGN_OUT) return;
    this.signingOut = true;
    this.dispatchEvent(new CustomEvent('tv-sign-out', { bubbles: true, composed: true }));
  }

  private readonly back = (): void => {
    navigationOf(this)?.toHome();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-settings': TvSettings;
  }
  interface GlobalEventHandlersEventMap {
    'tv-sign-out': CustomEvent<undefined>;
  }
}
