/** The set-password page's screens (docs/identity.md#passwords), for a person who opened their link. */
import { MIN_PASSWORD_LENGTH } from '../accounts/password-rules.ts';
import { html, layout, type SafeHtml } from './html.ts';
import { messagePage } from './device-views.ts';
import { words } from './words/catalogue.ts';

export function setupPage(view: { csrf: string; token: string; email: string; error?: string }): SafeHtml {
  const w = words();
  return layout(
    w.setupTitle,
    html`<h1>${w.setupTitle}</h1>
      <p class="muted">${html`${view.email}`}</p>
      <p>${w.setupRule(MIN_PASSWORD_LENGTH)}</p>
      <form method="post" action="/account/setup">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <input type="hidden" name="token" value="${view.token}" />
        <input type="hidden" name="email" value="${view.email}" autocomplete="username" />
        <label for="password">${w.newPassword}</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength="${MIN_PASSWORD_LENGTH}"
          required
          autofocus
        />
        <label for="confirm">${w.sameAgain}</label>
        <input id="confirm" name="confirm" type="password" autocomplete="new-password" required />
        ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
        <button type="submit">${w.setPassword}</button>
      </form>`,
  );
}

/** A link that is unknown, used or past its 24 hours: only an administrator can give a new one. */
export const deadLinkPage = (): SafeHtml => messagePage(words().deadLinkTitle, words().deadLinkText);

/** With local passwords off (PROVIDER_LOCAL_PASSWORDS=0) there is nothing to set. */
export const noPasswordsPage = (upstream: string): SafeHtml =>
  messagePage(words().noPasswordsTitle, words().noPasswordsText(upstream), {
    href: '/device/signin?next=account',
    label: words().signInWith(upstream),
  });
