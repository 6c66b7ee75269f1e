/**
 * The screens of the account page (docs/provider.md#pages): the apps with access, the question before
 * "Remove access", and the question before "Sign out everywhere". Each question has Cancel first, and only
 * its form changes anything.
 */
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
import type { AppAccess } from '../tokens/app-access.ts';
import { html, layout, type SafeHtml } from './html.ts';
import { questionPage } from './question-view.ts';

const day = (at: number): string => new Date(at).toISOString().slice(0, 10);
const minute = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function appItem(app: AppAccess): SafeHtml {
  const since = day(app.since);
  const devices = app.devices.length;
  return html`<li>
    <h2>${app.clientName}</h2>
    <p class="muted">
      ${
        devices === 1
          ? `Has access since ${since}. It can:`
          : `Signed in on ${devices} devices, the first since ${since}. On each it can:`
      }
    </p>
    <ul>
      ${app.scopes.map((s) => html`<li>${SCOPE_DESCRIPTIONS[s] ?? s}</li>`)}
    </ul>
    <form method="get" action="/account/remove">
      <input type="hidden" name="client_id" value="${app.clientId}" />
      <button class="secondary" type="submit">
        Remove access for ${app.clientName}${devices === 1 ? '' : ` on all ${devices} devices`}
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
  const devices = app.devices.length;
  const heading =
    devices === 1
      ? `Remove access for ${app.clientName} on the device that connected on ${day(app.devices[0] ?? app.since)}?`
      : `Remove access for ${app.clientName} on all ${devices} devices?`;
  const text =
    devices === 1
      ? 'That device will be signed out and will need a new code to connect again.'
      : `Every device where ${app.clientName} is signed in as you will be signed out: the ${devices} that ` +
        `connected on ${app.devices.map(minute).join(', ')}. Each will need a new code to connect again. ` +
        'To sign out only one of them, sign out on that device.';
  return questionPage({
    title: 'Remove access?',
    heading,
    text,
    cancel: '/account',
    action: { path: '/account/remove', csrf, fields: { client_id: app.clientId }, label: 'Remove access' },
  });
}

/** The question before signing out everywhere: says what stops, and that this browser stays. */
export function confirmSignOutEverywherePage(csrf: string, apps: number): SafeHtml {
  const which =
    apps === 0
      ? 'No app or device has access now; every other browser where you are signed in will be signed out.'
      : `${apps === 1 ? 'The app or device' : `All ${apps} apps and devices`} with access to your account ` +
        'will be signed out and will need a new code to connect again, and every other browser where you ' +
        'are signed in will be signed out. This browser stays signed in.';
  return questionPage({
    title: 'Sign out everywhere?',
    heading: 'Sign out of every app, device and browser?',
    text: which,
    cancel: '/account',
    action: { path: '/account/sign-out-everywhere', csrf, fields: {}, label: 'Sign out everywhere' },
  });
}

/** What the account page says after an action. */
export type AccountNotice = { kind: 'removed'; appName: string } | { kind: 'signed-out-everywhere' };

function noticeText(notice: AccountNotice): string {
  return notice.kind === 'removed'
    ? `${notice.appName} no longer has access.`
    : 'You are signed out everywhere: no app or device has access, and other browsers are signed out.';
}

export function accountPage(view: {
  csrf: string;
  email: string;
  apps: AppAccess[];
  notice?: AccountNotice;
}): SafeHtml {
  return layout(
    'Your apps',
    html`<h1>Apps with access to your account</h1>
      <p class="muted">${view.email}</p>
      ${view.notice === undefined ? '' : html`<p class="notice" role="status">${noticeText(view.notice)}</p>`}
      ${
        view.apps.length === 0
          ? html`<p>No apps have access to your account.</p>`
          : html`<ul class="apps">
              ${view.apps.map((app) => appItem(app))}
            </ul>`
      }
      <form method="get" action="/account/sign-out-everywhere">
        <button class="secondary" type="submit">Sign out everywhere</button>
      </form>
      <form method="post" action="/account/signout">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <button class="secondary" type="submit">Sign out</button>
      </form>`,
    html`<a href="/device">Connect a device</a>`,
  );
}
