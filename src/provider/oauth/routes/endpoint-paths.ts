/**
 * The addresses of the authorization server's machine-facing endpoints: the module's API paths (CORS) and
 * the ones whose errors, 404 and 413 included, are OAuth's (docs/provider.md#errors).
 */

export const JWKS_PATH = '/.well-known/jwks.json';
export const USERINFO_PATH = '/userinfo';

/** The endpoints whose every answer, errors included, is in OAuth's dialect. */
export const OAUTH_ENDPOINT_PATHS: readonly string[] = [
  '/.well-known/openid-configuration',
  '/device/code',
  '/token',
  '/revoke',
];

/** Every path apps on other origins call (CORS); the pages get none. */
export const API_PATHS: readonly string[] = [...OAUTH_ENDPOINT_PATHS, JWKS_PATH, USERINFO_PATH];

/** True for an OAuth endpoint, or any address under one (`/token/x`, `/.well-known/anything`). */
export function isOAuthEndpointPath(path: string): boolean {
  return (
    path.startsWith('/.well-known/') ||
    OAUTH_ENDPOINT_PATHS.some((endpoint) => path === endpoint || path.startsWith(`${endpoint}/`))
  );
}
