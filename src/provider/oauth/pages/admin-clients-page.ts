/**
 * The administration page's Clients (docs/identity.md#clients): an administrator registers a client (its
 * secret shown once) or a service account (its public key pasted; no secret), rotates a secret (shown once;
 * the old one stops at once) and removes a client (its tokens revoked, its receiver told). Rotating and
 * removing ask first; every POST checks the CSRF token, then that the session is still an administrator's,
 * and is written to the audit log.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { asSentence, readClientType, readName, readOrg } from '../admin/admin-input.ts';
import {
  addClient,
  addServiceClient,
  listClients,
  removeClient,
  rotateClientSecret,
} from '../admin/client-registry.ts';
import { SERVICE_ACCOUNT_SCOPES } from '../clients/client.ts';
import { onlyPublicPem, readServicePublicKey } from '../clients/service-key.ts';
import { ALL_SCOPES } from '#shared/scopes.ts';
import type { ListedClient } from '../clients/store/clients-store.ts';
import type { AccountActionEnv } from '../events/account-actions.ts';
import { sendPage, seeOther } from './html.ts';
import { postedForm } from './form-checks.ts';
import { adminGuard, type Administrator } from './admin-guard.ts';
import {
  clientsPage,
  confirmClientPage,
  secretShownPage,
  type ClientFormView,
} from './admin-clients-views.ts';
import { chosenScopes, NO_SCOPE_TICKED, postedScopeChoice } from './admin-scope-choice.ts';
import { MAX_KEY_CHARACTERS, SERVICE_FORM_PATH, type ServiceFormView } from './admin-service-form.ts';

const BACK = { href: '/admin/clients', label: 'Clients' };

const KEY_NOT_SHOWN = 'What was pasted as the key is not shown again, in case it was secret.';

export function adminClientPages(ctx: ModuleContext, env: AccountActionEnv): Hono {
  const app = new Hono();
  const guard = adminGuard(ctx);

  const list = async (
    c: Context,
    admin: Administrator,
    status: 200 | 400,
    forms: { form?: ClientFormView; serviceForm?: ServiceFormView } = {},
  ) => {
    // Only words for the administrator, from the address: a client id's characters, nothing else.
    const idIn = (name: string) => c.req.query(name)?.match(/^[\w.-]{1,64}$/)?.[0];
    const removed = idIn('removed');
    const people = Number(c.req.query('people') ?? '0');
    const clients = await listClients(ctx.sql);
    const addedId = idIn('added');
    const added = clients.find((client) => client.type === 'service' && client.id === addedId);
    let notice: string | undefined;
    if (status === 200 && removed !== undefined)
      notice = `Removed ${removed}: its tokens are revoked for ${people} ${people === 1 ? 'person' : 'people'}, and its receiver is told.`;
    else if (status === 200 && added !== undefined)
      notice = `Registered ${added.name} (client_id ${added.id}). The service names this id in its assertions and signs them with its own private key: there is no secret.`;
    return sendPage(c, status, clientsPage(await guard.frame(admin), { clients, notice, ...forms }));
  };

  /** The live client a question's address or a POST names. */
  const named = async (id: string): Promise<ListedClient | undefined> =>
    (await listClients(ctx.sql)).find((client) => client.id === id);

  /** After the CSRF token and the administrator are checked: the form and who posted it. */
  const posted = async (c: Context): Promise<{ admin: Administrator; form: URLSearchParams } | Response> => {
    const form = await postedForm(c, ctx, ['scope'], BACK);
    if (!form.ok) return form.response;
    const admin = await guard.administrator(c);
    return admin instanceof Response ? admin : { admin, form: form.form };
  };

  app.get('/admin/clients', async (c) => {
    const admin = await guard.administrator(c);
    return admin instanceof Response ? admin : list(c, admin, 200);
  });

  app.post('/admin/clients', async (c) => {
    const read = await posted(c);
    if (read instanceof Response) return read;
    const { admin, form } = read;
    const choice = postedScopeChoice(form, ALL_SCOPES);
    const typed = {
      name: form.get('name') ?? '',
      type: form.get('type') ?? '',
      org: form.get('org') ?? '',
      ...choice,
    };
    const name = readName(typed.name, 'The name');
    const type = readClientType(typed.type);
    const org = readOrg(typed.org);
    const problem = [name, type, org].find((r) => !r.ok);
    const allowedScopes = chosenScopes(choice);
    if (!name.ok || !type.ok || !org.ok || allowedScopes === undefined) {
      const error = problem?.ok === false ? asSentence(problem.problem) : NO_SCOPE_TICKED;
      return list(c, admin, 400, { form: { ...typed, error } });
    }
    const input = { name: name.value, type: type.value, internalOrg: org.value, allowedScopes };
    const made = await addClient(env, guard.acting(admin), input);
    return sendPage(c, 200, secretShownPage(made.client, made.secret, true));
  });

  app.post(SERVICE_FORM_PATH, async (c) => {
    const read = await posted(c);
    if (read instanceof Response) return read;
    const { admin, form } = read;
    const choice = postedScopeChoice(form, SERVICE_ACCOUNT_SCOPES);
    // Line breaks as the textarea counts them (a browser posts CRLF), so its maxlength and this agree.
    const typed = {
      name: form.get('name') ?? '',
      key: (form.get('key') ?? '').replace(/\r\n?/g, '\n'),
      ...choice,
    };
    const name = readName(typed.name, 'The name');
    const tooLong = typed.key.length > MAX_KEY_CHARACTERS;
    const key = tooLong
      ? { ok: false as const, problem: `the key must be at most ${MAX_KEY_CHARACTERS} characters of PEM` }
      : readServicePublicKey(typed.key);
    const allowedScopes = chosenScopes(choice);
    if (!name.ok || !key.ok || allowedScopes === undefined) {
      // A refusal keeps what was typed, but sends back only a key that is public PEM of a sensible size:
      // anything else pasted may be a secret (a private key by mistake), which the page would hold again.
      const keepKey = !tooLong && onlyPublicPem(typed.key);
      const dropped = !keepKey && typed.key !== '';
      // When the key is dropped, its problem comes first: the form says why its box is empty.
      const problem = (dropped ? [key, name] : [name, key]).find((r) => !r.ok);
      const said = problem?.ok === false ? asSentence(problem.problem) : NO_SCOPE_TICKED;
      const error = dropped ? `${said} ${KEY_NOT_SHOWN}` : said;
      return list(c, admin, 400, { serviceForm: { ...typed, key: keepKey ? typed.key : '', error } });
    }
    const client = await addServiceClient(
      env,
      guard.acting(admin),
      { name: name.value, allowedScopes },
      key.value,
    );
    // A fragment of its own: without one the browser keeps the form's (#service-form) across the redirect.
    return seeOther(c, `/admin/clients?added=${encodeURIComponent(client.id)}#top`);
  });

  for (const action of ['rotate', 'remove'] as const) {
    app.get(`/admin/clients/${action}`, async (c) => {
      const admin = await guard.administrator(c);
      if (admin instanceof Response) return admin;
      const client = await named(c.req.query('client') ?? '');
      if (client === undefined) return seeOther(c, '/admin/clients');
      return sendPage(c, 200, confirmClientPage(admin.session.csrf, action, client));
    });
  }

  app.post('/admin/clients/rotate', async (c) => {
    const read = await posted(c);
    if (read instanceof Response) return read;
    const client = await named(read.form.get('client') ?? '');
    const rotated = client && (await rotateClientSecret(env, guard.acting(read.admin), client.id));
    if (client === undefined || typeof rotated !== 'object') return seeOther(c, '/admin/clients');
    return sendPage(c, 200, secretShownPage(client, rotated.secret, false));
  });

  app.post('/admin/clients/remove', async (c) => {
    const read = await posted(c);
    if (read instanceof Response) return read;
    const removed = await removeClient(env, guard.acting(read.admin), read.form.get('client') ?? '');
    if (removed === undefined) return seeOther(c, '/admin/clients');
    const query = `removed=${encodeURIComponent(removed.client.id)}&people=${removed.people}`;
    return seeOther(c, `/admin/clients?${query}`);
  });

  return app;
}
