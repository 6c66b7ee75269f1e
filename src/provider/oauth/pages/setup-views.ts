/** The set-password page's screens (docs/identity.md#passwords), for a person who opened their link. */
import { MIN_PASSWORD_LENGTH } from '../accounts/password-rules.ts';
import { html, layout, type SafeHtml } from './html.ts';
import { messagePage } from './device-views.ts';

export function setupPage(view: { csrf: string; token: string; email: string; error?: string }): SafeHtml {
  return layout(
    'Choose your password',
    html`<h1>Choose your password</h1>
      <p class="muted">${view.email}</p>
      <p>
        At least ${MIN_PASSWORD_LENGTH} characters. A few ordinary words in a row are easy to remember and
        hard to guess; the passwords people choose most often are refused.
      </p>
      <form method="post" action="/account/setup">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <input type="hidden" name="token" value="${view.token}" />
        <input type="hidden" name="email" value="${view.email}" autocomplete="username" />
        <label for="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength="${MIN_PASSWORD_LENGTH}"
          required
          autofocus
        />
        <label for="confirm">The same again</label>
        <input id="confirm" name="confirm" type="password" autocomplete="new-password" required />
        ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
        <button type="submit">Set password and sign in</button>
      </form>`,
  );
}

export const SETUP_WORDS = {
  different: 'The two passwords are different. Type the same password twice.',
} as const;

/** A link that is unknown, used or past its 24 hours: only an administrator can give a new one. */
export const deadLinkPage = (): SafeHtml =>
  messagePage(
    'This link no longer works',
    'Links to set a password work once, for 24 hours. Ask your administrator for a new one.',
  );

/** With local passwords off (PROVIDER_LOCAL_PASSWORDS=0) there is nothing to set. */
export const noPasswordsPage = (upstream: string): SafeHtml =>
  messagePage(
    'Passwords are not used here',
    `People sign in with ${upstream} on this service, so there is no password to set.`,
    { href: '/device/signin?next=account', label: `Sign in with ${upstream}` },
  );
