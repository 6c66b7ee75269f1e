/**
 * The administration page's People (docs/identity.md#administration): an administrator sees every account,
 * adds a person (who gets a set-password link, shown once with its QR code), resets a password, and
 * disables or enables an account. Each action but adding asks first; every POST checks the CSRF token, then
 * that the session is still an administrator's, and is written to the audit log. Clients are
 * admin-clients-page.ts's.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { accountStatesIn, type AccountSummary } from '../accounts/store/account-states.ts';
import { asSentence, readEmail, readName, readOrg } from '../admin/admin-input.ts';
import { addPerson, disablePerson, enablePerson, resetPassword } from '../admin/people-admin.ts';
import type { AccountActionEnv } from '../events/account-actions.ts';
import { sendPage, seeOther } from './html.ts';
import { messagePage } from './device-views.ts';
import { words } from './words/catalogue.ts';
import { postedForm } from './form-checks.ts';
import {
  actionFor,
  ADMIN_WORDS,
  adminPage,
  confirmAdminActionPage,
  type AdminAction,
  type AdminNotice,
} from './admin-views.ts';
import { confirmResetPage, linkShownPage, type PersonFormView } from './admin-person-form.ts';
import { adminGuard, type Administrator } from './admin-guard.ts';

const BACK = { href: '/admin', label: 'People' };
const ACTIONS: readonly AdminAction[] = ['disable', 'enable'];
/** The query parameter the list reads its notice from, after each action. */
const DONE: Record<AdminAction, string> = { disable: 'disabled', enable: 'enabled' };

export function adminPages(ctx: ModuleContext, env: AccountActionEnv): Hono {
  const app = new Hono();
  const accounts = accountStatesIn(ctx.sql);
  const guard = adminGuard(ctx);
  const peopleEnv = { ...env, localPasswords: ctx.settings.localPasswords };
  const withUrl = () => ({ ...peopleEnv, publicUrl: ctx.settings.publicUrl });

  const noticeOf = async (c: Context): Promise<AdminNotice | undefined> => {
    for (const action of ACTIONS) {
      const id = c.req.query(DONE[action]);
      const account = id === undefined ? undefined : await accounts.byId(id);
      if (account !== undefined) return { action, email: account.email };
    }
    return undefined;
  };

  const list = async (c: Context, admin: Administrator, status: 200 | 400, form?: PersonFormView) =>
    sendPage(
      c,
      status,
      adminPage(await guard.frame(admin), {
        adminId: admin.user.id,
        accounts: await accounts.list(),
        resets: ctx.settings.localPasswords,
        notice: status === 200 ? await noticeOf(c) : undefined,
        form,
      }),
    );

  /** The account a POST names, after the CSRF token and the administrator were checked. */
  const posted = async (
    c: Context,
  ): Promise<{ admin: Administrator; account: AccountSummary } | Response> => {
    const form = await postedForm(c, ctx, [], BACK);
    if (!form.ok) return form.response;
    const admin = await guard.administrator(c);
    if (admin instanceof Response) return admin;
    const account = await accounts.byId(form.form.get('account') ?? '');
    if (account === undefined)
      return sendPage(c, 400, messagePage(words().wentWrongTitle, words().badForm, BACK));
    return { admin, account };
  };

  app.get('/admin', async (c) => {
    const admin = await guard.administrator(c);
    return admin instanceof Response ? admin : list(c, admin, 200);
  });

  app.post('/admin/people', async (c) => {
    const form = await postedForm(c, ctx, [], BACK);
    if (!form.ok) return form.response;
    const admin = await guard.administrator(c);
    if (admin instanceof Response) return admin;
    const typed = {
      email: form.form.get('email') ?? '',
      name: form.form.get('name') ?? '',
      org: form.form.get('org') ?? '',
      admin: form.form.get('admin') === '1',
    };
    const email = readEmail(typed.email);
    const name = readName(
      typed.name === '' && email.ok ? (email.value.split('@')[0] ?? '') : typed.name,
      'The name',
    );
    const org = readOrg(typed.org);
    if (!email.ok || !name.ok || !org.ok) {
      const problem = [email, name, org].find((read) => !read.ok);
      return list(c, admin, 400, {
        ...typed,
        error: problem?.ok === false ? asSentence(problem.problem) : words().badForm,
      });
    }
    const person = { email: email.value, name: name.value, org: org.value, admin: typed.admin };
    const added = await addPerson(withUrl(), guard.acting(admin), person);
    if (added === 'exists') {
      return list(c, admin, 400, {
        ...typed,
        error: `${email.value} already has an account: reset its password instead.`,
      });
    }
    if (added.link === undefined) return seeOther(c, '/admin');
    return sendPage(c, 200, await linkShownPage(added.person.email, added.link, true));
  });

  app.get('/admin/reset', async (c) => {
    const admin = await guard.administrator(c);
    if (admin instanceof Response) return admin;
    const account = await accounts.byId(c.req.query('account') ?? '');
    if (account === undefined || account.id === admin.user.id || !ctx.settings.localPasswords)
      return seeOther(c, '/admin');
    return sendPage(c, 200, confirmResetPage(admin.session.csrf, account));
  });

  app.post('/admin/reset', async (c) => {
    const read = await posted(c);
    if (read instanceof Response) return read;
    const { admin, account } = read;
    if (account.id === admin.user.id)
      return sendPage(c, 400, messagePage('Not reset', ADMIN_WORDS.ownPassword, BACK));
    const reset = await resetPassword(withUrl(), guard.acting(admin), account.id);
    if (reset === undefined) return seeOther(c, '/admin');
    return sendPage(c, 200, await linkShownPage(reset.person.email, reset.link, false));
  });

  for (const action of ACTIONS) {
    app.get(`/admin/${action}`, async (c) => {
      const admin = await guard.administrator(c);
      if (admin instanceof Response) return admin;
      const account = await accounts.byId(c.req.query('account') ?? '');
      // Nothing to ask about (unknown, already in that state, or the administrator's own account).
      if (account === undefined || actionFor(account, admin.user.id) !== action) return seeOther(c, '/admin');
      return sendPage(c, 200, confirmAdminActionPage(admin.session.csrf, action, account));
    });

    app.post(`/admin/${action}`, async (c) => {
      const read = await posted(c);
      if (read instanceof Response) return read;
      const { admin, account } = read;
      if (action === 'disable' && account.id === admin.user.id) {
        return sendPage(c, 400, messagePage('Not disabled', ADMIN_WORDS.ownAccount, BACK));
      }
      if (action === 'disable') await disablePerson(env, guard.acting(admin), account);
      else await enablePerson(env, guard.acting(admin), account);
      return seeOther(c, `/admin?${DONE[action]}=${encodeURIComponent(account.id)}`);
    });
  }

  return app;
}
