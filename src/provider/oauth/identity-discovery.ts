/** The discovery fields of OpenID Connect Discovery 1.0 §3 that the identity addresses add (docs/identity.md). */
import { JWKS_PATH } from './identity-endpoints.ts';

export function identityDiscovery(publicUrl: string): Record<string, unknown> {
  return {
    jwks_uri: `${publicUrl}${JWKS_PATH}`,
  };
}
