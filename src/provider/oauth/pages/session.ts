/**
 * Browser sessions of the pages, stored with the authorization server's other tables
 * (accounts/store/sessions-store.ts), so any replica can serve the next page (the cookie holds a random id;
 * the table only its digest). Each session carries its CSRF token, the person once signed in, and the device
 * grant being confirmed. Cookie: HttpOnly, SameSite=Lax, Path=/, Secure and named `__Host-provider_session`
 * when the public URL is https.
 *
 * A browser that has only opened a page has a cookie and no row: its CSRF token is an HMAC keyed with the
 * cookie, made again on each request, so pages opened by a script that never enters a code cost no storage.
 * The row is written when the session first holds something (a code being confirmed, a person).
 */
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { ModuleContext } from '../../module.ts';
import { digest, randomToken, sameSecret } from '../secrets.ts';
import { findUser, type User } from '../accounts/people.ts';
import { sessionsIn, type SessionsStore } from '../accounts/store/sessions-store.ts';

export const SESSION_COOKIE = 'provider_session';

/**
 * The cookie's name: with an https public URL `__Host-` first, which browsers accept only from a secure
 * origin, with Path=/ and no Domain, so neither a sibling host nor plain HTTP can set or replace it
 * (RFC 6265bis §4.1.3.2).
 */
export const sessionCookie = (ctx: Pick<ModuleContext, 'settings'>): string =>
  ctx.settings.publicUrl.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface Session {
  digest: string;
  csrf: string;
  userId: string | null;
  grantId: number | null;
  /** Whether the session has its row yet (written by the first `saveSession`). */
  stored: boolean;
}

/** What reading a session needs: the store, the clock and the public URL (the accounts service reads one too). */
type SessionReader = Pick<ModuleContext, 'sql' | 'clock' | 'settings'>;

/** HMAC of `purpose` keyed with a session cookie's value. */
const boundTo = (id: string, purpose: string): string =>
  createHmac('sha256', id).update(purpose).digest('base64url');

/** A session that holds nothing yet, for the cookie `id`: no row, its CSRF token made from the cookie. */
const unstored = (id: string): Session => ({
  digest: digest(id),
  csrf: boundTo(id, 'csrf'),
  userId: null,
  grantId: null,
  stored: false,
});

const rowsOf = (ctx: SessionReader): SessionsStore => sessionsIn(ctx.sql);

function writeCookie(c: Context, ctx: ModuleContext, id: string): void {
  setCookie(c, sessionCookie(ctx), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ctx.settings.publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** A new session id in the cookie, carrying what `carry` names; stored only if it carries something. */
async function create(
  c: Context,
  ctx: ModuleContext,
  carry: Pick<Partial<Session>, 'userId' | 'grantId'> = {},
): Promise<Session> {
  const id = randomToken();
  const session = { ...unstored(id), userId: carry.userId ?? null, grantId: carry.grantId ?? null };
  writeCookie(c, ctx, id);
  if (session.userId !== null || session.grantId !== null) await saveSession(ctx, session);
  return session;
}

/** The session of this browser, if its cookie names a live one. */
export async function findSession(c: Context, ctx: SessionReader): Promise<Session | undefined> {
  const id = getCookie(c, sessionCookie(ctx));
  if (id === undefined || id.length > 200) return undefined;
  const row = await rowsOf(ctx).byDigest(digest(id));
  if (row === undefined || row.expires_at <= ctx.clock.now()) return unstored(id);
  return { digest: row.digest, csrf: row.csrf, userId: row.user_id, grantId: row.grant_id, stored: true };
}

/**
 * The session of this browser and the person signed in to it; undefined when nobody is, or when the
 * account was disabled since (its sessions are deleted then, but another process may be mid-request).
 */
export async function signedIn(
  c: Context,
  ctx: SessionReader,
): Promise<{ session: Session; user: User } | undefined> {
  const session = await findSession(c, ctx);
  const user = session?.userId == null ? undefined : await findUser(ctx.sql, session.userId);
  return session && user?.disabledAt === null ? { session, user } : undefined;
}

/** The session of this browser, started now if it has none (pages need one for their CSRF token). */
export async function ensureSession(c: Context, ctx: ModuleContext): Promise<Session> {
  return (await findSession(c, ctx)) ?? create(c, ctx);
}

/** Writes who is signed in and the code being confirmed; the session's row is made the first time. */
export async function saveSession(ctx: ModuleContext, session: Session): Promise<void> {
  const rows = rowsOf(ctx);
  if (session.stored) {
    await rows.update(session.digest, session.userId, session.grantId);
    return;
  }
  const now = ctx.clock.now();
  await rows.deleteExpired(now);
  await rows.insert({
    digest: session.digest,
    csrf: session.csrf,
    user_id: session.userId,
    grant_id: session.grantId,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
  });
  session.stored = true;
}

/** On sign-in: a new id and CSRF token (no session fixation), keeping the grant being confirmed. */
export async function signInSession(
  c: Context,
  ctx: ModuleContext,
  old: Session,
  userId: string,
): Promise<Session> {
  await rowsOf(ctx).remove(old.digest);
  return create(c, ctx, { userId, grantId: old.grantId });
}

/**
 * "Use another account": this browser's person is signed out (a new id, no one signed in) but the code
 * being confirmed stays with the browser, for whoever signs in next.
 */
export async function signOutKeepingCode(c: Context, ctx: ModuleContext, old: Session): Promise<Session> {
  await rowsOf(ctx).remove(old.digest);
  return create(c, ctx, { grantId: old.grantId });
}

export async function endSession(c: Context, ctx: ModuleContext, session: Session): Promise<void> {
  await rowsOf(ctx).remove(session.digest);
  const https = ctx.settings.publicUrl.startsWith('https:');
  deleteCookie(c, sessionCookie(ctx), { path: '/', secure: https });
}

/**
 * A value only this browser can make again: an HMAC of `purpose` keyed with its session cookie, which the
 * table never holds (it keeps the cookie's digest). The upstream sign-in's PKCE verifier is one, so nothing
 * stored is enough to redeem a code. Undefined without a session cookie.
 */
export function browserBound(c: Context, ctx: ModuleContext, purpose: string): string | undefined {
  const id = getCookie(c, sessionCookie(ctx));
  return id === undefined ? undefined : boundTo(id, purpose);
}

/** The form's CSRF token matches the session's (constant time). */
export function csrfMatches(session: Session | undefined, token: string | undefined): boolean {
  return session !== undefined && token !== undefined && sameSecret(session.csrf, token);
}
