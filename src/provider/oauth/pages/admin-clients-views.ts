/**
 * The Clients screens of the administration page (docs/identity.md#clients): every client with its type,
 * organization and scopes, Rotate secret and Remove, the forms that register a client with a secret and a
 * service account with its key (admin-service-form.ts), the questions before rotating and removing, and the
 * page that shows a new secret once.
 */
import { ALL_SCOPES } from '#shared/scopes.ts';
import type { ListedClient } from '../clients/store/clients-store.ts';
import { html, type SafeHtml } from './html.ts';
import { questionPage } from './question-view.ts';
import { adminLayout, shownOncePage, type AdminFrame } from './admin-shell.ts';
import { scopeChoice, shortScope, type ScopeChoice } from './admin-scope-choice.ts';
import { serviceClientForm, type ServiceFormView } from './admin-service-form.ts';

/** The types the first form registers; a service client comes with its key, in the second. */
const TYPES = { tv: 'TVs and limited-input devices', web: 'Web application' } as const;
const TYPE_NAMES = { ...TYPES, service: 'Service account (signs with its own key)' } as const;

/** What the form shows again after a refusal; `limit` `all` is every scope the server allows. */
export interface ClientFormView extends ScopeChoice {
  name?: string;
  type?: string;
  org?: string;
  error?: string;
}

/** A service client has no secret to rotate: it has a key. */
const rotateButton = (client: ListedClient): SafeHtml =>
  html`<form method="get" action="/admin/clients/rotate">
    <input type="hidden" name="client" value="${client.id}" />
    <button class="secondary" type="submit">Rotate secret of ${client.name}</button>
  </form>`;

function clientItem(client: ListedClient): SafeHtml {
  const scopes =
    client.allowedScopes === null
      ? html`<p class="muted">May ask for every scope the server allows.</p>`
      : html`<p class="muted">May ask for: ${client.allowedScopes.map(shortScope).join(', ')}</p>`;
  return html`<li>
    <h2>${client.name}</h2>
    <p><code>${client.id}</code></p>
    <p class="muted">
      ${TYPE_NAMES[client.type]}${client.internalOrg === null ? '' : ` · only for accounts of ${client.internalOrg}`}
    </p>
    ${scopes}
    <div class="actions">
      ${client.type === 'service' ? '' : rotateButton(client)}
      <form method="get" action="/admin/clients/remove">
        <input type="hidden" name="client" value="${client.id}" />
        <button class="secondary" type="submit">Remove ${client.name}</button>
      </form>
    </div>
  </li>`;
}

function addClientForm(csrf: string, view: ClientFormView): SafeHtml {
  return html`<form method="post" action="/admin/clients">
    <h2 class="part">Register a client</h2>
    <p class="muted">Its secret is shown once, on the next page.</p>
    <input type="hidden" name="csrf" value="${csrf}" />
    <label for="client-name">Name people see on the consent page</label>
    <input id="client-name" name="name" type="text" value="${view.name ?? ''}" autocomplete="off" required />
    <label for="client-type">Type</label>
    <select id="client-type" name="type">
      ${Object.entries(TYPES).map(
        ([type, words]) =>
          html`<option value="${type}" ${view.type === type ? 'selected' : ''}>${words}</option>`,
      )}
    </select>
    <label for="client-org">Only for accounts of (a domain, optional)</label>
    <input id="client-org" name="org" type="text" value="${view.org ?? ''}" placeholder="example.com" />
    ${scopeChoice(ALL_SCOPES, 'Every scope the server allows', view)}
    ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
    <button type="submit">Register client</button>
  </form>`;
}

export function clientsPage(
  frame: AdminFrame,
  view: {
    clients: readonly ListedClient[];
    notice?: string;
    form?: ClientFormView;
    serviceForm?: ServiceFormView;
  },
): SafeHtml {
  return adminLayout(
    'Clients',
    'clients',
    frame,
    html`${view.notice === undefined ? '' : html`<p class="notice" role="status">${view.notice}</p>`}
      <div class="columns">
        <section>
          <h2 class="part">Registered clients</h2>
          ${
            view.clients.length === 0
              ? html`<p class="muted">No clients yet: register the first one, such as your TV app.</p>`
              : html`<ul class="apps">
                  ${view.clients.map(clientItem)}
                </ul>`
          }
        </section>
        <div>
          ${addClientForm(frame.csrf, view.form ?? {})}
          ${serviceClientForm(frame.csrf, view.serviceForm ?? {})}
        </div>
      </div>`,
  );
}

export function confirmClientPage(csrf: string, action: 'rotate' | 'remove', client: ListedClient): SafeHtml {
  const fields = { client: client.id };
  return action === 'rotate'
    ? questionPage({
        title: 'Rotate secret?',
        heading: `Rotate the secret of ${client.name}?`,
        text:
          'The next page shows a new secret, once. The old one stops working now: devices that still send it ' +
          'cannot request codes or refresh tokens until they are given the new one.',
        cancel: '/admin/clients',
        action: { path: '/admin/clients/rotate', csrf, fields, label: 'Rotate secret' },
      })
    : questionPage({
        title: 'Remove client?',
        heading: `Remove ${client.name}?`,
        text:
          'Every device signed in with it is signed out now, and it cannot be used again. Its security event ' +
          'receiver is told, for each person, that access was revoked.',
        cancel: '/admin/clients',
        action: { path: '/admin/clients/remove', csrf, fields, label: 'Remove client' },
      });
}

/** A new client's id and secret, or a rotated secret, shown once. */
export function secretShownPage(
  client: { id: string; name: string },
  secret: string,
  added: boolean,
): SafeHtml {
  return shownOncePage({
    title: added ? `${client.name} registered` : `New secret for ${client.name}`,
    text: added
      ? 'Put these in the app’s configuration (config.json: clientId and clientSecret).'
      : 'Give the app this secret in place of the old one, which no longer works.',
    values: [
      { label: 'client_id', value: client.id },
      { label: 'client_secret', value: secret },
    ],
    back: { href: '/admin/clients', label: 'Back to Clients' },
  });
}
