/**
 * The form on /admin/clients that registers a service account (docs/identity.md#service-accounts): a name,
 * its public key pasted as PEM, and the video scopes it may be granted. It has no secret: the service signs
 * its assertions with the private key it keeps, so the next page is the list, saying the new client's id.
 */
import { SERVICE_ACCOUNT_SCOPES } from '../clients/client.ts';
import { html, type SafeHtml } from './html.ts';
import { scopeChoice, type ScopeChoice } from './admin-scope-choice.ts';

/** What the form shows again after a refusal: what was typed, the key if it is public PEM. */
export interface ServiceFormView extends ScopeChoice {
  name?: string;
  key?: string;
  error?: string;
}

/** A key longer than this is no public key: an RSA 4096 certificate's PEM is about 2,000 characters. */
export const MAX_KEY_CHARACTERS = 16_384;

export const SERVICE_FORM_PATH = '/admin/clients/service';

export function serviceClientForm(csrf: string, view: ServiceFormView): SafeHtml {
  // The fragment brings a refusal's answer to this form, below the first one, its problem at the top.
  return html`<form id="service-form" method="post" action="${SERVICE_FORM_PATH}#service-form">
    <h2 class="part">Register a service account</h2>
    <p class="muted">
      A program acting for itself with the video API, such as a content owner's tools. It signs in with its
      own key and has no secret.
    </p>
    ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
    <input type="hidden" name="csrf" value="${csrf}" />
    <label for="service-name">Name</label>
    <input id="service-name" name="name" type="text" value="${view.name ?? ''}" autocomplete="off" required />
    <label for="service-key">Public key (PEM), or a certificate holding it</label>
    <textarea
      id="service-key"
      name="key"
      class="pem"
      spellcheck="false"
      autocomplete="off"
      placeholder="-----BEGIN PUBLIC KEY-----"
      aria-describedby="service-key-help"
      maxlength="${MAX_KEY_CHARACTERS}"
      required
    >
${view.key ?? ''}</textarea>
    <p id="service-key-help" class="muted">
      RSA of 2048 bits or more, or EC P-256. Never the private key: it stays with the service.
    </p>
    ${scopeChoice(SERVICE_ACCOUNT_SCOPES, 'Every video scope', view)}
    <button type="submit">Register service account</button>
  </form>`;
}
