/**
 * The discovery document (RFC 8414 §2, with the OpenID Connect Discovery 1.0 §3 fields of the identity
 * addresses, docs/identity.md) at `/.well-known/openid-configuration`.
 */
import { ALL_SCOPES } from '#shared/scopes.ts';
import type { DiscoveryDocument } from '#shared/wire/oauth.ts';
import { PUBLIC } from '../../route.ts';
import { SIGNING_ALG } from '../keys/key-ring.ts';
import { JWT_BEARER_GRANT_TYPE } from '../tokens/jwt-bearer-grant.ts';
import { JWKS_PATH, USERINFO_PATH } from './endpoint-paths.ts';
import { route } from './oauth-route.ts';

export function discovery(publicUrl: string): DiscoveryDocument & Record<string, unknown> {
  return {
    issuer: publicUrl,
    device_authorization_endpoint: `${publicUrl}/device/code`,
    token_endpoint: `${publicUrl}/token`,
    revocation_endpoint: `${publicUrl}/revoke`,
    scopes_supported: [...ALL_SCOPES],
    grant_types_supported: [
      'urn:ietf:params:oauth:grant-type:device_code',
      'refresh_token',
      // service accounts (docs/identity.md#service-accounts)
      JWT_BEARER_GRANT_TYPE,
    ],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    response_types_supported: [],
    jwks_uri: `${publicUrl}${JWKS_PATH}`,
    userinfo_endpoint: `${publicUrl}${USERINFO_PATH}`,
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    // The account id is the same for every client (OpenID Connect Core §8).
    subject_types_supported: ['public'],
    claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'auth_time', 'email', 'email_verified', 'name'],
  };
}

export const discoveryRoutes = [
  route(
    {
      method: 'GET',
      path: '/.well-known/openid-configuration',
      id: 'oauth.configuration.get',
      access: PUBLIC,
    },
    (_, { ctx }) => discovery(ctx.settings.publicUrl),
  ),
];
