/**
 * What a service account's assertion must say (RFC 7523 §3, as Google's service accounts use it;
 * docs/identity.md#service-accounts): who issued it, that it was signed with the issuer's registered key,
 * for this token endpoint, for at most an hour, now, and which scopes it asks for. Each check gives what
 * passed or the refusal's words; the grant (jwt-bearer-grant.ts) decides their order and their error codes.
 */
import { compactVerify, decodeJwt, type JWTPayload } from 'jose';
import { parseScopeString } from '#shared/scopes.ts';
import { verificationKey } from '../clients/service-key.ts';

/** How far a service's clock may be from the provider's (RFC 7523 §3 items 4 and 5 allow a small leeway). */
export const CLOCK_SKEW_S = 60;

/** The longest an assertion may live, exp − iat: an hour, as Google's token endpoint allows. */
export const MAX_ASSERTION_LIFETIME_S = 3600;

/** The longest `jti` kept: a replay guard, not a place to store data. */
const MAX_JTI_LENGTH = 256;

/** The claims of a compact JWS, read before its signature is checked: only to find the key that checks it. */
export function unverifiedClaims(assertion: string): JWTPayload | undefined {
  try {
    return decodeJwt(assertion);
  } catch {
    return undefined;
  }
}

/** Whether the registered key (SPKI PEM) verifies the assertion, with the one algorithm that key signs. */
export async function signedWith(assertion: string, publicKey: string): Promise<boolean> {
  const registered = verificationKey(publicKey);
  if (registered === undefined) return false;
  try {
    await compactVerify(assertion, registered.key, { algorithms: [registered.alg] });
    return true;
  } catch {
    return false;
  }
}

const names = (aud: unknown, audience: string): boolean =>
  aud === audience || (Array.isArray(aud) && aud.includes(audience));

/** What the grant keeps of claims that passed: when the assertion expires, and its id if it has one. */
export interface CheckedClaims {
  exp: number;
  jti?: string;
}

/**
 * The claims of a verified assertion issued by `iss`, checked at `now` (ms), or why they will not do.
 * `audience` is the token endpoint's URL.
 */
export function checkClaims(
  claims: JWTPayload,
  iss: string,
  { audience, now }: { audience: string; now: number },
): CheckedClaims | { refusal: string } {
  const refuse = (refusal: string): { refusal: string } => ({ refusal });
  if (!names(claims.aud, audience))
    return refuse(`The assertion's aud must be the token endpoint, ${audience}.`);
  const { iat, exp, nbf, sub, jti } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') {
    return refuse('The assertion needs iat and exp claims, in seconds since 1970.');
  }
  if (exp <= iat || exp - iat > MAX_ASSERTION_LIFETIME_S) {
    return refuse(
      `The assertion may live at most ${MAX_ASSERTION_LIFETIME_S} seconds: exp must be after iat and no more than that after it.`,
    );
  }
  const seconds = now / 1000;
  if (iat > seconds + CLOCK_SKEW_S)
    return refuse("The assertion's iat is in the future: check the service's clock.");
  if (exp <= seconds - CLOCK_SKEW_S) return refuse('The assertion has expired (exp): sign a new one.');
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds + CLOCK_SKEW_S)) {
    return refuse('The assertion is not valid yet (nbf).');
  }
  if (sub !== undefined && sub !== iss) {
    return refuse(
      "The assertion's sub may only name the service account itself: a service account acts for no person here.",
    );
  }
  if (jti === undefined) return { exp };
  if (typeof jti !== 'string' || jti === '' || jti.length > MAX_JTI_LENGTH) {
    return refuse(`The assertion's jti must be a string of 1 to ${MAX_JTI_LENGTH} characters.`);
  }
  return { exp, jti };
}

/**
 * The scopes asked for: the assertion's `scope` claim, space separated, as Google's service accounts send
 * it, or else the form's `scope` parameter (RFC 7521 §4.1). 'both' when the two are sent, 'unreadable' for
 * a claim that is not a string.
 */
export function askedScopes(
  claims: JWTPayload,
  formScope: string | undefined,
): string[] | 'both' | 'unreadable' {
  const claim = claims.scope;
  if (claim !== undefined && typeof claim !== 'string') return 'unreadable';
  if (claim !== undefined && formScope !== undefined) return 'both';
  return [...new Set(parseScopeString(claim ?? formScope ?? ''))];
}
