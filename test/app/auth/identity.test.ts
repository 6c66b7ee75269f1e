// Reading who signed in: the ID token verified against the published keys, and when it cannot be used,
// userinfo. Each case says whether the app used the token, fell back quietly, or refused the token.
import { expect } from '@open-wc/testing';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { readIdentity, type IdentityDeps } from '../../../src/app/auth/identity.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { FakeFetch } from '../support/fake-fetch.ts';

const ISSUER = 'http://provider.test';
const CLIENT = 'demo-tv';
const ENDPOINTS = { issuer: ISSUER, jwks: `${ISSUER}/.well-known/jwks.json`, userinfo: `${ISSUER}/userinfo` };
const ALICE = { sub: 'sub-alice', email: 'alice@example.com', name: 'Alice' };
/** What userinfo says: told apart from the token's claims by its name. */
const FROM_USERINFO = { sub: 'sub-alice', email: 'alice@example.com', name: 'Alice (userinfo)' };

interface Keys {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function keyPair(kid: string): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

const clock = new FakeClock();
const nowSeconds = Math.floor(clock.wallNow() / 1000);

async function idToken(
  keys: Keys,
  claims: { iss?: string; aud?: string; iat?: number; exp?: number } = {},
): Promise<string> {
  return new SignJWT({ email: ALICE.email, email_verified: true, name: ALICE.name })
    .setProtectedHeader({ alg: 'ES256', kid: keys.jwk.kid ?? '', typ: 'JWT' })
    .setSubject(ALICE.sub)
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? CLIENT)
    .setIssuedAt(claims.iat ?? nowSeconds - 60)
    .setExpirationTime(claims.exp ?? nowSeconds + 3540)
    .sign(keys.privateKey);
}

function provider(published: Keys) {
  return new FakeFetch((request) => {
    if (request.url === ENDPOINTS.jwks) return { status: 200, body: { keys: [published.jwk] } };
    if (request.url === ENDPOINTS.userinfo) {
      return request.headers.get('Authorization') === 'Bearer at-1'
        ? { status: 200, body: FROM_USERINFO }
        : { status: 401, body: { error: 'invalid_token' } };
    }
    return { status: 404 };
  });
}

function deps(fake: FakeFetch, more: Partial<IdentityDeps> = {}): IdentityDeps {
  return {
    endpoints: ENDPOINTS,
    clientId: CLIENT,
    fetchFn: fake.fetch,
    wallNow: () => clock.wallNow(),
    ...more,
  };
}

describe('reading who signed in', () => {
  let keys: Keys;
  before(async () => {
    keys = await keyPair('k1');
  });

  it('uses a valid ID token, verified with the published key, and asks nothing else', async () => {
    const fake = provider(keys);
    const result = await readIdentity({ idToken: await idToken(keys), accessToken: 'at-1' }, deps(fake));
    expect(result).to.deep.equal({ identity: ALICE, source: 'idToken' });
    expect(fake.seen.map((r) => r.url)).to.deep.equal([ENDPOINTS.jwks]);
  });

  it('refuses a token of another issuer: its claims are not used, userinfo names the account', async () => {
    const fake = provider(keys);
    const token = await idToken(keys, { iss: 'http://elsewhere.test' });
    const result = await readIdentity({ idToken: token, accessToken: 'at-1' }, deps(fake));
    expect(result.source).to.equal('userinfoRefused');
    expect(result.refusal).to.contain('iss');
    expect(result.identity).to.deep.equal(FROM_USERINFO);
  });

  it('refuses a token for another client (audience)', async () => {
    const token = await idToken(keys, { aud: 'other-client' });
    const result = await readIdentity({ idToken: token, accessToken: 'at-1' }, deps(provider(keys)));
    expect(result.source).to.equal('userinfoRefused');
    expect(result.refusal).to.contain('aud');
    expect(result.identity).to.deep.equal(FROM_USERINFO);
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const stranger = await keyPair('k1');
    const token = await idToken(stranger);
    const result = await readIdentity({ idToken: token, accessToken: 'at-1' }, deps(provider(keys)));
    expect(result.source).to.equal('userinfoRefused');
    expect(result.identity).to.deep.equal(FROM_USERINFO);
  });

  it('falls back to userinfo quietly for an expired token (checked on the injected clock)', async () => {
    const token = await idToken(keys, { iat: nowSeconds - 7200, exp: nowSeconds - 3600 });
    const result = await readIdentity({ idToken: token, accessToken: 'at-1' }, deps(provider(keys)));
    expect(result).to.deep.equal({ identity: FROM_USERINFO, source: 'userinfoExpired' });
    // The same token on a clock an hour earlier is still valid.
    const earlier = await readIdentity(
      { idToken: token, accessToken: 'at-1' },
      deps(provider(keys), { wallNow: () => (nowSeconds - 5400) * 1000 }),
    );
    expect(earlier.source).to.equal('idToken');
  });

  it('uses userinfo without WebCrypto, without published keys, or without an ID token', async () => {
    const token = await idToken(keys);
    const noCrypto = provider(keys);
    const a = await readIdentity(
      { idToken: token, accessToken: 'at-1' },
      deps(noCrypto, { canVerify: () => false }),
    );
    expect(a).to.deep.equal({ identity: FROM_USERINFO, source: 'userinfo' });
    expect(noCrypto.seen.map((r) => r.url)).to.deep.equal([ENDPOINTS.userinfo]);
    const noKeys = deps(provider(keys), { endpoints: { ...ENDPOINTS, jwks: undefined } });
    expect((await readIdentity({ idToken: token, accessToken: 'at-1' }, noKeys)).source).to.equal('userinfo');
    const none = await readIdentity({ idToken: undefined, accessToken: 'at-1' }, deps(provider(keys)));
    expect(none.source).to.equal('userinfo');
  });

  it('names no one when neither can say (userinfo refuses the token or is not offered)', async () => {
    const result = await readIdentity({ idToken: undefined, accessToken: 'wrong' }, deps(provider(keys)));
    expect(result.identity).to.equal(undefined);
    const noUserinfo = deps(provider(keys), { endpoints: { ...ENDPOINTS, userinfo: undefined } });
    expect((await readIdentity({ idToken: undefined, accessToken: 'at-1' }, noUserinfo)).identity).to.equal(
      undefined,
    );
  });
});
