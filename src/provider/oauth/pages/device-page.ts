/**
 * The verification page (seed 000, "Verification page"): enter the code, sign in, consent per scope, done.
 * Every POST checks its form and CSRF token before it reads or changes anything.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { findClient, findUser, policyRefusal, signIn } from '../clients.ts';
import { allow, codeProblem, deny, type DeviceGrant } from '../grant.ts';
import { findGrantById, findGrantByUserCode, saveGrant } from '../grants-store.ts';
import { readForm } from '../form.ts';
import { normalizeUserCode } from '../secrets.ts';
import { sendPage, seeOther } from './html.ts';
import { consentPage, enterCodePage, messagePage, signInPage, WORDS } from './device-views.ts';
import { attemptsExhausted, clientAddress, recordFailedAttempt } from './entry-limit.ts';
import {
  csrfMatches,
  ensureSession,
  findSession,
  saveSession,
  signInSession,
  type Session,
} from './session.ts';

const START_AGAIN = { href: '/device', label: 'Enter a code' };

/** Once both the person and the code are known, a policy may refuse at once; the device hears it on its poll. */
function applyPolicy(ctx: ModuleContext, session: Session): void {
  if (session.userId === null || session.grantId === null) return;
  const grant = findGrantById(ctx.db, session.grantId);
  const user = findUser(ctx.db, session.userId);
  const client = grant && findClient(ctx.db, grant.clientId);
  if (grant === undefined || user === undefined || client === undefined) return;
  const reason = policyRefusal(client, user, grant.scopes);
  if (reason === undefined) return;
  const decided = deny(grant, ctx.clock.now(), user.id, reason);
  if (decided.ok) saveGrant(ctx.db, decided.grant);
}

function codeProblemPage(c: Context, grant: DeviceGrant, now: number): Response | undefined {
  const problem = codeProblem(grant, now);
  if (problem === 'expired')
    return sendPage(c, 410, messagePage('Code expired', WORDS.expiredCode, START_AGAIN));
  if (problem === 'already_used')
    return sendPage(c, 409, messagePage('Code already used', WORDS.usedCode, START_AGAIN));
  return undefined;
}

async function postedForm(
  c: Context,
  ctx: ModuleContext,
  repeatable: readonly string[] = [],
): Promise<{ ok: true; form: URLSearchParams; session: Session } | { ok: false; response: Response }> {
  const form = await readForm(c, { repeatable });
  if (!form.ok)
    return { ok: false, response: sendPage(c, 400, messagePage('Something went wrong', WORDS.badForm)) };
  const session = findSession(c, ctx);
  if (session === undefined || !csrfMatches(session, form.get('csrf'))) {
    return {
      ok: false,
      response: sendPage(c, 403, messagePage('Please try again', WORDS.staleForm, START_AGAIN)),
    };
  }
  return { ok: true, form: form.params, session };
}

