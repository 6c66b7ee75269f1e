/**
 * Settings' accounts: every account of this TV with what OK does on it (use it, sign it
 * out), and "Add an account". A template over the session value; the
 * element (tv-settings.ts) holds the handlers.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import type { AccountSummary } from '../../auth/token-store.ts';
import { accountName, accountShortName } from '../account-name.ts';

export interface AccountsHandlers {
  signOut: (account: AccountSummary | undefined) => void;
  use: (account: AccountSummary) => void;
  add: () => void;
}

/** A button whose words are exactly `label` (journeys and tests read them). */
function button(action: string, label: string, onClick: () => void) {
  return html`<button data-action=${action} @click=${onClick}>${label}</button>`;
}

export function accountsSection(
  current: AccountSummary | undefined,
  accounts: readonly AccountSummary[],
  on: AccountsHandlers,
) {
  const others = accounts.filter((a) => a.key !== current?.key);
  return html`<section class="accounts" aria-labelledby="accounts-heading">
    <h2 id="accounts-heading">${msg('Accounts on this TV')}</h2>
    <ul class="account-list" data-testid="accounts">
      <li data-account=${current?.key ?? ''} data-current>
        <span class="who"><bdi>${accountName(current)}</bdi></span>
        <span class="in-use">${msg('In use')}</span>
        ${button('sign-out', msg('Sign out'), () => {
          on.signOut(current);
        })}
      </li>
      ${others.map(
        (account) =>
          html`<li data-account=${account.key}>
            <span class="who"><bdi>${accountName(account)}</bdi></span>
            ${button('use', msg(str`Use ${accountShortName(account)}`), () => {
              on.use(account);
            })}
            ${button('sign-out-other', msg(str`Sign out ${accountShortName(account)}`), () => {
              on.signOut(account);
            })}
          </li>`,
      )}
    </ul>
    <p class="muted">
      ${msg('Signing an account out forgets its sign-in on this TV and withdraws its access.')}
    </p>
    ${button('add-account', msg('Add an account'), on.add)}
  </section>`;
}
