/**
 * The consent step of the verification page (docs/provider.md#pages): the grant this browser is confirming,
 * shown with who asked, from where and when; Allow, Deny, and under a policy "Allow the rest", "Use another
 * account" or "Don't connect". A code ends only by the person's own choice, and the words about why go only to
 * the browser that ended it (in the answer to its own POST).
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { findUser, type User } from '../accounts/people.ts';
import { ALL_SCOPES } from '#shared/scopes.ts';
import { scopesFor, type Client } from '../clients/client.ts';
import { findClient } from '../clients/store/clients-store.ts';
import { givingUpReason, policyLimits } from '../grants/policy.ts';
import { allow, deny, type DeviceGrant } from '../grants/grant.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { readForm } from '../../http/form.ts';
import { normalizeUserCode } from '../grants/user-codes.ts';
import { sendPage, seeOther } from './html.ts';
import { alreadyConnectedPage, messagePage, signedOutPage } from './device-views.ts';
import { consentPage, type ConsentView } from './consent-view.ts';
import { decidableGrant, shownProof } from './consent-binding.ts';
import { networkOf, timeAgo } from './request-origin.ts';
import { badFormPage, codeProblemPage, noteDecider, staleFormPage, startAgain } from './form-checks.ts';
import {
  csrfMatches,
  ensureSession,
  findSession,
  saveSession,
  signOutKeepingCode,
  type Session,
} from './session.ts';
import { words } from './words/catalogue.ts';

interface Confirming {
  grant: DeviceGrant;
  user: User;
  client: Client;
}

async function confirming(
  ctx: ModuleContext,
  session: Session,
  grantId = session.grantId,
): Promise<Confirming | undefined> {
  if (grantId === null || session.userId === null) return undefined;
  const grant = await grantsIn(ctx.sql).findById(grantId);
  // A disabled account decides nothing (its sessions are deleted; this covers a request already under way).
  const user = await findUser(ctx.sql, session.userId);
  const client = grant && (await findClient(ctx.sql, grant.clientId, ctx.clock.now()));
  if (grant === undefined || user?.disabledAt !== null || client === undefined) return undefined;
  // Only what the client's own list allows is shown and may be allowed (docs/identity.md#clients).
  const own = scopesFor(client, ALL_SCOPES);
  return { grant: { ...grant, scopes: grant.scopes.filter((s) => own.includes(s)) }, user, client };
}

function view(
  c: Context,
  ctx: ModuleContext,
  session: Session,
  { grant, user, client }: Confirming,
): ConsentView {
  const limits = policyLimits(client, user, grant.scopes);
  return {
    csrf: session.csrf,
    grantId: grant.id,
    shown: shownProof(c, ctx, grant.id),
    userCode: grant.userCode,
    appName: client.name,
    clientId: client.id,
    email: user.email,
    scopes: grant.scopes.filter((s) => !limits.forbidden.includes(s)),
    forbidden: limits.forbidden,
    orgOnly: limits.orgOnly,
    requestedAgo: timeAgo(grant.createdAt, ctx.clock.now()),
    network: networkOf(grant.requestAddress),
  };
}

/** The code is no longer this browser's, or the form was for another code than the one it is confirming. */
async function notThisGrant(
  c: Context,
  ctx: ModuleContext,
  session: Session,
  posted: string | undefined,
): Promise<Response> {
  const id = posted !== undefined && /^\d{1,15}$/.test(posted) ? Number(posted) : undefined;
  const shown = id === undefined ? undefined : await grantsIn(ctx.sql).findById(id);
  const state = shown?.state;
  if (
    shown !== undefined &&
    (state?.kind === 'granted' || state?.kind === 'claimed') &&
    state.userId === session.userId
  ) {
    const name = (await findClient(ctx.sql, shown.clientId, ctx.clock.now()))?.name;
    return sendPage(c, 200, alreadyConnectedPage(name));
  }
  return staleFormPage(c);
}