export function devicePages(ctx: ModuleContext): Hono {
  const app = new Hono();
  const { db } = ctx;
  const emailOf = (session: Session): string | null =>
    session.userId === null ? null : (findUser(db, session.userId)?.email ?? null);

  app.get('/device', (c) => {
    const session = ensureSession(c, ctx);
    const prefilled = (c.req.query('user_code') ?? '').trim().slice(0, 32);
    return sendPage(
      c,
      200,
      enterCodePage({
        csrf: session.csrf,
        value: normalizeUserCode(prefilled) ?? prefilled,
        email: emailOf(session),
      }),
    );
  });

  app.post('/device', async (c) => {
    const posted = await postedForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const typed = (form.get('user_code') ?? '').slice(0, 64);
    const now = ctx.clock.now();
    const address = clientAddress(c, ctx.settings);
    const again = (status: 400 | 429, error: string): Response =>
      sendPage(
        c,
        status,
        enterCodePage({ csrf: session.csrf, value: typed.trim(), error, email: emailOf(session) }),
      );
    if (attemptsExhausted(db, 'code', session.digest, address, now)) return again(429, WORDS.tooManyCodes);
    const userCode = normalizeUserCode(typed);
    const grant = userCode === undefined ? undefined : findGrantByUserCode(db, userCode);
    if (grant === undefined) {
      recordFailedAttempt(db, 'code', session.digest, address, now);
      return again(400, WORDS.unknownCode);
    }
    const problem = codeProblemPage(c, grant, now);
    if (problem !== undefined) return problem;
    session.grantId = grant.id;
    saveSession(ctx, session);
    if (session.userId === null) return seeOther(c, '/device/signin');
    applyPolicy(ctx, session);
    return seeOther(c, '/device/consent');
  });

  app.get('/device/signin', (c) => {
    const session = ensureSession(c, ctx);
    const next = c.req.query('next') === 'account' ? 'account' : 'device';
    return sendPage(c, 200, signInPage({ csrf: session.csrf, next }));
  });

  app.post('/device/signin', async (c) => {
    const posted = await postedForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const next = form.get('next') === 'account' ? 'account' : 'device';
    const email = (form.get('email') ?? '').slice(0, 320);
    const password = (form.get('password') ?? '').slice(0, 1024);
    const now = ctx.clock.now();
    const address = clientAddress(c, ctx.settings);
    const again = (status: 401 | 429, error: string): Response =>
      sendPage(c, status, signInPage({ csrf: session.csrf, next, email, error }));
    if (attemptsExhausted(db, 'signin', session.digest, address, now))
      return again(429, WORDS.tooManySignIns);
    const user = signIn(db, email, password);
    if (user === undefined) {
      recordFailedAttempt(db, 'signin', session.digest, address, now);
      return again(401, WORDS.wrongPassword);
    }
    const signedIn = signInSession(c, ctx, session, user.id);
    if (next === 'account') return seeOther(c, '/account');
    if (signedIn.grantId === null) return seeOther(c, '/device');
    applyPolicy(ctx, signedIn);
    return seeOther(c, '/device/consent');
  });

  app.get('/device/consent', (c) => {
    const session = findSession(c, ctx);
    if (session?.grantId == null) return seeOther(c, '/device');
    if (session.userId === null) return seeOther(c, '/device/signin');
    const grant = findGrantById(db, session.grantId);
    const user = findUser(db, session.userId);
    const client = grant && findClient(db, grant.clientId);
    if (grant === undefined || user === undefined || client === undefined) return seeOther(c, '/device');
    if (
      grant.state.kind === 'denied' &&
      grant.state.userId === user.id &&
      grant.state.reason !== 'access_denied'
    ) {
      const text =
        grant.state.reason === 'org_internal'
          ? WORDS.orgInternal(client.name, client.internalOrg ?? 'one organization')
          : WORDS.adminPolicy(client.name);
      return sendPage(c, 403, messagePage('Access not allowed', text, START_AGAIN));
    }
    const problem = codeProblemPage(c, grant, ctx.clock.now());
    if (problem !== undefined) return problem;
    const view = {
      csrf: session.csrf,
      appName: client.name,
      email: user.email,
      userCode: grant.userCode,
      scopes: grant.scopes,
    };
    return sendPage(c, 200, consentPage(view));
  });

  app.post('/device/consent', async (c) => {
    const posted = await postedForm(c, ctx, ['scope']);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const decision = form.get('decision');
    const scopes = form.getAll('scope');
    const grant = session.grantId === null ? undefined : findGrantById(db, session.grantId);
    const user = session.userId === null ? undefined : findUser(db, session.userId);
    const client = grant && findClient(db, grant.clientId);
    if (grant === undefined || client === undefined) return seeOther(c, '/device');
    if (user === undefined) return seeOther(c, '/device/signin');
    if ((decision !== 'allow' && decision !== 'deny') || scopes.some((s) => !grant.scopes.includes(s))) {
      return sendPage(c, 400, messagePage('Something went wrong', WORDS.badForm, START_AGAIN));
    }
    const now = ctx.clock.now();
    const problem = codeProblemPage(c, grant, now);
    if (problem !== undefined) return problem;
    if (policyRefusal(client, user, grant.scopes) !== undefined) {
      applyPolicy(ctx, session);
      return seeOther(c, '/device/consent');
    }
    if (decision === 'allow' && scopes.length === 0) {
      const view = {
        csrf: session.csrf,
        appName: client.name,
        email: user.email,
        userCode: grant.userCode,
        scopes: grant.scopes,
      };
      return sendPage(c, 400, consentPage({ ...view, error: WORDS.noScope }));
    }
    const decided =
      decision === 'allow' ? allow(grant, now, user.id, scopes) : deny(grant, now, user.id, 'access_denied');
    if (!decided.ok) return seeOther(c, '/device/consent');
    db.transaction(() => {
      saveGrant(db, decided.grant);
      session.grantId = null;
      saveSession(ctx, session);
    })();
    return seeOther(c, decision === 'allow' ? '/device/done?result=allowed' : '/device/done?result=denied');
  });

  app.get('/device/done', (c) => {
    const allowed = c.req.query('result') === 'allowed';
    const page = allowed
      ? messagePage(
          "You're connected",
          'You can go back to your device now. It will continue by itself in a few seconds.',
          {
            href: '/account',
            label: 'See your apps',
          },
        )
      : messagePage(
          'Access not given',
          'Your device was told you said no. You can close this page.',
          START_AGAIN,
        );
    return sendPage(c, 200, page);
  });

  return app;
}
