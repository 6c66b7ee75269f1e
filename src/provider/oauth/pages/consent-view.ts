/**
 * The consent screen (docs/provider.md#pages): who asks, from where and when, what each scope means and what
 * the TV does with it, and the choices an administrator's policy or an organization leaves the person.
 */
import { html, layout, SafeHtml } from './html.ts';
import { shownCode } from './device-views.ts';
import { scopeDoes, scopeUse, words } from './words/catalogue.ts';

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

/** What the scope lets the app do, what the TV does with it, and its identifier, which stays as sent. */
function scopeWords(scope: string): SafeHtml {
  const use = scopeUse(scope);
  return html`${scopeDoes(scope)}${use === undefined ? '' : html`<span class="scope-use">${use}</span>`}<span
      class="scope-id"
      >${scope}</span
    >`;
}

function giveUpButtons(): SafeHtml {
  const w = words();
  return html`<button type="submit" name="decision" value="switch">${w.useAnotherAccount}</button>
    <button class="secondary" type="submit" name="decision" value="give_up">${w.dontConnect}</button>`;
}

/** A policy or an organization leaves the person "Use another account" among the choices themselves. */
const offersAnotherAccount = (view: ConsentView): boolean =>
  view.orgOnly !== null || view.forbidden.length > 0;

function choices(view: ConsentView): SafeHtml {
  const w = words();
  if (view.orgOnly !== null) {
    return html`<p class="error" role="alert">${w.orgOnlyChoice(view.appName, view.orgOnly)}</p>
      ${giveUpButtons()}`;
  }
  const forbidden =
    view.forbidden.length === 0
      ? ''
      : html`<div class="error" role="alert">
          <p>${w.forbiddenLead(view.appName)}</p>
          <ul>
            ${view.forbidden.map((s) => html`<li>${scopeWords(s)}</li>`)}
          </ul>
        </div>`;
  if (view.scopes.length === 0) return html`${forbidden}${giveUpButtons()}`;
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
  const other = w.useAnotherAccount;
  const decide =
    view.forbidden.length === 0
      ? html`<div class="row">
          <button class="secondary" type="submit" name="decision" value="deny">${w.deny}</button>
          <button type="submit" name="decision" value="allow">${w.allow}</button>
        </div>`
      : html`<button type="submit" name="decision" value="allow">${w.allowRest}</button>
          <button class="secondary" type="submit" name="decision" value="switch">${other}</button>
          <button class="secondary" type="submit" name="decision" value="give_up">${w.dontConnect}</button>`;
  return html`${forbidden}
    <p>${w.willAllow(view.appName)}</p>
    <ul class="scopes">
      ${items}
    </ul>
    <p class="muted">${w.untick}</p>
    ${error} ${decide}`;
}

export function consentPage(view: ConsentView): SafeHtml {
  const w = words();
  const email = html`${view.email}`;
  // "Switch account" only where the choices do not already offer "Use another account", the same action.
  const footer = offersAnotherAccount(view)
    ? undefined
    : html`<form method="post" action="/device/consent">
        ${hiddenFields(view)} ${w.notYou(email)}
        <button class="link" type="submit" name="decision" value="switch">${w.switchAccount}</button>
      </form>`;
  return layout(
    w.consentTitle(view.appName),
    html`<h1>${w.consentHeading(view.appName)}</h1>
      <p class="muted">${email}</p>
      <p class="provenance">${w.provenance(view.appName, view.clientId, view.requestedAgo, view.network)}</p>
      <p class="warning">${w.ownDeviceWarning}</p>
      <p>${w.checkCode(shownCode(view.userCode))}</p>
      <form method="post" action="/device/consent">${hiddenFields(view)} ${choices(view)}</form>`,
    footer,
  );
}
