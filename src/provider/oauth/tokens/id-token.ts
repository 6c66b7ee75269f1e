/**
 * ID tokens (OpenID Connect Core 1.0 §2) and the claims userinfo shares with them (§5.1, §5.3), for the
 * tokens granted with `openid` (docs/identity.md#the-id-token). Signed ES256 with the active key, its kid in
 * the header. auth_time is when the person approved the device on the verification page; it is kept with
 * the refresh token so that a refresh's ID token names the same moment (§12.2).
 */
import { SignJWT } from 'jose';
import type { Accounts } from '../../module.ts';
import type { SqlAccess } from '../../store/sql-access.ts';
import { AccountStore } from '../accounts/store/account-store.ts';
import { keysIn, SIGNING_ALG, type KeyRing } from '../keys/key-ring.ts';
import { AuthTimes } from './store/auth-times.ts';

/** Seconds an ID token is valid: it says who signed in, once; the access token is what is used later. */
export const ID_TOKEN_TTL_SECONDS = 3600;

/** The claims about the person a grant's scopes release (OpenID Connect Core §5.4). */
export interface PersonClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export class IdTokens {
  readonly #keys: KeyRing;
  readonly #people: Pick<Accounts, 'byId'>;
  readonly #authTimes: AuthTimes;

  constructor(sql: SqlAccess) {
    this.#keys = keysIn(sql);
    this.#people = new AccountStore(sql);
    this.#authTimes = new AuthTimes(sql);
  }

  /** `sub`, and email/email_verified with `email`, name with `profile`; undefined for an unknown person. */
  async claims(userId: string, scopes: readonly string[]): Promise<PersonClaims | undefined> {
    const person = await this.#people.byId(userId);
    if (person === undefined) return undefined;
    const claims: PersonClaims = { sub: person.id };
    if (scopes.includes('email')) {
      claims.email = person.email;
      // The provider creates every account with its address; none is unverified.
      claims.email_verified = true;
    }
    if (scopes.includes('profile')) claims.name = person.name;
    return claims;
  }

  /** Keeps when the person approved with the refresh token issued from that approval. */
  rememberAuthTime(refreshToken: string, authTime: number): Promise<void> {
    return this.#authTimes.remember(refreshToken, authTime);
  }

  /** For a refresh: who the refresh token speaks for, when they approved, and its scopes. */
  ofRefreshToken(
    refreshToken: string,
  ): Promise<{ userId: string; scopes: string[]; authTime: number } | undefined> {
    return this.#authTimes.ofRefreshToken(refreshToken);
  }

  /** The signed ID token, or undefined when `openid` was not granted or the person is gone. */
  async issue(input: {
    issuer: string;
    clientId: string;
    userId: string;
    scopes: readonly string[];
    authTime: number;
    now: number;
  }): Promise<string | undefined> {
    if (!input.scopes.includes('openid')) return undefined;
    const claims = await this.claims(input.userId, input.scopes);
    if (claims === undefined) return undefined;
    const iat = Math.floor(input.now / 1000);
    const { kid, privateKey } = this.#keys.signing;
    return new SignJWT({ ...claims, auth_time: Math.floor(input.authTime / 1000) })
      .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
      .setIssuer(input.issuer)
      .setAudience(input.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ID_TOKEN_TTL_SECONDS)
      .sign(privateKey);
  }
}

const stores = new WeakMap<SqlAccess, IdTokens>();

/** The ID token issuer of this database (made on first use, when the endpoints are). */
export function idTokensIn(sql: SqlAccess): IdTokens {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new IdTokens(sql);
    stores.set(sql, store);
  }
  return store;
}
