/**
 * Which code a consent form decides. A browser confirms one code at a time (its session's), but a person may
 * have entered two codes in two tabs: the first tab's page still shows its own code, and Allow there must
 * decide that one, not the code the second tab entered since, nor fail as a stale page. Each consent page
 * therefore carries a proof that this browser was shown that grant: an HMAC of its id keyed with the browser's
 * session cookie (session.ts, `browserBound`), which only this browser can make and which a new sign-in
 * (a new cookie) makes worthless. Allow stays bound to the grant the page shows
 * (docs/security.md#phishing-resistant-consent).
 */
import type { Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import { sameSecret } from '../secrets.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { browserBound, type Session } from './session.ts';

const purpose = (grantId: number): string => `consent:${grantId}`;

/** The hidden field of a consent page that shows `grantId` to this browser. */
export function shownProof(c: Context, ctx: ModuleContext, grantId: number): string {
  return browserBound(c, ctx, purpose(grantId)) ?? '';
}

/**
 * The grant a consent form may decide: the one this session is confirming, or another one the form proves this
 * browser was shown, while that one still waits for a decision (its expiry is said by the caller). Undefined
 * otherwise: the caller says why (already connected, or a stale page).
 */
export async function decidableGrant(
  c: Context,
  ctx: ModuleContext,
  session: Session,
  form: URLSearchParams,
): Promise<number | undefined> {
  const posted = form.get('grant') ?? '';
  if (session.grantId !== null && posted === String(session.grantId)) return session.grantId;
  if (!/^\d{1,15}$/.test(posted)) return undefined;
  const id = Number(posted);
  const proof = form.get('shown') ?? '';
  const expected = browserBound(c, ctx, purpose(id));
  if (expected === undefined || !sameSecret(expected, proof)) return undefined;
  const state = (await grantsIn(ctx.sql).findById(id))?.state.kind;
  return state === 'pending' || state === 'expired' ? id : undefined;
}
