/** The screens of the verification page, as HTML, in the browser's language (words/). */
import { html, layout, type SafeHtml } from './html.ts';
import { words } from './words/catalogue.ts';

const csrfField = (csrf: string): SafeHtml => html`<input type="hidden" name="csrf" value="${csrf}" />`;
const problem = (error: string | undefined): SafeHtml =>
  error === undefined ? html`` : html`<p class="error" role="alert">${error}</p>`;

/** A user code; its style keeps it left to right and isolated, so an Arabic page cannot reorder `WDJB-MJHT`. */
export const shownCode = (code: string): SafeHtml => html`<span class="shown-code">${code}</span>`;

function accountFooter(email: string | null): SafeHtml {
  const w = words();
  return email === null
    ? html`<a href="/account">${w.yourApps}</a>`
    : html`${w.signedInAs(html`${email}`)} · <a href="/account">${w.yourApps}</a>`;
}

export function enterCodePage(view: {
  csrf: string;
  value: string;
  error?: string;
  email: string | null;
}): SafeHtml {
  const w = words();
  return layout(
    w.connectTitle,
    html`<h1>${w.connectTitle}</h1>
      <p>${w.connectLead}</p>
      <form method="post" action="/device">
        ${csrfField(view.csrf)}
        <label for="user_code">${w.codeLabel}</label>
        <input
          class="code"
          id="user_code"
          name="user_code"
          type="text"
          value="${view.value}"
          placeholder="XXXX-XXXX"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          maxlength="32"
          required
          autofocus
        />
        ${problem(view.error)}
        <button type="submit">${w.continue}</button>
      </form>`,
    accountFooter(view.email),
  );
}

/** Where a sign-in leads: the verification page, the account page or the administration page. */
export type SignInNext = 'device' | 'account' | 'admin';

/** How people sign in here: with a password, through the organization's identity provider, or both. */
export interface SignInWays {
  /** PROVIDER_LOCAL_PASSWORDS. */
  passwords: boolean;
  /** What "Continue with …" names (PROVIDER_UPSTREAM_NAME), when PROVIDER_UPSTREAM_OIDC is set. */
  upstream?: string;
}

/**
 * A link, not a form: the pages' Content-Security-Policy lets forms post only here (form-action 'self'),
 * and browsers hold a form's redirect to the identity provider to that too.
 */
function upstreamButton(next: SignInNext, name: string, alone: boolean): SafeHtml {
  const href = `/device/upstream${next === 'device' ? '' : `?next=${next}`}`;
  const label = words().continueWith(name);
  return html`<a class="${alone ? 'button primary' : 'button'}" href="${href}">${label}</a>`;
}

export function signInPage(view: {
  csrf: string;
  next: SignInNext;
  ways: SignInWays;
  /** The code being confirmed and the app that asked for it, when there is one. */
  code?: { userCode: string; appName: string };
  email?: string;
  error?: string;
}): SafeHtml {
  const w = words();
  const why =
    view.next === 'account'
      ? w.whyAccount
      : view.next === 'admin'
        ? w.whyAdmin
        : view.code === undefined
          ? w.whyDevice
          : w.whyCode(view.code.appName, shownCode(view.code.userCode));
  const { passwords, upstream } = view.ways;
  const other = upstream === undefined ? '' : upstreamButton(view.next, upstream, !passwords);
  if (!passwords) {
    return layout(
      w.signIn,
      html`<h1>${w.signIn}</h1>
        <p>${why}</p>
        ${problem(view.error)}${other}`,
    );
  }
  return layout(
    w.signIn,
    html`<h1>${w.signIn}</h1>
      <p>${why}</p>
      ${other}
      <form method="post" action="/device/signin">
        ${csrfField(view.csrf)}
        <input type="hidden" name="next" value="${view.next}" />
        <label for="email">${w.email}</label>
        <input
          id="email"
          name="email"
          type="email"
          value="${view.email ?? ''}"
          autocomplete="username"
          required
          autofocus
        />
        <label for="password">${w.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${problem(view.error)}
        <button type="submit">${w.signIn}</button>
      </form>`,
  );
}

/** A page with a heading and a sentence or two; `action` is a link back to somewhere useful. */
export function messagePage(title: string, text: string, action?: { href: string; label: string }): SafeHtml {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      ${action === undefined ? '' : html`<p><a href="${action.href}">${action.label}</a></p>`}`,
  );
}

/** After a choice made in another tab: the code is no longer this page's to decide. */
export function alreadyConnectedPage(appName: string | undefined): SafeHtml {
  const w = words();
  return messagePage(w.alreadyConnected, w.alreadyConnectedText(appName ?? w.theApp), {
    href: '/account',
    label: w.seeYourApps,
  });
}

/** Signed out in another tab: a form (of a fresh session) that signs in again for the code this page showed. */
export function signedOutPage(csrf: string, userCode: string | undefined): SafeHtml {
  const w = words();
  return layout(
    w.signedOutTitle,
    html`<h1>${w.signedOutHeading}</h1>
      <p>${w.signedOutText}</p>
      ${
        userCode === undefined
          ? html`<p><a href="/device">${w.enterCode}</a></p>`
          : html`<form method="post" action="/device">
              ${csrfField(csrf)}
              <input type="hidden" name="user_code" value="${userCode}" />
              <button type="submit">${w.signInAgain}</button>
            </form>`
      }`,
  );
}

/** "40 seconds", "1 minute", "15 minutes": a wait in words, rounded up. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? words().seconds(seconds) : words().minutes(Math.ceil(seconds / 60));
}
