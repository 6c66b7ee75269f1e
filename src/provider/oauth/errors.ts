/**
 * Every error the authorization server answers with, each built by one named factory with its documented
 * status and `error_description` (docs/provider.md, "Polling", "Refresh", "Revoke"; RFC 6749 §5.2, RFC 8628
 * §3.5, RFC 7009 §2.2.1). http/errors.ts writes them out as `{error, error_description}`.
 */
import { OAuthError, QuotaError } from '../http/errors.ts';
import { OAUTH_ERRORS } from '#shared/wire/oauth.ts';

/**
 * Answers that never vary are built once: a pending poll is the provider's most frequent answer, and an
 * Error's stack trace costs more than the rest of that answer's bookkeeping. Frozen, so no caller can
 * change what the next request hears.
 */
const constant = (status: 400 | 403 | 428, error: string, description: string): (() => OAuthError) => {
  const built = Object.freeze(new OAuthError(status, error, description, Object.freeze({})));
  return () => built;
};

/** RFC 6749 §5.2: a missing, repeated or malformed parameter, or a body that is not form-encoded. */
export const invalidRequest = (why: string): OAuthError =>
  new OAuthError(400, OAUTH_ERRORS.invalidRequest, why);

/** RFC 6749 §5.2: client authentication failed (401, as docs/provider.md#polling says). */
export const invalidClient = (why = 'Unknown client, wrong secret, or not a TV client.'): OAuthError =>
  new OAuthError(401, OAUTH_ERRORS.invalidClient, why);

/** RFC 6749 §5.2: the device code or refresh token is unknown, of another client, used or revoked. */
export const invalidGrant = (why: string): OAuthError => new OAuthError(400, OAUTH_ERRORS.invalidGrant, why);

export const unsupportedGrantType = (grantType: string): OAuthError =>
  new OAuthError(400, OAUTH_ERRORS.unsupportedGrantType, `Unsupported grant_type: ${grantType}`);

export const invalidScope = (why: string): OAuthError => new OAuthError(400, OAUTH_ERRORS.invalidScope, why);

/** The person has not decided yet: 428, as the device-flow dialect of the README has it. */
export const authorizationPending = constant(428, OAUTH_ERRORS.authorizationPending, 'Precondition Required');

/** A poll sooner than `interval` after the previous one (docs/provider.md#polling). */
export const slowDown = constant(403, OAUTH_ERRORS.slowDown, 'Forbidden');

export const accessDenied = constant(403, OAUTH_ERRORS.accessDenied, 'Forbidden');

/** RFC 8628 §3.5: the device code has expired; the device starts over. */
export const expiredToken = constant(400, OAUTH_ERRORS.expiredToken, 'The device code has expired.');

export const adminPolicyEnforced = constant(
  400,
  OAUTH_ERRORS.adminPolicyEnforced,
  "The account cannot authorize one or more scopes because of its administrator's policy.",
);

export const orgInternal = constant(
  403,
  OAUTH_ERRORS.orgInternal,
  'The client belongs to a project restricted to accounts of one organization.',
);

/** 429 (RFC 6585 §4) with Retry-After and RFC 6749's `temporarily_unavailable`: the credential stays good. */
function tooOften(what: string, waitMs: number): OAuthError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new OAuthError(429, 'temporarily_unavailable', `${what}; retry in ${seconds} s.`, {
    'Retry-After': String(seconds),
  });
}

/**
 * A refresh token refreshed more often than docs/provider.md#refresh allows: the client keeps its refresh
 * token and tries later.
 */
export const refreshTooOften = (waitMs: number): OAuthError =>
  tooOften('This refresh token was used too often', waitMs);

/** A service account asking for more tokens than docs/identity.md#service-accounts allows a minute. */
export const tooManyTokens = (waitMs: number): OAuthError =>
  tooOften('This service account asked for too many tokens', waitMs);

/** The revoke endpoint's answer for an unknown, expired or already revoked token (docs/provider.md#revoke). */
export const invalidToken = constant(400, 'invalid_token', 'Token expired or revoked.');

/** The device-code quota's single-field body `{error_code: "rate_limit_exceeded"}` (docs/provider.md#limits). */
export const rateLimitExceeded = (): QuotaError => new QuotaError();
