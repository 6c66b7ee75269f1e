/**
 * Settings' accounts: who is signed in, every account of this TV with what OK does on it (use it, sign it
 * out), "Add an account" and the provider's account page. A template over the session value; the
 * element (tv-settings.ts) holds the handlers.
 */
import { html } from 'lit';
import type { AccountSummary } from '../../auth/token-store.ts';
import { accountName, accountShortName } from '../account-name.ts';

export interface AccountsHandlers {
  signOut: (account: AccountSummary | undefined) => void;
  use: (account: AccountSummary) => void;
  add: () => void;
  accountPage: () => void;
}

export function accountsSection(
  current: AccountSummary | undefined,
  accounts: readonly AccountSummary[],
  on: AccountsHandlers,
) {
  const others = accounts.filter((a) => a.key !== current?.key);
  return html`<section class="accounts" aria-labelledby="accounts-heading">
    <p class="signed-in" data-testid="signed-in-as">Signed in as ${accountName(current)}</p>
    <h2 id="accounts-heading">Accounts on this TV</h2>
    <ul class="account-list" data-testid="accounts">
      <li data-account=${current?.key ?? ''} data-current>
        <span class="who">${accountName(current)}</span>
        <span class="in-use">In use</span>
        <button
          data-action="sign-out"
          @click=${() => {
            on.signOut(current);
          }}
        >
          Sign out
        </button>
      </li>
      ${others.map(
        (account) =>
          html`<li data-account=${account.key}>
            <span class="who">${accountName(account)}</span>
            <button
              data-action="use"
              @click=${() => {
                on.use(account);
              }}
            >
              Use ${accountShortName(account)}
            </button>
            <button
              data-action="sign-out-other"
              @click=${() => {
                on.signOut(account);
              }}
            >
              Sign out ${accountShortName(account)}
            </button>
          </li>`,
      )}
    </ul>
    <p class="muted">Signing an account out forgets its sign-in on this TV and withdraws its access.</p>
    <button data-action="add-account" @click=${on.add}>Add an account</button>
    <button data-action="account-page" @click=${on.accountPage}>Remove this TV from your account</button>
  </section>`;
}
