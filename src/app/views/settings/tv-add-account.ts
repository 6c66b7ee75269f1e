/**
 * "Add an account" (route `settings/add-account`): the sign-in screen again, for another person, with a
 * way Back to the account in use. The new account's tokens go to the shell (`tv-account-added`), which
 * keeps both accounts and shows the new one's home (docs/app.md#accounts-on-one-tv).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { sessionContext, signInContext, type SessionValue, type SignInValue } from '../../contexts.ts';
import { navigationOf } from '../../nav/navigation.ts';
import { accountShortName } from '../account-name.ts';
import { screenStyles } from '../screen-styles.ts';
// The shell defines <tv-sign-in> at start (it is the first screen's element); importing it here would
// pull the sign-in screen's modules out of the entry chunk into one shared with this view.
import type { SignedInDetail } from '../sign-in/tv-sign-in.ts';
import { accountEvent } from './account-events.ts';

@customElement('tv-add-account')
@localized()
export class TvAddAccount extends LitElement {
  static override styles = [
    screenStyles,
    css`
      :host {
        position: relative;
        padding: 0;
      }
      .back {
        position: absolute;
        top: calc(5vh + var(--tv-ring-reach));
        right: calc(5vw + var(--tv-ring-reach));
        margin: 0;
        z-index: 1;
      }
    `,
  ];

  @consume({ context: signInContext })
  private signIn: SignInValue | undefined;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  override render() {
    const { signIn } = this;
    return html`
      <button class="back" data-action="back-to-account" @click=${this.back}>
        ${msg(str`Back to ${accountShortName(this.sessionValue?.account)}`)}
      </button>
      ${
        signIn
          ? html`<tv-sign-in
              .client=${signIn.client}
              .clock=${signIn.clock}
              .persistent=${signIn.persistent}
              @tv-signed-in=${this.onSignedIn}
            ></tv-sign-in>`
          : nothing
      }
    `;
  }

  private readonly back = (): void => {
    navigationOf(this)?.back();
  };

  private readonly onSignedIn = (event: CustomEvent<SignedInDetail>): void => {
    this.dispatchEvent(accountEvent('tv-account-added', event.detail));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-add-account': TvAddAccount;
  }
}
