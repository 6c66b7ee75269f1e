/**
 * Adding a person and resetting a password on /admin (docs/identity.md#people): the form, the question
 * before a reset, and the page that shows the person's set-password link once, with its QR code.
 */
import type { AccountSummary } from '../accounts/store/account-states.ts';
import { html, type SafeHtml } from './html.ts';
import { questionPage } from './question-view.ts';
import { qrOf, shownOncePage } from './admin-shell.ts';

/** What the form shows again after a refusal: what was typed, and why it will not do. */
export interface PersonFormView {
  email?: string;
  name?: string;
  org?: string;
  admin?: boolean;
  error?: string;
}

export function addPersonForm(csrf: string, view: PersonFormView, links: boolean): SafeHtml {
  return html`<form method="post" action="/admin/people">
    <h2 class="part">Add a person</h2>
    <p class="muted">
      ${
        links
          ? 'They get a link to choose their own password, shown once on the next page.'
          : 'They sign in through your organization’s identity provider.'
      }
    </p>
    <input type="hidden" name="csrf" value="${csrf}" />
    <label for="person-email">Email</label>
    <input
      id="person-email"
      name="email"
      type="email"
      value="${view.email ?? ''}"
      autocomplete="off"
      required
    />
    <label for="person-name">Name</label>
    <input id="person-name" name="name" type="text" value="${view.name ?? ''}" autocomplete="off" />
    <label for="person-org">Organization (a domain, optional)</label>
    <input id="person-org" name="org" type="text" value="${view.org ?? ''}" placeholder="example.com" />
    <label class="check"
      ><input type="checkbox" name="admin" value="1" ${view.admin === true ? 'checked' : ''} /><span
        >Can manage people and clients here</span
      ></label
    >
    ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
    <button type="submit">Add person</button>
  </form>`;
}

export function confirmResetPage(csrf: string, account: AccountSummary): SafeHtml {
  return questionPage({
    title: 'Reset password?',
    heading: `Reset the password of ${account.email}?`,
    text:
      'Their password stops working now and they are signed out of this site. Their apps and devices stay ' +
      'connected. The next page shows a link, once, for them to choose a new password within 24 hours.',
    cancel: '/admin',
    action: { path: '/admin/reset', csrf, fields: { account: account.id }, label: 'Reset password' },
  });
}

/** The person's link, once: to copy into a message, or for them to scan from this screen. */
export async function linkShownPage(email: string, link: string, added: boolean): Promise<SafeHtml> {
  return shownOncePage({
    title: added ? `${email} added` : `New link for ${email}`,
    text: `Give ${email} this link, or let them scan the code. It works once, for 24 hours, and signs them in once they have chosen a password.`,
    values: [{ label: 'Link to set a password', value: link }],
    qr: await qrOf(link),
    back: { href: '/admin', label: 'Back to People' },
  });
}
