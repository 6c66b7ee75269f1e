/** The screens of the verification page, as HTML. Words are written for a person holding a phone. */
import { html, layout, type SafeHtml } from './html.ts';

const csrfField = (csrf: string): SafeHtml => html`<input type="hidden" name="csrf" value="${csrf}" />`;
const problem = (error: string | undefined): SafeHtml =>
  error === undefined ? html`` : html`<p class="error" role="alert">${error}</p>`;

function accountFooter(email: string | null): SafeHtml {
  return email === null
    ? html`<a href="/account">Your apps</a>`
    : html`Signed in as ${email} · <a href="/account">Your apps</a>`;
}

export function enterCodePage(view: {
  csrf: string;
  value: string;
  error?: string;
  email: string | null;
}): SafeHtml {
  return layout(
    'Connect a device',
    html`<h1>Connect a device</h1>
      <p>Enter the code shown on your TV or other device.</p>
      <form method="post" action="/device">
        ${csrfField(view.csrf)}
        <label for="user_code">Code</label>
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
        <button type="submit">Continue</button>
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
  return html`<a class="${alone ? 'button primary' : 'button'}" href="${href}">Continue with ${name}</a>`;
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
  const why =
    view.next === 'account'
      ? html`Sign in to see your apps.`
      : view.next === 'admin'
        ? html`Sign in with an administrator account to manage accounts.`
        : view.code === undefined
          ? html`Sign in to continue connecting your device.`
          : html`Sign in to connect ${view.code.appName} with the code
              <span class="shown-code">${view.code.userCode}</span>.`;
  const { passwords, upstream } = view.ways;
  const other = upstream === undefined ? '' : upstreamButton(view.next, upstream, !passwords);
  if (!passwords) {
    return layout(
      'Sign in',
      html`<h1>Sign in</h1>
        <p>${why}</p>
        ${problem(view.error)}${other}`,
    );
  }
  return layout(
    'Sign in',
    html`<h1>Sign in</h1>
      <p>${why}</p>
      ${other}
      <form method="post" action="/device/signin">
        ${csrfField(view.csrf)}
        <input type="hidden" name="next" value="${view.next}" />
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          value="${view.email ?? ''}"
          autocomplete="username"
          required
          autofocus
        />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${problem(view.error)}
        <button type="submit">Sign in</button>
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
export function alreadyConnectedPage(appName: string): SafeHtml {
  return messagePage(
    'Already connected',
    `You already allowed ${appName} on this code, in another tab or window. You can go back to your device now.`,
    { href: '/account', label: 'See your apps' },
  );
}

/** Signed out in another tab: a form (of a fresh session) that signs in again for the code this page showed. */
export function signedOutPage(csrf: string, userCode: string | undefined): SafeHtml {
  return layout(
    'You signed out',
    html`<h1>You signed out in another tab</h1>
      <p>Nothing was changed. Sign in again to continue connecting your device.</p>
      ${
        userCode === undefined
          ? html`<p><a href="/device">Enter a code</a></p>`
          : html`<form method="post" action="/device">
              ${csrfField(csrf)}
              <input type="hidden" name="user_code" value="${userCode}" />
              <button type="submit">Sign in again</button>
            </form>`
      }`,
  );
}

export const WORDS = {
  unknownCode: "That code isn't right. Check the code on your device and try again.",
  // The TV asks for a new code by itself when one expires (docs/app.md), so the person only needs the new one.
  expiredCode: 'This code has expired. Your TV shows a new code by itself: enter that one.',
  usedCode: 'That code has already been used. To connect again, start signing in again on your device.',
  tooManyCodes: (wait: string): string => `Too many wrong codes. Wait ${wait}, then try again.`,
  tooManySignIns: (wait: string): string => `Too many failed sign-ins. Wait ${wait}, then try again.`,
  accountBackOff: (wait: string): string =>
    `Too many wrong passwords for this account. Wait ${wait}, then try again.`,
  busy: (wait: string): string =>
    `Many wrong codes are being entered on this service right now, so each code waits a moment. Wait ${wait}, then press Continue again.`,
  wrongPassword: "That email and password don't match an account.",
  noPasswords: (upstream: string): string =>
    `Passwords are not used on this service: continue with ${upstream} to sign in.`,
  accountDisabled:
    'This account has been disabled by an administrator, so it cannot sign in or connect devices. Ask your administrator to enable it again.',
  staleForm: 'This page was open too long. Go back, reload it and try again.',
  badForm: 'Something in that form was not right. Go back and try again.',
  noScope: 'Tick at least one thing to allow, or choose Deny.',
  orgInternal: (app: string, org: string): string =>
    `${app} can only be used with accounts of ${org}. You chose not to connect; your device will show that access was not given.`,
  adminPolicy: (app: string): string =>
    `Your administrator does not allow this account to give ${app} some of the access it asks for. You chose not to connect; your device will show that access was not given.`,
} as const;

/** "40 seconds", "1 minute", "15 minutes": a wait in words, rounded up. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
