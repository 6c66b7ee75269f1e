/**
 * Why a sign-in through the organization's identity provider was refused, in words for the person at the
 * page (docs/identity.md#upstream-sign-in): every check openid-client makes, and this provider's own, has a
 * sentence; nothing shows a stack or an error code alone.
 */
import { ClientError, ResponseBodyError, AuthorizationResponseError } from 'openid-client';

export type RefusalKind =
  | 'unreachable'
  | 'state'
  | 'cancelled'
  | 'code'
  | 'audience'
  | 'nonce'
  | 'issuer'
  | 'expired'
  | 'unverifiable'
  | 'no-email'
  | 'no-account'
  | 'disabled';

export interface UpstreamRefusal {
  refused: RefusalKind;
  /** The issuer's own words, when it gave any (an error_description). */
  detail?: string;
}

/** What went wrong in openid-client's words, as one of the kinds above. */
export function refusalOf(err: unknown): UpstreamRefusal {
  if (err instanceof AuthorizationResponseError) {
    return { refused: 'cancelled', detail: err.error_description ?? err.error };
  }
  if (err instanceof ResponseBodyError) {
    return err.error === 'invalid_grant'
      ? { refused: 'code' }
      : { refused: 'unverifiable', detail: err.error_description ?? err.error };
  }
  if (err instanceof ClientError) {
    // openid-client wraps oauth4webapi's error, whose own cause names the claim.
    const inner = err.cause as { claim?: unknown; cause?: { claim?: unknown } } | undefined;
    const claim = inner?.cause?.claim ?? inner?.claim;
    if (err.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
      if (claim === 'aud' || claim === 'azp') return { refused: 'audience' };
      if (claim === 'nonce') return { refused: 'nonce' };
      if (claim === 'iss') return { refused: 'issuer' };
    }
    if (err.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return { refused: 'expired' };
    return { refused: 'unverifiable' };
  }
  // fetch's own failure: no answer at all (refused connection, name not found, timeout).
  if (err instanceof TypeError) return { refused: 'unreachable' };
  return { refused: 'unverifiable' };
}

/** The sentence for each refusal; `name` is what "Continue with …" calls the identity provider. */
export function refusalWords(refusal: UpstreamRefusal, name: string, email?: string): string {
  const words: Record<RefusalKind, string> = {
    unreachable: `${name} cannot be reached right now. Try again in a moment.`,
    state: `This answer from ${name} does not belong to a sign-in started in this browser (its state does not match), so it was refused. Start signing in again here.`,
    cancelled: `The sign-in at ${name} was cancelled or refused${refusal.detail === undefined ? '' : ` (${refusal.detail})`}. Start again if you want to sign in.`,
    code: `${name} did not accept the sign-in code: it was used already or has expired. Start signing in again.`,
    audience: `The ID token from ${name} was issued for another service (its audience is not this provider), so it was refused.`,
    nonce: `The ID token from ${name} belongs to another sign-in (its nonce does not match), so it was refused.`,
    issuer: `The ID token did not come from ${name} (its issuer does not match), so it was refused.`,
    expired: `The ID token from ${name} has expired or is not valid yet. Check this machine's clock, then start again.`,
    unverifiable: `The answer from ${name} could not be checked${refusal.detail === undefined ? '' : ` (${refusal.detail})`}, so it was refused.`,
    'no-email': `${name} did not say which verified email address you use, so no account here can be matched to you.`,
    'no-account': `No account here has the address ${email ?? 'you signed in with'}. Ask an administrator to add you, then sign in again.`,
    disabled:
      'This account has been disabled by an administrator, so it cannot sign in or connect devices. Ask your administrator to enable it again.',
  };
  return words[refusal.refused];
}
