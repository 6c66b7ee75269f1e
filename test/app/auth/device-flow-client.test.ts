import { expect } from '@open-wc/testing';
import { DeviceFlowClient } from '../../../src/app/auth/device-flow-client.ts';
import { TokenClient } from '../../../src/app/auth/token-client.ts';
import { FakeFetch, type Answer } from '../support/fake-fetch.ts';

const ENDPOINTS = {
  deviceAuthorization: 'http://p.test/device/code',
  token: 'http://p.test/token',
  revocation: 'http://p.test/revoke',
  issuer: 'http://p.test',
  scopesSupported: [],
};
const CREDENTIALS = { clientId: 'demo-tv', clientSecret: 'demo-tv-secret', scopes: ['openid', 'email'] };

function client(answer: Answer) {
  const fake = new FakeFetch(() => answer);
  return { fake, client: new DeviceFlowClient(ENDPOINTS, CREDENTIALS, fake.fetch) };
}

function tokenClient(answer: Answer) {
  const fake = new FakeFetch(() => answer);
  return { fake, client: new TokenClient(ENDPOINTS, CREDENTIALS, fake.fetch) };
}

describe('device-flow client', () => {
  it('a code handed back by a sign-in screen that went away is given once to the next one, which asks for none', async () => {
    const { fake, client: c } = client({ status: 500, body: {} });
    const code = {
      device_code: 'd',
      user_code: 'abc-DEF',
      verification_url: 'http://p.test/device',
      expires_in: 1800,
      interval: 5,
    };
    c.handBack({ outcome: { kind: 'code', code }, at: 1234 });
    expect(await c.takeEarlyAnswer()).to.deep.equal({ outcome: { kind: 'code', code }, at: 1234 });
    expect(c.takeEarlyAnswer()).to.equal(undefined);
    expect(fake.seen).to.have.length(0);
  });

  it('requests a device code with client_id and space-delimited scopes', async () => {
    const code = {
      device_code: 'd',
      user_code: 'abc-DEF',
      verification_url: 'http://p.test/device',
      expires_in: 1800,
      interval: 5,
    };
    const { fake, client: c } = client({ status: 200, body: code });
    expect(await c.requestDeviceCode()).to.deep.equal({ kind: 'code', code });
    expect(fake.seen[0]?.url).to.equal('http://p.test/device/code');
    expect(fake.seen[0]?.headers.get('Content-Type')).to.equal('application/x-www-form-urlencoded');
    expect(fake.form(0)).to.deep.equal({ client_id: 'demo-tv', scope: 'openid email' });
  });

  it('reads 403 {error_code: rate_limit_exceeded} on the device-code request as the quota error', async () => {
    const { client: c } = client({ status: 403, body: { error_code: 'rate_limit_exceeded' } });
    expect(await c.requestDeviceCode()).to.deep.equal({ kind: 'rateLimited' });
  });

  it('polls with the device-code grant type and the client secret', async () => {
    const { fake, client: c } = client({ status: 428, body: { error: 'authorization_pending' } });
    expect(await c.poll('dev')).to.deep.equal({ kind: 'pending' });
    expect(fake.form(0)).to.deep.equal({
      client_id: 'demo-tv',
      client_secret: 'demo-tv-secret',
      device_code: 'dev',
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    });
  });

  const cases: [Answer, unknown][] = [
    [{ status: 403, body: { error: 'slow_down', error_description: 'Forbidden' } }, { kind: 'slowDown' }],
    [{ status: 403, body: { error: 'access_denied', error_description: 'Forbidden' } }, { kind: 'denied' }],
    [{ status: 400, body: { error: 'expired_token' } }, { kind: 'expired' }],
    [
      { status: 400, body: { error: 'admin_policy_enforced' } },
      { kind: 'error', code: 'admin_policy_enforced' },
    ],
    [
      { status: 401, body: { error: 'invalid_client' } },
      { kind: 'error', code: 'invalid_client' },
    ],
    [
      { status: 400, body: { error: 'invalid_grant' } },
      { kind: 'error', code: 'invalid_grant' },
    ],
    [
      { status: 400, body: { error: 'unsupported_grant_type' } },
      { kind: 'error', code: 'unsupported_grant_type' },
    ],
    [
      { status: 403, body: { error: 'org_internal' } },
      { kind: 'error', code: 'org_internal' },
    ],
    [
      { status: 400, body: { error: 'invalid_scope' } },
      { kind: 'error', code: 'invalid_scope' },
    ],
    [
      { status: 400, body: { error: 'something_new' } },
      { kind: 'error', code: 'unknown' },
    ],
    [
      { status: 400, body: ['not', 'an', 'object'] },
      { kind: 'error', code: 'unknown' },
    ],
    [{ status: 503, body: { error: 'x' } }, { kind: 'unreachable' }],
    ['network-error', { kind: 'unreachable' }],
  ];
  for (const [answer, expected] of cases) {
    const name =
      answer === 'network-error' ? 'a network error' : `${answer.status} ${JSON.stringify(answer.body)}`;
    it(`classifies a poll answered with ${name}`, async () => {
      expect(await client(answer).client.poll('dev')).to.deep.equal(expected);
    });
  }

  it('refreshes with grant_type refresh_token and reads invalid_grant', async () => {
    const { fake, client: c } = tokenClient({ status: 400, body: { error: 'invalid_grant' } });
    expect(await c.refresh('rt-1')).to.deep.equal({ kind: 'invalidGrant' });
    expect(fake.form(0)).to.deep.equal({
      client_id: 'demo-tv',
      client_secret: 'demo-tv-secret',
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
    });
  });

  it('revokes with the token in the query string', async () => {
    const { fake, client: c } = tokenClient({ status: 200 });
    expect(await c.revoke('rt/1+2')).to.equal('revoked');
    expect(fake.seen[0]?.url).to.equal('http://p.test/revoke?token=rt%2F1%2B2');
    expect(fake.seen[0]?.method).to.equal('POST');
    expect(await tokenClient('network-error').client.revoke('rt')).to.equal('unreachable');
    expect(
      await tokenClient({ status: 400, body: { error: 'unsupported_token_type' } }).client.revoke('x'),
    ).to.equal('rejected');
  });
});
