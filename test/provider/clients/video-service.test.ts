/**
 * A service account signed in by Google's own JWT client (google-auth-library, under googleapis 178) with the
 * demo service account's published key, then the video channels list through the generated client on
 * behalf of the content owner it manages (docs/identity.md#service-accounts). The library is used
 * unchanged but for where it sends its requests and the audience it names: it writes Google's token
 * endpoint into both, so the harness's path renaming gains the token endpoint, and the assertion's aud is
 * given as an additional claim.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { auth as googleAuth, youtube } from 'googleapis/build/src/apis/youtube/index.js';
import { ManualClock } from '../../../src/provider/clock.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { Harness } from '../oauth/harness.ts';
import { DEMO_SERVICE, DEMO_SERVICE_KEY, tokenUrl } from '../oauth/service-account.ts';
import { providerPath } from './harness.ts';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

describe('a service account through Google’s JWT client and the generated video client', () => {
  let h: Harness;
  const calls: string[] = [];
  before(async () => {
    // The library signs with the machine's clock, so the provider keeps the same time.
    h = await Harness.start({}, new ManualClock(Date.now()));
  });
  after(() => h.close());

  test('the library gets a token, and lists the content owner’s channels with managedByMe', async () => {
    const send: typeof fetch = (input, init) => {
      const asked = input instanceof Request ? input.url : String(input);
      const url = asked === GOOGLE_TOKEN_URL ? new URL(tokenUrl(h)) : new URL(asked);
      url.pathname = providerPath(url.pathname);
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(url, init);
    };
    const jwt = new googleAuth.JWT({
      email: DEMO_SERVICE,
      key: DEMO_SERVICE_KEY.export({ type: 'pkcs8', format: 'pem' }).toString(),
      scopes: [SCOPES.videoReadonly],
      additionalClaims: { aud: tokenUrl(h) },
      transporterOptions: { fetchImplementation: send },
    });
    const api = youtube({ version: 'v3', auth: jwt, rootUrl: `${h.origin}/`, fetchImplementation: send });

    const owned = await api.channels.list({
      part: ['snippet'],
      managedByMe: true,
      onBehalfOfContentOwner: 'harbour-records',
    });
    assert.deepEqual(
      owned.data.items?.map((channel) => channel.snippet?.title),
      ['Harbour Records', 'Harbour Records Live Sessions'],
    );
    await assert.rejects(api.channels.list({ part: ['id'], mine: true }), (err: { status?: number }) => {
      assert.equal(err.status, 403);
      return true;
    });
  });

  test('one token request, then the two calls, which reuse its token', () => {
    assert.deepEqual(calls, ['POST /token', 'GET /video/v3/channels', 'GET /video/v3/channels']);
  });
});
