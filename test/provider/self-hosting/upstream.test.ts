/**
 * Sign-in through an organization's identity provider (docs/identity.md#upstream-sign-in), against
 * node-oidc-provider started here on a loopback port as that provider: a person signs in there, the TV
 * gets tokens here, and the ID token here names the local person; a wrong state, a replayed code and an ID
 * token for another audience are each refused in words. Without PROVIDER_UPSTREAM_CREATE_PEOPLE only people
 * an administrator added are linked, and with PROVIDER_LOCAL_PASSWORDS=0 the password form is gone.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { ManualClock } from '../../../src/provider/clock.ts';
import { Deployment, printed, PUBLIC_URL, type ClientCredentials } from './deployment.ts';
import { TwoSiteBrowser, type Visit } from './two-site-browser.ts';
import { startUpstreamIssuer, UPSTREAM_CLIENT, type UpstreamIssuer } from './upstream-issuer.mjs';

const CALLBACK = `${PUBLIC_URL}/device/upstream/callback`;

let upstream: UpstreamIssuer;
before(async () => {
  upstream = await startUpstreamIssuer(CALLBACK);
});
after(() => upstream.close());

const settingsFor = (createPeople: '0' | '1', passwords: '0' | '1'): Record<string, string> => ({
  PROVIDER_UPSTREAM_OIDC: upstream.issuer,
  PROVIDER_UPSTREAM_CLIENT_ID: UPSTREAM_CLIENT.id,
  PROVIDER_UPSTREAM_CLIENT_SECRET: UPSTREAM_CLIENT.secret,
  PROVIDER_UPSTREAM_NAME: 'Staff Login',
  PROVIDER_UPSTREAM_CREATE_PEOPLE: createPeople,
  PROVIDER_LOCAL_PASSWORDS: passwords,
});

/** From "Continue with Staff Login" to the page this provider answers once the person signed in there. */
async function signInThere(
  browser: TwoSiteBrowser,
  login: string,
  start = `${PUBLIC_URL}/device/upstream`,
): Promise<Visit> {
  let page = await browser.follow(start);
  // The identity provider's sign-in form and its consent, each only when it asks: it skips both for a
  // browser it knows.
  if (page.url.startsWith(upstream.issuer) && page.text.includes('name="login"')) {
    page = await browser.submit(page, { login, password: 'anything' });
  }
  if (page.url.startsWith(upstream.issuer)) page = await browser.submit(page, {});
  assert.ok(!page.url.startsWith(upstream.issuer), page.text.slice(0, 300));
  return page;
}

/** The state and code the identity provider sent back last, as the callback received them. */
const lastAnswer = (browser: TwoSiteBrowser): URL => {
  const visit = [...browser.history].reverse().find((v) => v.url.includes('/device/upstream/callback'));
  assert.ok(visit !== undefined);
  return new URL(visit.url);
};

