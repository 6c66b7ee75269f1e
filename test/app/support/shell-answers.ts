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
