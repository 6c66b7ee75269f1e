/** What every POST of the verification pages checks first, and the words for a code that can no longer be decided. */
import type { Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { codeProblem, type DeviceGrant } from '../grants/grant.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { readForm } from '../../http/form.ts';
import { sendPage } from './html.ts';
import { messagePage } from './device-views.ts';
import { csrfMatches, findSession, type Session } from './session.ts';
import { words } from './words/catalogue.ts';

/** A link back to the page the form came from. */
export interface Back {
  href: string;
  label: string;
}

/** The link to enter a code again, in the page's language. */
export const startAgain = (): Back => ({ href: '/device', label: words().enterCode });

/** Notes the browser session that decided a code, the one that may later hear the code is used. */
export function noteDecider(ctx: ModuleContext, grantId: number, session: Session): Promise<void> {
  return grantsIn(ctx.sql).noteDecider(grantId, session.digest);
}

/**
 * Whether this browser may hear where a code stands (used, expired, refused): only the session confirming
 * it or the one that decided it. To anyone else such a code is a wrong one, so guessing finds out nothing
 * about codes that once existed (RFC 8628 §5.1).
 */
export async function knowsCode(ctx: ModuleContext, session: Session, grant: DeviceGrant): Promise<boolean> {
  if (session.grantId === grant.id) return true;
  return (await grantsIn(ctx.sql).decidedSession(grant.id)) === session.digest;
}

/** The words for a code that can no longer be decided, for a browser that `knowsCode`. */
export function codeProblemPage(c: Context, grant: DeviceGrant, now: number): Response | undefined {
  const problem = codeProblem(grant, now);
  if (problem === 'expired')
    return sendPage(c, 410, messagePage(words().codeExpiredTitle, words().expiredCode, startAgain()));
  if (problem === 'already_used')
    return sendPage(c, 409, messagePage(words().codeUsedTitle, words().usedCode, startAgain()));
  return undefined;
}

export const badFormPage = (c: Context): Response =>
  sendPage(c, 400, messagePage(words().wentWrongTitle, words().badForm, startAgain()));

export const staleFormPage = (c: Context, back: Back = startAgain()): Response =>
  sendPage(c, 403, messagePage(words().tryAgainTitle, words().staleForm, back));

/**
 * A well-formed form whose CSRF token matches this browser's session, else the page that says why not, with
 * a link `back` to the page the form came from.
 */
export async function postedForm(
  c: Context,
  ctx: ModuleContext,
  repeatable: readonly string[] = [],
  back: Back = startAgain(),
): Promise<{ ok: true; form: URLSearchParams; session: Session } | { ok: false; response: Response }> {
  const form = await readForm(c, { repeatable });
  if (!form.ok) {
    return {
      ok: false,
      response: sendPage(c, 400, messagePage(words().wentWrongTitle, words().badForm, back)),
    };
  }
  const session = await findSession(c, ctx);
  if (session === undefined || !csrfMatches(session, form.get('csrf'))) {
    return { ok: false, response: staleFormPage(c, back) };
  }
  return { ok: true, form: form.params, session };
}
