/**
 * "Continue with <name>" (docs/identity.md#upstream-sign-in): the verification, account and administration
 * pages' sign-in through the organization's identity provider, by the OpenID Connect authorization code flow
 * with PKCE. GET /device/upstream starts it and sends the browser there;
 * the answer comes back to /device/upstream/callback, is checked (state, code, ID token) and names a local
 * person, who is then signed in as a password would sign them in. Every refusal is said in words.
 */
import { Hono, type Context } from 'hono';
import { randomNonce, randomState } from 'openid-client';
import type { ModuleContext } from '../../module.ts';
import { findUser } from '../accounts/people.ts';
import { digest } from '../secrets.ts';
import { UpstreamIssuer } from '../upstream/upstream-issuer.ts';
import { localPerson } from '../upstream/upstream-people.ts';
import type { UpstreamRefusal } from '../upstream/upstream-refusals.ts';
import { upstreamIn } from '../upstream/store/upstream-store.ts';
import { sendPage, seeOther } from './html.ts';
import { messagePage, type SignInNext } from './device-views.ts';
import { browserBound, ensureSession, findSession, signInSession } from './session.ts';
import { words } from './words/catalogue.ts';
import { refusalWords } from './words/refusals.ts';

export const UPSTREAM_START = '/device/upstream';
export const UPSTREAM_CALLBACK = '/device/upstream/callback';

/** How long a sign-in at the identity provider may take before its answer is no longer taken. */
export const UPSTREAM_LOGIN_MS = 10 * 60_000;

const nextOf = (value: string | null | undefined): SignInNext =>
  value === 'account' || value === 'admin' ? value : 'device';

export function upstreamPages(ctx: ModuleContext): Hono {
  const app = new Hono();
  if (ctx.settings.upstreamIssuer === '') return app;
  const { sql } = ctx;
  const issuer = new UpstreamIssuer(ctx.settings, ctx.clock);
  const logins = upstreamIn(sql);

  const refused = (c: Context, refusal: UpstreamRefusal, next: SignInNext, email?: string): Response => {
    const status = refusal.refused === 'unreachable' ? 502 : refusal.refused === 'state' ? 400 : 403;
    const why = refusalWords(refusal, ctx.settings.upstreamName, email);
    const again = {
      href: `/device/signin${next === 'device' ? '' : `?next=${next}`}`,
      label: words().startAgain,
    };
    return sendPage(c, status, messagePage(words().signInRefusedTitle, why, again));
  };

  // A GET (upstreamButton says why): it changes nothing but a sign-in under way bound to this browser's
  // session, so a page elsewhere that sends a browser here gains nothing.
  app.get(UPSTREAM_START, async (c) => {
    const session = await findSession(c, ctx);
    // The verifier is made from the session cookie, so the browser must hold one first: made now, and back.
    if (session === undefined) {
      await ensureSession(c, ctx);
      return seeOther(c, `${UPSTREAM_START}${new URL(c.req.url).search}`);
    }
    const next = nextOf(c.req.query('next'));
    const state = randomState();
    const verifier = browserBound(c, ctx, state) ?? '';
    const checks = { state, nonce: randomNonce(), verifier };
    const url = await issuer.authorizationUrl(checks, `${ctx.settings.publicUrl}${UPSTREAM_CALLBACK}`);
    if (!(url instanceof URL)) return refused(c, url, next);
    const expiresAt = ctx.clock.now() + UPSTREAM_LOGIN_MS;
    await logins.start(digest(state), session.digest, { nonce: checks.nonce, next }, expiresAt);
    c.header('Cache-Control', 'no-store');
    return c.redirect(url.href, 303);
  });

  app.get(UPSTREAM_CALLBACK, async (c) => {
    const session = await findSession(c, ctx);
    const state = (c.req.query('state') ?? '').slice(0, 200);
    const now = ctx.clock.now();
    const login = session && (await logins.take(digest(state), session.digest, now));
    if (session === undefined || login === undefined) return refused(c, { refused: 'state' }, 'device');
    const next = nextOf(login.next);
    // The address the issuer sent the browser to, with its answer, as openid-client checks it.
    const answer = new URL(`${UPSTREAM_CALLBACK}${new URL(c.req.url).search}`, ctx.settings.publicUrl);
    const checks = { state, nonce: login.nonce, verifier: browserBound(c, ctx, state) ?? '' };
    const person = await issuer.person(answer, checks);
    if ('refused' in person) return refused(c, person, next);
    const id = await localPerson(sql, ctx.settings, person, now);
    if (typeof id !== 'string') return refused(c, id, next, person.email ?? undefined);
    if ((await findUser(sql, id))?.disabledAt !== null) return refused(c, { refused: 'disabled' }, next);
    const signedIn = await signInSession(c, ctx, session, id);
    if (next !== 'device') return seeOther(c, `/${next}`);
    return seeOther(c, signedIn.grantId === null ? '/device' : '/device/consent');
  });

  return app;
}
