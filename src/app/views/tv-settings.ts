/**
 * Settings: who is signed in (granted access) and Sign out. Sign out asks first (signing in again needs a
 * phone), then raises `tv-sign-out`; the shell does the rest.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { sessionContext, type SessionValue } from '../contexts.ts';
import { ROUTES } from '../routes.ts';
import type { DialogAction, TvDialog } from '../ui/tv-dialog.ts';
import '../ui/tv-dialog.ts';
import { screenStyles } from './screen-styles.ts';
import { navigationOf } from '../nav/navigation.ts';

const SIGN_OUT = 'sign-out';
/** "Stay signed in" first: it is focused when the question opens, so OK twice never signs out. */
const CONFIRM_ACTIONS: readonly DialogAction[] = [
  { value: 'stay', label: 'Stay signed in' },
  { value: SIGN_OUT, label: 'Sign out' },
];

/** "a", "a and b", "a, b and c". */
function inWords(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1] ?? ''}`;
}

@customElement('tv-settings')
export class TvSettings extends LitElement {
  static override styles = [
    screenStyles,
    css`
      .actions {
        margin-top: 4vh;
      }
    `,
  ];

  @state() private signingOut = false;

  @query('tv-dialog') private confirm!: TvDialog;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  override render() {
    const granted = this.sessionValue?.scopes ?? [];
    // What the person can see, in the words of the home screen's entries (not a count of scopes).
    const gated = ROUTES.filter((route) => route.scopes.length > 0);
    const allowed = gated.filter((route) => route.scopes.some((scope) => granted.includes(scope)));
    const refused = gated.filter((route) => !allowed.includes(route));
    return html`
      <h1>Settings</h1>
      <p>
        ${
          allowed.length > 0
            ? `This TV may show ${inWords(
                allowed.map((r) => r.purpose),
                'and',
              )}.`
            : 'This TV is signed in.'
        }
      </p>
      ${
        refused.length > 0
          ? html`<p class="muted">
              It was not allowed to see
              ${inWords(
                refused.map((r) => r.purpose),
                'or',
              )}
              when you signed in.
            </p>`
          : nothing
      }
      <p class="muted">Signing out forgets this TV’s sign-in and withdraws its access.</p>
      <div class="actions">
        <button data-action="sign-out" ?disabled=${this.signingOut} @click=${this.signOut}>Sign out</button>
        <button data-action="back" @click=${this.back}>Back to Home</button>
      </div>
      <tv-dialog
        heading="Sign out of this TV?"
        message="To sign in again you will need a phone or computer to enter a new code."
        .actions=${CONFIRM_ACTIONS}
      ></tv-dialog>
    `;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
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
