/**
 * The consent screen (docs/provider.md#pages): who asks, from where and when, what each scope means and what
 * the TV does with it, and the choices an administrator's policy or an organization leaves the person.
 */
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
import { html, layout, SafeHtml } from './html.ts';
import { SCOPE_USES } from './scope-uses.ts';

export interface ConsentView {
  csrf: string;
  /** The grant this page shows: Allow is refused for any other (docs/security.md#phishing-resistant-consent). */
  grantId: number;
  /** Proves this browser was shown `grantId` (consent-binding.ts). */
  shown: string;
  userCode: string;
  appName: string;
  clientId: string;
  email: string;
  /** Requested scopes the person may allow. */
  scopes: readonly string[];
  /** Requested scopes the person's administrator forbids. */
  forbidden: readonly string[];
  /** The organization the app is internal to, when the person is not in it. */
  orgOnly: string | null;
  requestedAgo: string;
  network: string;
  error?: string;
  /** The boxes to show ticked: all of `scopes` unless the person's own choice is shown back. */
  ticked?: readonly string[];
}

function hiddenFields(view: ConsentView): SafeHtml {
  return html`<input type="hidden" name="csrf" value="${view.csrf}" />
    <input type="hidden" name="grant" value="${view.grantId}" />
    <input type="hidden" name="shown" value="${view.shown}" />
    <input type="hidden" name="user_code" value="${view.userCode}" />`;
}

const scopeWords = (scope: string): SafeHtml =>
  html`${SCOPE_DESCRIPTIONS[scope] ?? scope}${
      SCOPE_USES[scope] === undefined ? '' : html`<span class="scope-use">${SCOPE_USES[scope]}</span>`
    }<span class="scope-id">${scope}</span>`;

const giveUpButtons = html`<button type="submit" name="decision" value="switch">Use another account</button>
  <button class="secondary" type="submit" name="decision" value="give_up">Don't connect</button>`;

function choices(view: ConsentView): SafeHtml {
  if (view.orgOnly !== null) {
    return html`<p class="error" role="alert">
        ${view.appName} can only be used with accounts of ${view.orgOnly}. Sign in with one of those, or don't
        connect.
      </p>
      ${giveUpButtons}`;
  }
  const forbidden =
    view.forbidden.length === 0
      ? ''
      : html`<div class="error" role="alert">
          <p>Your administrator does not allow this account to give ${view.appName}:</p>
          <ul>
            ${view.forbidden.map((s) => html`<li>${scopeWords(s)}</li>`)}
          </ul>
        </div>`;
  if (view.scopes.length === 0) return html`${forbidden}${giveUpButtons}`;
  const tick = (scope: string): SafeHtml | '' =>
    view.ticked === undefined || view.ticked.includes(scope) ? new SafeHtml('checked') : '';
  const items = view.scopes.map(
    (scope, i) =>
      html`<li>
        <label for="scope-${i}">
          <input id="scope-${i}" type="checkbox" name="scope" value="${scope}" ${tick(scope)} />
          <span>${scopeWords(scope)}</span>
        </label>
      </li>`,
  );
  const error = view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`;
  const decide =
    view.forbidden.length === 0
      ? html`<div class="row">
          <button class="secondary" type="submit" name="decision" value="deny">Deny</button>
          <button type="submit" name="decision" value="allow">Allow</button>
        </div>`
      : html`<button type="submit" name="decision" value="allow">Allow the rest</button>
          <button class="secondary" type="submit" name="decision" value="switch">Use another account</button>
          <button class="secondary" type="submit" name="decision" value="give_up">Don't connect</button>`;
  return html`${forbidden}
    <p>This will allow ${view.appName} to:</p>
    <ul class="scopes">
      ${items}
    </ul>
    <p class="muted">Untick anything you don't want to share.</p>
    ${error} ${decide}`;
}

export function consentPage(view: ConsentView): SafeHtml {
  return layout(
    `Allow ${view.appName}?`,
    html`<h1>${view.appName} wants to access your account</h1>
      <p class="muted">${view.email}</p>
      <p class="provenance">
        Requested by ${view.appName} (${view.clientId}) ${view.requestedAgo}, from network ${view.network}.
      </p>
      <p class="warning">Only continue if you started this on a device you own.</p>
      <p>
        Check that this code matches the one on your device: <span class="shown-code">${view.userCode}</span>
      </p>
      <form method="post" action="/device/consent">${hiddenFields(view)} ${choices(view)}</form>`,
    html`<form method="post" action="/device/consent">
      ${hiddenFields(view)} Not ${view.email}?
      <button class="link" type="submit" name="decision" value="switch">Switch account</button>
    </form>`,
  );
}
