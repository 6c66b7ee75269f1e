/**
 * Mistakes in config.json are said as such, for whoever installed the app, on the stop screen: a
 * discovery address that is not one, and a client the provider does not accept, asked about before a code.
 */
import { expect } from '@open-wc/testing';
import { boot } from '../../../src/app/boot.ts';
import { BootError } from '../../../src/app/boot-error.ts';

const FIX = 'Whoever installed the app can fix config.json, then restart it.';
const DOC = {
  issuer: 'http://provider.test',
  device_authorization_endpoint: 'http://provider.test/device/code',
  token_endpoint: 'http://provider.test/token',
  revocation_endpoint: 'http://provider.test/revoke',
  scopes_supported: ['openid'],
};
const CHECKABLE = {
  ...DOC,
  grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
  token_endpoint_auth_methods_supported: ['client_secret_post'],
};

function config(discovery: string) {
  return { discovery, clientId: 'tv', clientSecret: 'wrong', scopes: ['openid'] };
}

const json = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A provider that answers `routes` by address; `/config.json` first. */
function provider(discovery: string, routes: Record<string, (init?: RequestInit) => Promise<Response>>) {
  const asked: string[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push(`${init?.mode ?? 'cors'} ${url}`);
    if (url.endsWith('config.json')) return json(config(discovery));
    const route = routes[url];
    return route ? route(init) : Promise.reject(new TypeError('Failed to fetch'));
  };
  return { asked, fetchFn };
}

async function failure(fetchFn: typeof fetch): Promise<BootError> {
  const error = await boot(fetchFn).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).to.be.instanceOf(BootError);
  return error as BootError;
}

describe('config.json mistakes at start', () => {
  it('a discovery address at the provider’s root (no CORS there) is a mistake in config.json, not the network', async () => {
    const { fetchFn } = provider('http://provider.test/', {
      // Read with CORS the answer fails like a network; read without it, it is there.
      'http://provider.test/': (init) =>
        init?.mode === 'no-cors' ? Promise.resolve(new Response('')) : Promise.reject(new TypeError('CORS')),
    });
    const error = await failure(fetchFn);
    expect(error.message).to.equal(
      'config.json "discovery" (http://provider.test/) answers, but not to apps (no CORS headers): it must be the provider’s discovery address, ending in /.well-known/openid-configuration.',
    );
    expect(error.next).to.equal(FIX);
    expect(error.transient).to.equal(false);
  });

  it('a network that is down is still the network', async () => {
    const error = await failure(
      provider('http://provider.test/.well-known/openid-configuration', {}).fetchFn,
    );
    expect(error.message).to.equal(
      'The sign-in service cannot be reached. Check the TV’s network connection.',
    );
    expect(error.transient).to.equal(true);
  });

  it('an address that answers 404 says so, and what it must be', async () => {
    const { fetchFn } = provider('http://provider.test/discovery', {
      'http://provider.test/discovery': () => json({ error: 'not_found' }, 404),
    });
    const error = await failure(fetchFn);
    expect(error.message).to.equal(
      'config.json "discovery" (http://provider.test/discovery) answered HTTP 404: it must be the provider’s discovery address, ending in /.well-known/openid-configuration.',
    );
    expect(error.next).to.equal(FIX);
  });

  it('a clientSecret the provider refuses stops the start before any code is asked for', async () => {
    const address = 'http://provider.test/.well-known/openid-configuration';
    const { asked, fetchFn } = provider(address, {
      [address]: () => json(CHECKABLE),
      'http://provider.test/token': () => json({ error: 'invalid_client' }, 401),
    });
    const error = await failure(fetchFn);
    expect(error.message).to.equal(
      'The sign-in service does not accept config.json "clientId" with its "clientSecret" (invalid_client).',
    );
    expect(error.next).to.equal(FIX);
    expect(error.transient).to.equal(false);
    expect(asked.filter((a) => a.endsWith('/device/code'))).to.deep.equal([]);
  });

  it('a client the provider knows starts; a provider that cannot be asked is not', async () => {
    const address = 'http://provider.test/.well-known/openid-configuration';
    const known = provider(address, {
      [address]: () => json(CHECKABLE),
      'http://provider.test/token': () => json({ error: 'invalid_grant' }, 400),
    });
    await boot(known.fetchFn);
    expect(known.asked).to.include('cors http://provider.test/token');
    const silent = provider(address, { [address]: () => json(DOC) });
    await boot(silent.fetchFn);
    expect(silent.asked.some((a) => a.endsWith('/token'))).to.equal(false);
  });
});
