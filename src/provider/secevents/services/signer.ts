/**
 * Signs a SET with the provider's active signing key (oauth/keys/), the same keys the JWKS publishes:
 * ES256, its kid, and RFC 8417 §2.3's explicit type so a SET is never mistaken for an ID token.
 */
import { SignJWT, type JWTPayload } from 'jose';
import { SIGNING_ALG, type KeyRing } from '../../oauth/module.ts';
import { SET_TYP, type SetClaims } from './set-claims.ts';

export function signSet(keys: KeyRing, claims: SetClaims): Promise<string> {
  const { kid, privateKey } = keys.signing;
  const payload: JWTPayload = { ...claims };
  return new SignJWT(payload).setProtectedHeader({ alg: SIGNING_ALG, kid, typ: SET_TYP }).sign(privateKey);
}
