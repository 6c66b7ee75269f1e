/**
 * The verification page (docs/provider.md#pages): enter the code, sign in, then consent (consent-page.ts).
 * Every POST checks its form and CSRF token before it reads or changes anything.
 */
import { Hono, type Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { findUser, signIn } from '../accounts/people.ts';
import { findClient } from '../clients/store/clients-store.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { normalizeUserCode } from '../grants/user-codes.ts';
import { codeProblem } from '../grants/grant.ts';
import { sendPage, seeOther } from './html.ts';
import { enterCodePage, signInPage, waitWords, type SignInNext, type SignInWays } from './device-views.ts';
import { clientAddress, EntryLimits, type Attempter, type Refusal } from './entry-limit.ts';
import { codeProblemPage, knowsCode, postedForm } from './form-checks.ts';
import { consentPages } from './consent-page.ts';
import { words } from './words/catalogue.ts';
import { inBrowserLanguage } from './words/language.ts';
import { ensureSession, saveSession, signInSession, type Session } from './session.ts';

/** The page a sign-in goes on to, from the form's or the address's `next`. */
const nextOf = (value: string | undefined): SignInNext =>
  value === 'account' || value === 'admin' ? value : 'device';

/** `shared` holds the guessing limits' counters (entry-limit.ts). */
export function devicePages(ctx: ModuleContext, shared: SharedState): Hono {
  const app = new Hono();
  app.use('/device', inBrowserLanguage);
  app.use('/device/*', inBrowserLanguage);
  const { sql } = ctx;
  const grants = grantsIn(sql);
  const limits = EntryLimits.sharedBy(shared, ctx.clock);
  const attempter = (c: Context, session: Session): Attempter => ({
    session: session.digest,
    address: clientAddress(c, ctx.settings),
  });
  const emailOf = async (session: Session): Promise<string | null> =>
    session.userId === null ? null : ((await findUser(sql, session.userId))?.email ?? null);
  /** The code this browser is confirming and the app that asked for it, for the sign-in page to name. */
  const codeOf = async (session: Session): Promise<{ userCode: string; appName: string } | undefined> => {
    const grant = session.grantId === null ? undefined : await grants.findById(session.grantId);
    const client = grant && (await findClient(sql, grant.clientId, ctx.clock.now()));
    return grant && client && { userCode: grant.userCode, appName: client.name };
  };

  app.get('/device', async (c) => {
    const session = await ensureSession(c, ctx);
    const prefilled = (c.req.query('user_code') ?? '').trim().slice(0, 32);
    return sendPage(
      c,
      200,
      enterCodePage({
        csrf: session.csrf,
        value: normalizeUserCode(prefilled) ?? prefilled,
        email: await emailOf(session),
      }),
    );
  });

  app.post('/device', async (c) => {
    const posted = await postedForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const typed = (form.get('user_code') ?? '').slice(0, 64);
    const now = ctx.clock.now();
    const who = attempter(c, session);
    const again = async (status: 400 | 429, error: string): Promise<Response> =>
      sendPage(
        c,
        status,
        enterCodePage({ csrf: session.csrf, value: typed.trim(), error, email: await emailOf(session) }),
      );
    const refused = await limits.beginCode(who, now);
    if (refused !== undefined) return tooMany(refused, await again(429, codeRefusalWords(refused)));
    const userCode = normalizeUserCode(typed);
    const grant = userCode === undefined ? undefined : await grants.findByUserCode(userCode);
    const problem =
      grant && (await knowsCode(ctx, session, grant)) ? codeProblemPage(c, grant, now) : undefined;
    if (problem !== undefined) return problem;
    if (grant === undefined || codeProblem(grant, now) !== undefined) return again(400, words().unknownCode);
    await limits.rightCode(who, now);
    session.grantId = grant.id;
    await saveSession(ctx, session);
    return seeOther(c, session.userId === null ? '/device/signin' : '/device/consent');
  });

  /** How people sign in: PROVIDER_LOCAL_PASSWORDS and PROVIDER_UPSTREAM_OIDC (upstream-page.ts). */
  const ways = (): SignInWays => ({
    passwords: ctx.settings.localPasswords,
    upstream: ctx.settings.upstreamIssuer === '' ? undefined : ctx.settings.upstreamName,
  });

  app.get('/device/signin', async (c) => {
    const session = await ensureSession(c, ctx);
    const next = nextOf(c.req.query('next'));
    return sendPage(
      c,
      200,
      signInPage({ csrf: session.csrf, next, ways: ways(), code: await codeOf(session) }),
    );
  });

  app.post('/device/signin', async (c) => {
    const posted = await postedForm(c, ctx);
    if (!posted.ok) return posted.response;
    const { form, session } = posted;
    const next = nextOf(form.get('next') ?? undefined);
    const email = (form.get('email') ?? '').slice(0, 320);
    const password = (form.get('password') ?? '').slice(0, 1024);
    const now = ctx.clock.now();
    const who = attempter(c, session);
    const again = async (status: 401 | 403 | 429, error: string): Promise<Response> =>
      sendPage(
        c,
        status,
        signInPage({ csrf: session.csrf, next, ways: ways(), code: await codeOf(session), email, error }),
      );
    if (!ctx.settings.localPasswords) return again(403, words().noPasswords(ctx.settings.upstreamName));
    const attempt = await limits.beginSignIn(who, now, email);
    if ('limit' in attempt) {
      const said = attempt.limit === 'account' ? words().accountBackOff : words().tooManySignIns;
      return tooMany(attempt, await again(429, said(waitWords(attempt.retryAfterMs))));
    }
    let user: Awaited<ReturnType<typeof signIn>>;
    try {
      user = await signIn(sql, email, password, ctx.settings.scryptCost);
    } finally {
      // Also when the hash or the store failed, so the (account, address) is not held until its lease ends.
      await attempt.done(user !== undefined);
    }
    if (user === undefined) return again(401, words().wrongPassword);
    // docs/identity.md#administration: said only once the password was right, so it tells a stranger nothing.
    if (user.disabledAt !== null) return again(403, words().accountDisabled);
    const signedIn = await signInSession(c, ctx, session, user.id);
    if (next !== 'device') return seeOther(c, `/${next}`);
    return seeOther(c, signedIn.grantId === null ? '/device' : '/device/consent');
  });

  app.route('/', consentPages(ctx));

  return app;
}

function codeRefusalWords(refused: Refusal): string {
  const wait = waitWords(refused.retryAfterMs);
  return refused.limit === 'busy' ? words().busy(wait) : words().tooManyCodes(wait);
}

/** A limit's answer: 429 with Retry-After in whole seconds (RFC 6585 §4), the page saying the same wait. */
function tooMany(refused: Refusal, page: Response): Response {
  page.headers.set('Retry-After', String(Math.max(1, Math.ceil(refused.retryAfterMs / 1000))));
  return page;
}
