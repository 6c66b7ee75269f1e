/** The verification and account pages: security headers, CSRF, forgiving code entry, consent per scope. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { rowOf } from './rows.ts';
import { Harness, VIDEO_SCOPE } from './harness.ts';
import { expectRedirect } from './browser.ts';
import { SCOPES_EN } from '../../../src/provider/oauth/pages/words/scopes-en.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const grantState = async (userCode: string): Promise<string> =>
  (await rowOf<{ state: string }>(h, 'SELECT state FROM oauth_device_grants WHERE user_code = ?', userCode))
    ?.state ?? '';

test('pages carry CSP with frame-ancestors none, an HttpOnly SameSite=Lax cookie, no scripts and no CORS', async () => {
  const res = await fetch(`${h.origin}/device`, { headers: { Origin: 'null' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Content-Type'), 'text/html; charset=UTF-8');
  assert.match(res.headers.get('Content-Security-Policy') ?? '', /frame-ancestors 'none'/);
  assert.match(res.headers.get('Content-Security-Policy') ?? '', /default-src 'none'/);
  assert.equal(res.headers.get('X-Frame-Options'), 'DENY');
  const cookie = res.headers.get('Set-Cookie') ?? '';
  assert.match(cookie, /^provider_session=[A-Za-z0-9_-]{43};/);
  assert.match(cookie, /; HttpOnly/);
  assert.match(cookie, /; SameSite=Lax/);
  assert.match(cookie, /; Path=\//);
  for (const name of res.headers.keys()) assert.doesNotMatch(name, /^access-control-/i);
  const text = await res.text();
  assert.match(text, /<meta name="viewport" content="width=device-width, initial-scale=1"/);
  assert.doesNotMatch(text, /<script/i);
  // The one inline stylesheet is allowed by its hash, so the page is styled under the policy.
  const styles = [...text.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
  assert.equal(styles.length, 1);
  const hash = createHash('sha256').update(styles[0]!).digest('base64');
  assert.match(
    res.headers.get('Content-Security-Policy') ?? '',
    new RegExp(`style-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
  );
  const account = await fetch(`${h.origin}/account`, { headers: { Origin: 'null' }, redirect: 'manual' });
  for (const name of account.headers.keys()) assert.doesNotMatch(name, /^access-control-/i);
});

test('every form carries a CSRF token; a post without the right one is refused and changes nothing', async () => {
  const code = await h.requestCode();
  const browser = h.browser();
  const page = await browser.get('/device');
  assert.match(
    page.text,
    /<form method="post" action="\/device">\s*<input type="hidden" name="csrf" value="[^"]{43}"/,
  );
  for (const csrf of ['', 'wrong']) {
    const refused = await browser.post('/device', { user_code: code.user_code, csrf });
    assert.equal(refused.status, 403);
    assert.match(refused.text, /This page was open too long/);
  }
  const noCookie = h.browser();
  noCookie.last = page;
  assert.equal((await noCookie.post('/device', { user_code: code.user_code })).status, 403);
  // Nothing was recorded against the code or the session.
  assert.equal((await browser.get('/device/consent')).headers.get('Location'), '/device');
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
});

test('code entry forgives spaces, a missing dash and lower case', async () => {
  const code = await h.requestCode();
  const browser = h.browser();
  await browser.get('/device');
  const typed = `  ${code.user_code.replace('-', '').toLowerCase()} `;
  expectRedirect(await browser.post('/device', { user_code: typed }), '/device/signin');
});

test('verification_url_complete prefills the code but still asks the person to confirm it', async () => {
  const code = await h.requestCode();
  const browser = h.browser();
  const page = await browser.get(`/device?user_code=${code.user_code}`);
  assert.match(page.text, new RegExp(`name="user_code"\\s+type="text"\\s+value="${code.user_code}"`));
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
  expectRedirect(await browser.post('/device', { user_code: code.user_code }), '/device/signin');
});

test('unknown codes get clear words; a used code is named as used only to the browser that decided it', async () => {
  const browser = h.browser();
  await browser.get('/device');
  const unknown = await browser.post('/device', { user_code: 'BBBB-CCCC' });
  assert.equal(unknown.status, 400);
  assert.match(unknown.text, /That code isn&#39;t right\. Check the code on your device and try again\./);
  const code = await h.requestCode();
  const approver = h.browser();
  await approver.approve(code.user_code);
  const stranger = await browser.post('/device', { user_code: code.user_code });
  assert.equal(stranger.status, 400);
  assert.equal(stranger.text, unknown.text.replace('BBBB-CCCC', code.user_code));
  await approver.get('/device');
  const used = await approver.post('/device', { user_code: code.user_code });
  assert.equal(used.status, 409);
  assert.match(used.text, /That code has already been used/);
});

test('what a person types is shown back escaped', async () => {
  const browser = h.browser();
  await browser.get('/device');
  const page = await browser.post('/device', { user_code: '"><script>alert(1)</script>' });
  assert.equal(page.status, 400);
  assert.doesNotMatch(page.text, /<script>/);
  assert.match(page.text, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
});

test('consent names the app, says what each scope lets it do, and shows the code', async () => {
  const code = await h.requestCode(`openid ${VIDEO_SCOPE}`);
  const browser = h.browser();
  await browser.get('/device');
  await browser.post('/device', { user_code: code.user_code });
  await browser.get('/device/signin');
  const signedIn = await browser.post('/device/signin', {
    email: 'alice@example.com',
    password: 'alice',
    next: 'device',
  });
  expectRedirect(signedIn, '/device/consent');
  const consent = await browser.get('/device/consent');
  assert.equal(consent.status, 200);
  assert.match(consent.text, /<h1>Demo TV wants to access your account<\/h1>/);
  assert.match(consent.text, new RegExp(`<span class="shown-code">${code.user_code}</span>`));
  // What each scope lets the app do, not the public one-liners ("View the account.") that do not say.
  assert.match(consent.text, /See your video account: its channels, playlists and subscriptions/);
  assert.equal(
    SCOPES_EN.does.videoReadonly,
    'See your video account: its channels, playlists and subscriptions',
  );
  assert.doesNotMatch(consent.text, /View the account\./);
  assert.match(consent.text, /Know it is you: it gets the id of your account/);
  assert.match(consent.text, /name="decision" value="allow"/);
  assert.match(consent.text, /name="decision" value="deny"/);
});

test('unticking a scope grants the rest, and the token says what was granted', async () => {
  const code = await h.requestCode(`openid email ${VIDEO_SCOPE}`);
  const done = await h.browser().approve(code.user_code, { scopes: ['openid', VIDEO_SCOPE] });
  expectRedirect(done, '/device/done?result=allowed');
  const answer = await h.poll(code.device_code);
  assert.equal((answer.body as { scope: string }).scope, `openid ${VIDEO_SCOPE}`);
});

test('allowing with nothing ticked asks again; a scope that was not requested is refused', async () => {
  const code = await h.requestCode('openid email');
  const none = await h.browser().approve(code.user_code, { scopes: [] });
  assert.equal(none.status, 400);
  assert.match(none.text, /Tick at least one thing to allow, or choose Deny\./);
  // The boxes come back as they were sent: every one unticked, none ticked again behind the person's back.
  assert.equal([...none.text.matchAll(/type="checkbox"/g)].length, 2);
  assert.doesNotMatch(none.text, /\bchecked\b/);
  const other = await h.requestCode('openid');
  const tampered = await h.browser().approve(other.user_code, { scopes: ['openid', 'email'] });
  assert.equal(tampered.status, 400);
  assert.equal(await grantState(other.user_code), '{"kind":"pending"}');
});

test('a signed-in person entering another code goes straight to consent, and sign-in changes the session id', async () => {
  const browser = h.browser();
  await browser.get('/device/signin');
  const before = browser.cookie;
  await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' });
  assert.notEqual(browser.cookie, before);
  const code = await h.requestCode();
  await browser.get('/device');
  expectRedirect(await browser.post('/device', { user_code: code.user_code }), '/device/consent');
});

test('the done page tells the person to go back to the device', async () => {
  const page = await h.browser().get('/device/done?result=allowed');
  assert.match(page.text, /You can go back to your device now/);
});

test('account: sign-in first; lists apps with access; Remove access needs CSRF; sign out ends the session', async () => {
  const tokens = await h.signedIn();
  const browser = h.browser();
  expectRedirect(await browser.get('/account'), '/device/signin?next=account');
  await browser.get('/device/signin?next=account');
  expectRedirect(
    await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'account' }),
    '/account',
  );
  const account = await browser.get('/account');
  assert.match(account.text, /<h2>Demo TV<\/h2>/);
  assert.match(account.text, /Remove access for Demo TV/);
  assert.equal((await browser.post('/account/remove', { client_id: 'demo-tv', csrf: 'forged' })).status, 403);
  assert.equal(await h.resourceStatus(tokens.access_token), 200);
  expectRedirect(await browser.post('/account/remove', { client_id: 'demo-tv' }), '/account?removed=demo-tv');
  const after = await browser.get('/account?removed=demo-tv');
  assert.match(after.text, /Demo TV no longer has access\./);
  assert.doesNotMatch(after.text, /<h2>Demo TV<\/h2>/);
  assert.equal(await h.resourceStatus(tokens.access_token), 401);
  expectRedirect(await browser.post('/account/signout', {}), '/device');
  expectRedirect(await browser.get('/account'), '/device/signin?next=account');
});

test('a policy applies just the same when the person signed in before entering the code', async () => {
  const browser = h.browser();
  await browser.get('/device/signin');
  await browser.post('/device/signin', { email: 'bob@other.example', password: 'bob', next: 'device' });
  const code = await h.requestCode(`openid ${VIDEO_SCOPE}`);
  await browser.get('/device');
  expectRedirect(await browser.post('/device', { user_code: code.user_code }), '/device/consent');
  const page = await browser.get('/device/consent');
  assert.equal(page.status, 200);
  assert.match(page.text, /Your administrator does not allow this account to give Demo TV/);
  const ended = await browser.post('/device/consent', { decision: 'give_up' });
  assert.equal(ended.status, 403);
  assert.match(ended.text, /Your administrator does not allow this account to give Demo TV/);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 400);
  assert.equal((answer.body as { error: string }).error, 'admin_policy_enforced');
});

test('a code that expires while the consent screen is open is refused with clear words, and stays expired', async () => {
  const code = await h.requestCode();
  const browser = h.browser();
  await browser.get('/device');
  await browser.post('/device', { user_code: code.user_code });
  await browser.get('/device/signin');
  await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' });
  assert.equal((await browser.get('/device/consent')).status, 200);
  h.wait(code.expires_in);
  const late = await browser.post('/device/consent', { decision: 'allow', scope: ['openid', VIDEO_SCOPE] });
  assert.equal(late.status, 410);
  assert.match(late.text, /This code has expired\. Your TV shows a new code by itself: enter that one\./);
  const answer = await h.poll(code.device_code);
  assert.deepEqual(answer.body, {
    error: 'expired_token',
    error_description: 'The device code has expired.',
  });
});
