/** The screens of the verification page, as HTML. Words are written for a person holding a phone. */
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
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

export function signInPage(view: {
  csrf: string;
  next: 'device' | 'account';
  email?: string;
  error?: string;
}): SafeHtml {
  return layout(
    'Sign in',
    html`<h1>Sign in</h1>
      <p>
        ${view.next === 'device' ? 'Sign in to continue connecting your device.' : 'Sign in to see your apps.'}
      </p>
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

export function consentPage(view: {
  csrf: string;
  appName: string;
  email: string;
  userCode: string;
  scopes: readonly string[];
  error?: string;
}): SafeHtml {
  const items = view.scopes.map(
    (scope, i) =>
      html`<li>
        <label for="scope-${i}">
          <input id="scope-${i}" type="checkbox" name="scope" value="${scope}" checked />
          <span>${SCOPE_DESCRIPTIONS[scope] ?? scope}<span class="scope-id">${scope}</span></span>
        </label>
      </li>`,
  );
  return layout(
    `Allow ${view.appName}?`,
    html`<h1>${view.appName} wants to access your account</h1>
      <p class="muted">${view.email}</p>
      <p>
        Check that this code matches the one on your device: <span class="shown-code">${view.userCode}</span>
      </p>
      <form method="post" action="/device/consent">
        ${csrfField(view.csrf)}
        <p>This will allow ${view.appName} to:</p>
        <ul class="scopes">
          ${items}
        </ul>
        <p class="muted">Untick anything you don't want to share.</p>
        ${problem(view.error)}
        <div class="row">
          <button class="secondary" type="submit" name="decision" value="deny">Deny</button>
          <button type="submit" name="decision" value="allow">Allow</button>
        </div>
      </form>`,
    html`Not ${view.email}? <a href="/account">Switch account</a>`,
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

export const WORDS = {
  unknownCode: "That code isn't right. Check the code on your device and try again.",
  expiredCode: 'That code has expired. On your device, start signing in again to get a new code.',
  usedCode: 'That code has already been used. To connect again, start signing in again on your device.',
  tooManyCodes: 'Too many wrong codes. Wait 15 minutes, then try again.',
  tooManySignIns: 'Too many failed sign-ins. Wait 15 minutes, then try again.',
  wrongPassword: "That email and password don't match an account.",
  staleForm: 'This page was open too long. Go back, reload it and try again.',
  badForm: 'Something in that form was not right. Go back and try again.',
  noScope: 'Tick at least one thing to allow, or choose Deny.',
  orgInternal: (app: string, org: string): string =>
    `${app} can only be used with accounts of ${org}. Your device will show that access was not given.`,
  adminPolicy: (app: string): string =>
    `Your administrator does not allow this account to give ${app} some of the access it asks for. Your device will show that access was not given.`,
} as const;
