/**
 * /account/setup (docs/identity.md#passwords): a person opens the single-use link an administrator or a
 * command gave them, chooses a password the rules accept, and is signed in. Opening the page leaves the link
 * live (a mail scanner that follows it spends nothing); only the form's POST, with the session's CSRF token,
 * uses it. Setting a password ends the person's other browser sessions.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { auditIn } from '../admin/store/audit-store.ts';
import { linkHolder, SETUP_PATH, useLink } from '../accounts/password-links.ts';
import { passwordProblem, MAX_PASSWORD_LENGTH } from '../accounts/password-rules.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { findUser, type User } from '../accounts/people.ts';
import { sessionsIn } from '../accounts/store/sessions-store.ts';
import { usersIn } from '../accounts/store/users-store.ts';
import { sendPage, seeOther } from './html.ts';
import { messagePage } from './device-views.ts';
import { words } from './words/catalogue.ts';
import { passwordProblemWords } from './words/refusals.ts';
import { postedForm } from './form-checks.ts';
import { ensureSession, signInSession } from './session.ts';
import { deadLinkPage, noPasswordsPage, setupPage } from './setup-views.ts';

const back = (): { href: string; label: string } => ({ href: '/account', label: words().yourApps });

export function setupPages(ctx: ModuleContext): Hono {
  const app = new Hono();
  const { sql } = ctx;

  /** The live person the link `token` names, or the page that says why there is none. */
  const holder = async (c: Context, token: string): Promise<User | Response> => {
    if (!ctx.settings.localPasswords) return sendPage(c, 403, noPasswordsPage(ctx.settings.upstreamName));
    const id = token.length > 100 ? undefined : await linkHolder(sql, token, ctx.clock.now());
    const user = id === undefined ? undefined : await findUser(sql, id);
    if (user === undefined) return sendPage(c, 410, deadLinkPage());
    if (user.disabledAt !== null)
      return sendPage(c, 403, messagePage(words().accountDisabledTitle, words().accountDisabled));
    return user;
  };

  app.get(SETUP_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const user = await holder(c, token);
    if (user instanceof Response) return user;
    const session = await ensureSession(c, ctx);
    return sendPage(c, 200, setupPage({ csrf: session.csrf, token, email: user.email }));
  });

  app.post(SETUP_PATH, async (c) => {
    const posted = await postedForm(c, ctx, [], back());
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const token = form.get('token') ?? '';
    const user = await holder(c, token);
    if (user instanceof Response) return user;
    const password = (form.get('password') ?? '').slice(0, MAX_PASSWORD_LENGTH + 1);
    const again = (error: string): Response =>
      sendPage(c, 400, setupPage({ csrf: session.csrf, token, email: user.email, error }));
    const problem = passwordProblem(password, user.email);
    if (problem !== undefined) return again(passwordProblemWords(problem));
    if ((form.get('confirm') ?? '') !== password) return again(words().differentPasswords);
    const hash = await hashPassword(password, ctx.settings.scryptCost);
    const now = ctx.clock.now();
    const set = await sql.withTransaction(async () => {
      // Used up here, so of two submissions of one link exactly one sets the password.
      if ((await useLink(sql, token, now)) !== user.id) return false;
      await usersIn(sql).setPassword(user.id, hash);
      await sessionsIn(sql).endAll(user.id);
      await auditIn(sql).record({
        at: now,
        actor: user.email,
        action: 'set their password',
        target: user.email,
      });
      return true;
    });
    if (!set) return sendPage(c, 410, deadLinkPage());
    await signInSession(c, ctx, session, user.id);
    return seeOther(c, user.admin ? '/admin' : '/account');
  });

  return app;
}
