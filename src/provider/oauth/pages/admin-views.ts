/**
 * The People screens of the administration page (docs/identity.md#administration): every account with its
 * state, Disable or Enable and Reset password, the form that adds a person, the question before each
 * action, and the refusal for anyone else.
 */
import type { AccountSummary } from '../accounts/store/account-states.ts';
import { html, type SafeHtml } from './html.ts';
import { messagePage } from './device-views.ts';
import { questionPage } from './question-view.ts';
import { adminLayout, type AdminFrame } from './admin-shell.ts';
import { addPersonForm, type PersonFormView } from './admin-person-form.ts';

export type AdminAction = 'disable' | 'enable';

const day = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The action the list offers for this account: none for the administrator's own. */
export function actionFor(account: AccountSummary, adminId: string): AdminAction | undefined {
  if (account.disabledAt !== null) return 'enable';
  return account.id === adminId ? undefined : 'disable';
}

function accountItem(account: AccountSummary, adminId: string, resets: boolean): SafeHtml {
  const action = actionFor(account, adminId);
  const state =
    account.disabledAt === null
      ? html`<p class="state-on">Active</p>`
      : html`<p class="state-off">Disabled since ${day(account.disabledAt)}</p>`;
  const role = account.admin ? ' · can manage accounts' : '';
  const reset = resets && account.id !== adminId && account.disabledAt === null;
  return html`<li>
    <h2>${account.email}</h2>
    <p class="muted">${account.name}${role}${account.id === adminId ? ' · you' : ''}</p>
    ${state}
    <div class="actions">
      ${
        action === undefined
          ? ''
          : html`<form method="get" action="/admin/${action}">
              <input type="hidden" name="account" value="${account.id}" />
              <button class="secondary" type="submit">
                ${action === 'disable' ? 'Disable' : 'Enable'} ${account.email}
              </button>
            </form>`
      }
      ${
        reset
          ? html`<form method="get" action="/admin/reset">
              <input type="hidden" name="account" value="${account.id}" />
              <button class="secondary" type="submit">Reset password of ${account.email}</button>
            </form>`
          : ''
      }
    </div>
  </li>`;
}

/** What the list says after an action, naming the account. */
export interface AdminNotice {
  action: AdminAction;
  email: string;
}

const NOTICES: Record<AdminAction, (email: string) => string> = {
  disable: (email) =>
    `${email} is disabled: its apps and devices are signed out, and it cannot sign in until you enable it.`,
  enable: (email) =>
    `${email} can sign in again. Apps and devices signed out when it was disabled need a new code to connect.`,
};

export function adminPage(
  frame: AdminFrame,
  view: {
    adminId: string;
    accounts: AccountSummary[];
    /** Whether people have passwords to reset (PROVIDER_LOCAL_PASSWORDS). */
    resets: boolean;
    notice?: AdminNotice;
    form?: PersonFormView;
  },
): SafeHtml {
  const { notice } = view;
  return adminLayout(
    'People',
    'people',
    frame,
    html`${notice === undefined ? '' : html`<p class="notice" role="status">${NOTICES[notice.action](notice.email)}</p>`}
      <div class="columns">
        <section>
          <h2 class="part">Accounts</h2>
          <ul class="apps">
            ${view.accounts.map((account) => accountItem(account, view.adminId, view.resets))}
          </ul>
        </section>
        ${addPersonForm(frame.csrf, view.form ?? {}, view.resets)}
      </div>`,
  );
}

/** The question before disabling or enabling, naming the account and what follows. */
export function confirmAdminActionPage(csrf: string, action: AdminAction, account: AccountSummary): SafeHtml {
  const fields = { account: account.id };
  return action === 'disable'
    ? questionPage({
        title: 'Disable account?',
        heading: `Disable ${account.email}?`,
        text:
          'Every app and device signed in with this account stops working now, and it cannot sign in until ' +
          'you enable it again. Enabling it later does not give the apps their access back.',
        cancel: '/admin',
        action: { path: '/admin/disable', csrf, fields, label: 'Disable account' },
      })
    : questionPage({
        title: 'Enable account?',
        heading: `Enable ${account.email}?`,
        text:
          'It can sign in again. Apps and devices that were signed out when it was disabled stay signed out ' +
          'until they connect again with a new code.',
        cancel: '/admin',
        action: { path: '/admin/enable', csrf, fields, label: 'Enable account' },
      });
}

/** For anyone signed in who is not an administrator (403). */
export function notAdminPage(email: string): SafeHtml {
  return messagePage(
    'Administrators only',
    `Only an administrator can manage accounts, and ${email} is not one. Sign out and sign in with an administrator account.`,
    { href: '/account', label: 'Your apps' },
  );
}

export const ADMIN_WORDS = {
  ownAccount:
    'You cannot disable the account you are signed in with: nobody could enable it again from here.',
  ownPassword:
    'You cannot reset the password you are signed in with here: another administrator, or reset-password on the command line, can.',
} as const;
