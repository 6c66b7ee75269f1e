/** What the app shell's tests answer its start-up requests with: config.json and the discovery document. */
export const ORIGIN = 'http://provider.test';

export const CONFIG = {
  discovery: `${ORIGIN}/.well-known/openid-configuration`,
  clientId: 'demo-tv',
  clientSecret: 'demo-tv-secret',
  scopes: ['openid'],
};

export const DISCOVERY = {
  issuer: ORIGIN,
  device_authorization_endpoint: `${ORIGIN}/device/code`,
  token_endpoint: `${ORIGIN}/token`,
  revocation_endpoint: `${ORIGIN}/revoke`,
  scopes_supported: ['openid'],
};

/** A JSON answer. */
export function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The signed-in half of the shell is fetched when first needed (signed-in-shell.ts). The built app gets it
 * as one chunk; the test server compiles and sends each of its modules on first request, which a file's
 * first test would otherwise pay for inside its own time limit. Call from `before()`.
 */
export async function loadSignedInShell(): Promise<void> {
  await Promise.all([
    import('../../../src/app/signed-in-shell.ts'),
    import('../../../src/app/auth/session-start.ts'),
    import('../../../src/app/api/api-context.ts'),
    import('../../../src/app/config/api-directory.ts'),
    import('../../../src/app/views/tv-home.ts'),
    import('../../../src/app/views/settings/tv-settings.ts'),
    import('../../../src/app/nav/navigation-controller.ts'),
  ]);
}