export function consentPages(ctx: ModuleContext): Hono {
  const app = new Hono();
  const grants = grantsIn(ctx.sql);

  app.get('/device/consent', async (c) => {
    const session = await findSession(c, ctx);
    if (session?.grantId == null) return seeOther(c, '/device');
    if (session.userId === null) return seeOther(c, '/device/signin');
    const current = await confirming(ctx, session);
    if (current === undefined) return seeOther(c, '/device');
    return (
      codeProblemPage(c, current.grant, ctx.clock.now()) ??
      sendPage(c, 200, consentPage(view(c, ctx, session, current)))
    );
  });

  app.post('/device/consent', async (c) => {
    const read = await readForm(c, { repeatable: ['scope'] });
    if (!read.ok) return badFormPage(c);
    const form = read.params;
    const session = await findSession(c, ctx);
    if (session?.userId == null) {
      // Signed out in another tab (the session, or its person, is gone): say so and offer the same code
      // again. Nothing is looked up, so this answer tells nothing about any code.
      const fresh = await ensureSession(c, ctx);
      return sendPage(c, 403, signedOutPage(fresh.csrf, normalizeUserCode(form.get('user_code') ?? '')));
    }
    if (!csrfMatches(session, form.get('csrf') ?? undefined)) return staleFormPage(c);
    const grantId = await decidableGrant(c, ctx, session, form);
    if (grantId === undefined) return notThisGrant(c, ctx, session, form.get('grant') ?? undefined);
    const current = await confirming(ctx, session, grantId);
    if (current === undefined) return seeOther(c, '/device');
    const { grant, user, client } = current;
    const decision = form.get('decision');
    const scopes = form.getAll('scope');
    if (decision === 'switch') {
      // The code this page shows is the one the next person signing in confirms.
      await signOutKeepingCode(c, ctx, { ...session, grantId });
      return seeOther(c, '/device/signin');
    }
    if (
      !['allow', 'deny', 'give_up'].includes(decision ?? '') ||
      scopes.some((s) => !grant.scopes.includes(s))
    ) {
      return badFormPage(c);
    }
    const now = ctx.clock.now();
    const problem = codeProblemPage(c, grant, now);
    if (problem !== undefined) return problem;
    const limits = policyLimits(client, user, grant.scopes);
    if (
      decision === 'allow' &&
      (limits.orgOnly !== null || scopes.some((s) => limits.forbidden.includes(s)))
    ) {
      return badFormPage(c);
    }
    if (decision === 'allow' && scopes.length === 0) {
      return sendPage(
        c,
        400,
        consentPage({ ...view(c, ctx, session, current), error: words().noScope, ticked: scopes }),
      );
    }
    const reason = decision === 'give_up' ? givingUpReason(limits) : 'access_denied';
    const decided =
      decision === 'allow' ? allow(grant, now, user.id, scopes) : deny(grant, now, user.id, reason);
    if (!decided.ok) return seeOther(c, '/device/consent');
    // Only if the code is still as read: a second decision (another tab, another replica) finds it decided.
    const saved = await ctx.sql.withTransaction(async () => {
      if (!(await grants.saveIf(decided.grant, grant))) return false;
      await noteDecider(ctx, grant.id, session);
      // A code entered since in another tab stays this browser's to decide.
      if (session.grantId === grant.id) session.grantId = null;
      await saveSession(ctx, session);
      return true;
    });
    if (!saved) return seeOther(c, '/device/consent');
    if (reason === 'org_internal' && limits.orgOnly !== null) {
      return sendPage(
        c,
        403,
        messagePage(
          words().accessNotAllowedTitle,
          words().orgInternal(client.name, limits.orgOnly),
          startAgain(),
        ),
      );
    }
    if (reason === 'admin_policy_enforced') {
      return sendPage(
        c,
        403,
        messagePage(words().accessNotAllowedTitle, words().adminPolicy(client.name), startAgain()),
      );
    }
    return seeOther(c, decision === 'allow' ? '/device/done?result=allowed' : '/device/done?result=denied');
  });

  app.get('/device/done', (c) => {
    const w = words();
    const page =
      c.req.query('result') === 'allowed'
        ? messagePage(w.connectedTitle, w.connectedText, { href: '/account', label: w.seeYourApps })
        : messagePage(w.notGivenTitle, w.notGivenText, startAgain());
    return sendPage(c, 200, page);
  });

  return app;
}
