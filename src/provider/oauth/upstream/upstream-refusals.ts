/**
 * Why a sign-in through the organization's identity provider was refused (docs/identity.md#upstream-sign-in):
 * every check openid-client makes, and this provider's own, has a kind, which the page says in a sentence in
 * the person's language (pages/words/refusals.ts); nothing shows a stack or an error code alone.
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