describe('people may be created at their first sign-in', () => {
  let d: Deployment;
  let client: ClientCredentials;
  before(async () => {
    // Its clock is the wall clock's now: the identity provider's tokens carry real times.
    d = await Deployment.start(settingsFor('1', '1'), new ManualClock(Date.now()));
    const added = await d.run(
      'add-client',
      '--name',
      'Office TV',
      '--type',
      'tv',
      '--scopes',
      'openid email profile',
    );
    client = { client_id: printed(added, 'client_id'), client_secret: printed(added, 'client_secret') };
  });
  after(() => d.close());

  test('a person signs in there, the TV gets tokens here, and the ID token here names the local person', async () => {
    const code = await d.requestCode(client, 'openid email profile');
    const browser = new TwoSiteBrowser(PUBLIC_URL, d.origin);
    const entry = await browser.follow(`${PUBLIC_URL}/device`);
    const signIn = await browser.submit(entry, { user_code: code.user_code });
    assert.match(signIn.text, /<a class="button" href="\/device\/upstream">Continue with Staff Login<\/a>/);
    const consent = await signInThere(browser, 'ada');
    assert.equal(consent.url, `${d.origin}/device/consent`, consent.text);
    assert.match(consent.text, /ada@staff\.example/);
    const offered = [...consent.text.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1] ?? '');
    const done = await browser.submit(consent, { decision: 'allow', scope: offered });
    assert.match(done.text, /<h1>You&#39;re connected<\/h1>/);

    d.clock.advance(code.interval * 1000);
    const tokens = await d.poll(client, code.device_code);
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    const local = await d.provider.sql
      .prepare("SELECT id, name FROM oauth_users WHERE email = 'ada@staff.example'")
      .get<{ id: string; name: string }>();
    assert.ok(local !== undefined && local.id !== 'ada');
    const idToken = decodeJwt(String(tokens.body.id_token));
    assert.deepEqual(
      [idToken.iss, idToken.sub, idToken.email, idToken.name],
      [PUBLIC_URL, local.id, 'ada@staff.example', 'ada of staff'],
    );

    // The next sign-in finds the same person through the link, and no one new is made.
    const again = await signInThere(
      new TwoSiteBrowser(PUBLIC_URL, d.origin),
      'ada',
      `${PUBLIC_URL}/device/upstream?next=account`,
    );
    assert.equal(again.url, `${d.origin}/account`);
    assert.equal(await d.provider.sql.prepare('SELECT count(*) FROM oauth_users').value<number>(), 1);
  });

  test('a wrong state, a replayed code and an ID token for another audience are each refused in words', async () => {
    // A code the identity provider gave, and this provider used, in an earlier sign-in.
    const earlier = new TwoSiteBrowser(PUBLIC_URL, d.origin);
    await signInThere(earlier, 'ada');
    const used = lastAnswer(earlier);

    const browser = new TwoSiteBrowser(PUBLIC_URL, d.origin);
    await browser.follow(`${PUBLIC_URL}/device`);
    const started = await browser.request(`${PUBLIC_URL}/device/upstream`);
    const state = new URL(started.location ?? '').searchParams.get('state') ?? '';
    const wrong = await browser.request(
      `${CALLBACK}?code=${used.searchParams.get('code') ?? ''}&state=not-${state}`,
    );
    assert.equal(wrong.status, 400);
    assert.match(
      wrong.text,
      /This answer from Staff Login does not belong to a sign-in started in this browser \(its state does not match\), so it was refused\./,
    );

    used.searchParams.set('state', state);
    const replayed = await browser.request(`${CALLBACK}${used.search}`);
    assert.equal(replayed.status, 403);
    assert.match(
      replayed.text,
      /Staff Login did not accept the sign-in code: it was used already or has expired\./,
    );

    upstream.answerForAnotherAudience(true);
    try {
      const other = await signInThere(browser, 'ada');
      assert.equal(other.status, 403);
      assert.match(
        other.text,
        /The ID token from Staff Login was issued for another service \(its audience is not this provider\), so it was refused\./,
      );
    } finally {
      upstream.answerForAnotherAudience(false);
    }
    const after = await browser.follow(`${PUBLIC_URL}/account`);
    assert.match(after.url, /\/device\/signin\?next=account$/, 'no refusal signed anyone in');
  });
});

describe('only people an administrator added, and no local passwords', () => {
  let d: Deployment;
  before(async () => {
    d = await Deployment.start(settingsFor('0', '0'), new ManualClock(Date.now()));
  });
  after(() => d.close());

  test('an address nobody added is refused in words; once added, the same sign-in works', async () => {
    const refused = await signInThere(new TwoSiteBrowser(PUBLIC_URL, d.origin), 'grace');
    assert.equal(refused.status, 403);
    assert.match(
      refused.text,
      /No account here has the address grace@staff\.example\. Ask an administrator to add you/,
    );
    assert.deepEqual((await d.run('add-user', 'grace@staff.example')).lines, [
      'added grace@staff.example: signs in with Staff Login (local passwords are off)',
    ]);
    const browser = new TwoSiteBrowser(PUBLIC_URL, d.origin);
    const signedIn = await signInThere(browser, 'grace', `${PUBLIC_URL}/device/upstream?next=account`);
    assert.equal(signedIn.url, `${d.origin}/account`);
    assert.match(signedIn.text, /grace@staff\.example/);
  });

  test('the sign-in page offers Staff Login alone, and a posted password is refused', async () => {
    const browser = new TwoSiteBrowser(PUBLIC_URL, d.origin);
    const page = await browser.follow(`${PUBLIC_URL}/device/signin?next=admin`);
    assert.doesNotMatch(page.text, /type="password"/);
    assert.match(
      page.text,
      /<a class="button primary" href="\/device\/upstream\?next=admin">Continue with Staff Login<\/a>/,
    );
    // The page has no form to take a CSRF token from: the code page's is the session's too.
    const entry = await browser.follow(`${PUBLIC_URL}/device`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(entry.text)?.[1] ?? '';
    const posted = await browser.request(`${PUBLIC_URL}/device/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf,
        email: 'grace@staff.example',
        password: 'x',
        next: 'device',
      }).toString(),
    });
    assert.equal(posted.status, 403);
    assert.match(
      posted.text,
      /Passwords are not used on this service: continue with Staff Login to sign in\./,
    );
  });
});
