/** The discovery fields of OpenID Connect Discovery 1.0 §3 that the identity addresses add (docs/identity.md). */
import { JWKS_PATH, USERINFO_PATH } from './identity-endpoints.ts';
import { SIGNING_ALG } from './keys.ts';

export function identityDiscovery(publicUrl: string): Record<string, unknown> {
  return {
    jwks_uri: `${publicUrl}${JWKS_PATH}`,
    userinfo_endpoint: `${publicUrl}${USERINFO_PATH}`,
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    // The account id is the same for every client (OpenID Connect Core §8).
    subject_types_supported: ['public'],
    claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'auth_time', 'email', 'email_verified', 'name'],
  };
}
