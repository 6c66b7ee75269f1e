/**
 * The administration page (docs/identity.md#administration): an administrator, signed in through the same
 * browser session as the verification and account pages, sees every account and disables or enables it.
 * Everyone else gets 403 in words. Each action asks first; its POST checks the CSRF token, then that the
 * session is still an administrator's, and the account's state changes in one transaction.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import type { User } from '../accounts/people.ts';
import { accountStatesIn } from '../accounts/store/account-states.ts';
import { disableAccount, enableAccount, type AccountActionEnv } from '../events/account-actions.ts';
import { sendPage, seeOther } from './html.ts';
import { messagePage, WORDS } from './device-views.ts';
import { postedForm } from './form-checks.ts';
import { signedIn, type Session } from './session.ts';
import {
  actionFor,
  ADMIN_WORDS,
  adminPage,
  confirmAdminActionPage,
  notAdminPage,
  type AdminAction,
  type AdminNotice,
} from './admin-views.ts';

const BACK = { href: '/admin', label: 'Accounts' };
const ACTIONS: readonly AdminAction[] = ['disable', 'enable'];
/** The query parameter the list reads its notice from, after each action. */
const DONE: Record<AdminAction, string> = { disable: 'disabled', enable: 'enabled' };

export function adminPages(ctx: ModuleContext, env: AccountActionEnv): Hono {
  const app = new Hono();
  const accounts = accountStatesIn(ctx.sql);

  /** The signed-in administrator, else the answer for anyone else: sign in first, or 403. */
  const administrator = async (c: Context): Promise<{ session: Session; user: User } | Response> => {
    const person = await signedIn(c, ctx);
    if (person === undefined) return seeOther(c, '/device/signin?next=admin');
    return person.user.admin ? person : sendPage(c, 403, notAdminPage(person.user.email));
  };

  const noticeOf = async (c: Context): Promise<AdminNotice | undefined> => {
    for (const action of ACTIONS) {
      const id = c.req.query(DONE[action]);
      const account = id === undefined ? undefined : await accounts.byId(id);
      if (account !== undefined) return { action, email: account.email };
    }
    return undefined;
  };

  app.get('/admin', async (c) => {
    const admin = await administrator(c);
    if (admin instanceof Response) return admin;
    const view = {
      csrf: admin.session.csrf,
      email: admin.user.email,
      adminId: admin.user.id,
      accounts: await accounts.list(),
    };
    return sendPage(c, 200, adminPage({ ...view, notice: await noticeOf(c) }));
  });

  for (const action of ACTIONS) {
    app.get(`/admin/${action}`, async (c) => {
      const admin = await administrator(c);
      if (admin instanceof Response) return admin;
      const account = await accounts.byId(c.req.query('account') ?? '');
      // Nothing to ask about (unknown, already in that state, or the administrator's own account).
      if (account === undefined || actionFor(account, admin.user.id) !== action) return seeOther(c, '/admin');
      return sendPage(c, 200, confirmAdminActionPage(admin.session.csrf, action, account));
    });

    app.post(`/admin/${action}`, async (c) => {
      const posted = await postedForm(c, ctx, [], BACK);
      if (!posted.ok) return posted.response;
      const admin = await administrator(c);
      if (admin instanceof Response) return admin;
      const account = await accounts.byId(posted.form.get('account') ?? '');
      if (account === undefined) {
        return sendPage(c, 400, messagePage('Something went wrong', WORDS.badForm, BACK));
      }
      if (action === 'disable' && account.id === admin.user.id) {
        return sendPage(c, 400, messagePage('Not disabled', ADMIN_WORDS.ownAccount, BACK));
      }
      if (action === 'disable') await disableAccount(env, account.id, ctx.clock.now());
      else await enableAccount(env, account.id);
      return seeOther(c, `/admin?${DONE[action]}=${encodeURIComponent(account.id)}`);
    });
  }

  return app;
}
