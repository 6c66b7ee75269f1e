/**
 * Who may use the administration pages (docs/identity.md#administration): a browser signed in as an
 * administrator, through the same session sign-in as /device and /account. Anyone signed out is sent to
 * sign in; anyone else signed in gets 403 in words. Every POST checks its CSRF token before this.
 */
import type { Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import type { User } from '../accounts/people.ts';
import { auditIn } from '../admin/store/audit-store.ts';
import type { Acting } from '../admin/client-registry.ts';
import { sendPage, seeOther } from './html.ts';
import { notAdminPage } from './admin-views.ts';
import { AUDIT_SHOWN, type AdminFrame } from './admin-shell.ts';
import { signedIn, type Session } from './session.ts';

export interface Administrator {
  session: Session;
  user: User;
}

export function adminGuard(ctx: ModuleContext): {
  /** The signed-in administrator, else the answer for anyone else. */
  administrator(c: Context): Promise<Administrator | Response>;
  /** What every administration screen shows around its content. */
  frame(admin: Administrator): Promise<AdminFrame>;
  /** The administrator as the audit log names them, acting now. */
  acting(admin: Administrator): Acting;
} {
  return {
    administrator: async (c) => {
      const person = await signedIn(c, ctx);
      if (person === undefined) return seeOther(c, '/device/signin?next=admin');
      return person.user.admin ? person : sendPage(c, 403, notAdminPage(person.user.email));
    },
    frame: async (admin) => ({
      csrf: admin.session.csrf,
      email: admin.user.email,
      audit: await auditIn(ctx.sql).latest(AUDIT_SHOWN),
    }),
    acting: (admin) => ({ by: admin.user.email, now: ctx.clock.now() }),
  };
}
