/** Settings: who is signed in (granted access) and Sign out. Raises `tv-sign-out`; the shell does the rest. */
import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { sessionContext, type SessionValue } from '../contexts.ts';
import { screenStyles } from './screen-styles.ts';

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

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  override render() {
    const scopes = this.sessionValue?.scopes.length ?? 0;
    return html`
      <h1>Settings</h1>
      <p>This TV is signed in with access to ${scopes} kind${scopes === 1 ? '' : 's'} of data.</p>
      <p class="muted">Signing out forgets this TV’s sign-in and withdraws its access.</p>
      <div class="actions">
        <button data-action="sign-out" ?disabled=${this.signingOut} @click=${this.signOut}>Sign out</button>
        <button data-action="back" @click=${this.back}>Back to Home</button>
      </div>
    `;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  private readonly signOut = (): void => {
    this.signingOut = true;
    this.dispatchEvent(new CustomEvent('tv-sign-out', { bubbles: true, composed: true }));
  };

  private readonly back = (): void => {
    this.dispatchEvent(new CustomEvent('tv-back', { bubbles: true, composed: true }));
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
