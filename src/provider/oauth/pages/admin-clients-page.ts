/**
 * The administration page's Clients (docs/identity.md#clients): an administrator registers a client (its
 * secret shown once), rotates a secret (shown once; the old one stops at once) and removes a client (its
 * tokens revoked, its receiver told). Rotating and removing ask first; every POST checks the CSRF token,
 * then that the session is still an administrator's, and is written to the audit log.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { readClientType, readName, readOrg } from '../admin/admin-input.ts';
import { addClient, listClients, removeClient, rotateClientSecret } from '../admin/client-registry.ts';
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

const BACK = { href: '/admin/clients', label: 'Clients' };

export function adminClientPages(ctx: ModuleContext, env: AccountActionEnv): Hono {
  const app = new Hono();
  const guard = adminGuard(ctx);

  const list = async (c: Context, admin: Administrator, status: 200 | 400, form?: ClientFormView) => {
    // Only words for the administrator, from the address: a client id's characters, nothing else.
    const removed = c.req.query('removed')?.match(/^[\w.-]{1,64}$/)?.[0];
    const people = Number(c.req.query('people') ?? '0');
    const notice =
      status === 200 && removed !== undefined
        ? `Removed ${removed}: its tokens are revoked for ${people} ${people === 1 ? 'person' : 'people'}, and its receiver is told.`
        : undefined;
    const clients = await listClients(ctx.sql);
    return sendPage(c, status, clientsPage(await guard.frame(admin), { clients, notice, form }));
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
    const typed: ClientFormView = {
      name: form.get('name') ?? '',
      type: form.get('type') ?? '',
      org: form.get('org') ?? '',
      limit: form.get('limit') === 'list' ? 'list' : 'all',
      scopes: form.getAll('scope').filter((scope) => ALL_SCOPES.includes(scope)),
    };
    const name = readName(typed.name ?? '', 'The name');
    const type = readClientType(typed.type ?? '');
    const org = readOrg(typed.org ?? '');
    const problem = [name, type, org].find((r) => !r.ok);
    const noScopes = typed.limit === 'list' && (typed.scopes ?? []).length === 0;
    if (!name.ok || !type.ok || !org.ok || noScopes) {
      const error =
        problem?.ok === false ? problem.problem : 'Tick at least one scope, or allow every scope.';
      return list(c, admin, 400, { ...typed, error });
    }
    const allowedScopes = typed.limit === 'list' ? (typed.scopes ?? []) : null;
    const input = { name: name.value, type: type.value, internalOrg: org.value, allowedScopes };
    const made = await addClient(env, guard.acting(admin), input);
    return sendPage(c, 200, secretShownPage(made.client, made.secret, true));
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
