/**
 * The organization's identity provider for the upstream sign-in tests (docs/identity.md#upstream-sign-in):
 * node-oidc-provider 9 on a loopback port, with one confidential client for this provider, PKCE required,
 * its development sign-in form (any login, any password; the login is the subject, `<login>@staff.example`
 * its verified address), and a signing key the test also holds, so that it can answer an ID token made
 * for another audience when told to.
 */
import { createServer } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

export const UPSTREAM_CLIENT = { id: 'tv-auth', secret: 'upstream-secret' };

export async function startUpstreamIssuer(redirectUri) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'staff-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: UPSTREAM_CLIENT.id,
        client_secret: UPSTREAM_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@staff.example`, email_verified: true, name: `${id} of staff` }),
    }),
    jwks: { keys: [jwk] },
    cookies: { keys: ['upstream-test-cookies'] },
    // Said, rather than left to defaults it announces on the console: an in-memory store, short lives.
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  const state = { otherAudience: false };
  const key = await importJWK(jwk, 'RS256');
  // The token endpoint's answer, re-signed for another client when the test asks for it.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || !state.otherAudience || typeof ctx.body?.id_token !== 'string') return;
    const claims = decodeJwt(ctx.body.id_token);
    ctx.body.id_token = await new SignJWT({ ...claims, aud: 'another-service' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .sign(key);
  });
  server.on('request', provider.callback());
  return {
    issuer,
    answerForAnotherAudience(on) {
      state.otherAudience = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
