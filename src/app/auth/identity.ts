/**
 * Who signed in: the ID token, verified against the provider's published keys (OpenID Connect Core 1.0
 * §3.1.3.7), or else the UserInfo endpoint (§5.3) asked with the access token. A chunk of its own, loaded
 * after sign-in: `jose` never weighs on the sign-in screen (docs/identity.md#the-tv-side).
 */
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Endpoints } from '../config/discovery.ts';
import type { AccountIdentity } from './token-store.ts';
import { identityOf, userinfo, type UserinfoDeps } from './userinfo.ts';

/** What named the account, or why the ID token was not used (tests and diagnostics read it). */
export type IdentitySource =
  | 'idToken'
  /** No ID token, no published keys, or an algorithm this engine's WebCrypto cannot verify. */
  | 'userinfo'
  /** The ID token had expired (a token set kept across a restart): userinfo, nothing wrong. */
  | 'userinfoExpired'
  /** The ID token failed verification (issuer, audience, signature): refused, never read; userinfo. */
  | 'userinfoRefused';

export interface IdentityResult {
  identity: AccountIdentity | undefined;
  source: IdentitySource;
  /** Why the ID token was refused, in words for diagnostics. */
  refusal?: string;
}

export interface IdentityInput {
  idToken: string | undefined;
  accessToken: string;
}

export interface IdentityDeps extends UserinfoDeps {
  endpoints: Pick<Endpoints, 'issuer' | 'jwks' | 'userinfo'>;
  clientId: string;
  /** Wall-clock ms (`Clock.wallNow`): `exp` and `iat` are checked against it. */
  wallNow: () => number;
  /** Whether WebCrypto can verify ES256 here (absent outside secure contexts on some TV engines). */
  canVerify?: () => boolean;
}

/** The signing algorithm the provider publishes (docs/identity.md#signing-keys); WebCrypto has it (ECDSA P-256). */
const VERIFIABLE = 'ES256';

/** WebCrypto, absent outside secure contexts on some engines. */
function webCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

/** The provider's published keys (RFC 7517 §5); undefined when they cannot be read now. */
async function publishedKeys(deps: IdentityDeps, address: string): Promise<JSONWebKeySet | undefined> {
  try {
    const response = await deps.fetchFn(address, { headers: { Accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : undefined;
    const keys = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
    return Array.isArray(keys) ? (body as JSONWebKeySet) : undefined;
  } catch {
    return undefined;
  }
}

/** The verified ID token's claims; throws jose's errors when it does not verify. */
async function verifiedClaims(idToken: string, deps: IdentityDeps, jwks: JSONWebKeySet): Promise<unknown> {
  const keys = createLocalJWKSet(jwks);
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: deps.endpoints.issuer,
    audience: deps.clientId,
    algorithms: [VERIFIABLE],
    currentDate: new Date(deps.wallNow()),
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  return payload;
}

function verifiable(idToken: string | undefined, deps: IdentityDeps): idToken is string {
  if (idToken === undefined || deps.endpoints.jwks === undefined) return false;
  if (!(deps.canVerify ?? webCrypto)()) return false;
  try {
    return decodeProtectedHeader(idToken).alg === VERIFIABLE;
  } catch {
    return false;
  }
}

/**
 * Names the account. A verified ID token is used as it is. An expired one falls back to userinfo quietly;
 * one that fails verification otherwise (another issuer or audience, a bad signature) is refused, its
 * claims never shown, and userinfo names the account: the access token was issued to this TV by the
 * discovered token endpoint, so its userinfo answer is the provider's own word.
 */
export async function readIdentity(input: IdentityInput, deps: IdentityDeps): Promise<IdentityResult> {
  const { idToken, accessToken } = input;
  const address = deps.endpoints.jwks;
  // Keys that cannot be read now (offline) say nothing against the token: userinfo, as without keys.
  const jwks =
    verifiable(idToken, deps) && address !== undefined ? await publishedKeys(deps, address) : undefined;
  if (idToken === undefined || jwks === undefined) {
    return { identity: await userinfo(accessToken, deps), source: 'userinfo' };
  }
  try {
    return { identity: identityOf(await verifiedClaims(idToken, deps, jwks)), source: 'idToken' };
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      return { identity: await userinfo(accessToken, deps), source: 'userinfoExpired' };
    }
    const refusal = err instanceof Error ? err.message : 'the ID token could not be read';
    return { identity: await userinfo(accessToken, deps), source: 'userinfoRefused', refusal };
  }
}
