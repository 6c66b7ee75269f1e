/**
 * The screens of the account page (docs/provider.md#pages): the apps with access, the question before
 * "Remove access", and the question before "Sign out everywhere". Each question has Cancel first, and only
 * its form changes anything.
 */
import type { AppAccess } from '../tokens/app-access.ts';
import { html, layout, type SafeHtml } from './html.ts';
import { questionPage } from './question-view.ts';
import { scopeDoes, words } from './words/catalogue.ts';
import { dayWords, minuteWords } from './words/dates.ts';

function appItem(app: AppAccess): SafeHtml {
  const w = words();
  const since = dayWords(app.since);
  const devices = app.devices.length;
  return html`<li>
    <h2>${app.clientName}</h2>
    <p class="muted">${devices === 1 ? w.hasAccessSince(since) : w.signedInOnDevices(devices, since)}</p>
    <ul>
      ${app.scopes.map((s) => html`<li>${scopeDoes(s)}</li>`)}
    </ul>
    <form method="get" action="/account/remove">
      <input type="hidden" name="client_id" value="${app.clientId}" />
      <button class="secondary" type="submit">
        ${devices === 1 ? w.removeFor(app.clientName) : w.removeForAll(app.clientName, devices)}
      </button>
    </form>
  </li>`;
}

/**
 * The question before removing: names the app and its devices. Access is removed from every device signed in to
 * the app as the person, and the question says so plainly when there is more than one
 * (docs/identity.md#remove-access-one-app-every-device).
 */
export function confirmRemovePage(csrf: string, app: AppAccess): SafeHtml {
  const w = words();
  const devices = app.devices.length;
  const times = app.devices.map(minuteWords).join(', ');
  return questionPage({
    title: w.removeTitle,
    heading:
      devices === 1
        ? w.removeOne(app.clientName, dayWords(app.devices[0] ?? app.since))
        : w.removeAll(app.clientName, devices),
    text: devices === 1 ? w.removeOneText : w.removeAllText(app.clientName, devices, times),
    cancel: '/account',
    action: { path: '/account/remove', csrf, fields: { client_id: app.clientId }, label: w.removeAccess },
  });
}

/** The question before signing out everywhere: says what stops, and that this browser stays. */
export function confirmSignOutEverywherePage(csrf: string, apps: number): SafeHtml {
  const w = words();
  return questionPage({
    title: w.signOutEverywhereTitle,
    heading: w.signOutEverywhereHeading,
    text: w.signOutEverywhereText(apps),
    cancel: '/account',
    action: { path: '/account/sign-out-everywhere', csrf, fields: {}, label: w.signOutEverywhere },
  });
}

/** What the account page says after an action. */
export type AccountNotice = { kind: 'removed'; appName: string } | { kind: 'signed-out-everywhere' };

function noticeText(notice: AccountNotice): string {
  return notice.kind === 'removed'
    ? words().removedNotice(notice.appName)
    : words().signedOutEverywhereNotice;
}

export function accountPage(view: {
  csrf: string;
  email: string;
  apps: AppAccess[];
  notice?: AccountNotice;
}): SafeHtml {
  const w = words();
  return layout(
    w.yourApps,
    html`<h1>${w.accountHeading}</h1>
      <p class="muted">${html`${view.email}`}</p>
      ${view.notice === undefined ? '' : html`<p class="notice" role="status">${noticeText(view.notice)}</p>`}
      ${
        view.apps.length === 0
          ? html`<p>${w.noApps}</p>`
          : html`<ul class="apps">
              ${view.apps.map((app) => appItem(app))}
            </ul>`
      }
      <form method="get" action="/account/sign-out-everywhere">
        <button class="secondary" type="submit">${w.signOutEverywhere}</button>
      </form>
      <form method="post" action="/account/signout">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <button class="secondary" type="submit">${w.signOut}</button>
      </form>`,
    html`<a href="/device">${w.connectTitle}</a>`,
  );
}
