/**
 * The verification page's choices (docs/provider.md#pages): a policy leaves the person choices and ends a code
 * only when they choose; stale tabs say what happened; switching account keeps the code; consent says who
 * asked, from where and when, and what the TV does with each scope.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { rowOf } from './rows.ts';
import { Harness, VIDEO_SCOPE } from './harness.ts';
import { expectRedirect, type PageBrowser } from './browser.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const INTERNAL = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' };

const grantState = async (userCode: string): Promise<string> =>
  (await rowOf<{ state: string }>(h, 'SELECT state FROM oauth_device_grants WHERE user_code = ?', userCode))
    ?.state ?? '';

/** A browser that entered `userCode` and signed in as `who`, now on the consent page. */
async function atConsent(userCode: string, who: 'alice' | 'bob'): Promise<PageBrowser> {
  const browser = h.browser();
  await browser.get('/device');
  await browser.post('/device', { user_code: userCode });
  const email = who === 'alice' ? 'alice@example.com' : 'bob@other.example';
  await browser.post('/device/signin', { email, password: who, next: 'device' });
  const consent = await browser.get('/device/consent');
  assert.equal(consent.status, 200, consent.text);
  return browser;
}

test('some scopes forbidden: the page names them and "Allow the rest" grants only the others', async () => {
  const code = await h.requestCode(`openid email ${VIDEO_SCOPE}`);
  const browser = await atConsent(code.user_code, 'bob');
  const page = browser.last!;
  assert.match(page.text, /Your administrator does not allow this account to give Demo TV:/);
  assert.match(page.text, /See your video account: its channels, playlists and subscriptions/);
  const offered = [...page.text.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(offered, ['openid', 'email']);
  assert.match(page.text, />Allow the rest</);
  assert.match(page.text, />Use another account</);
  assert.match(page.text, />Don&#39;t connect</);
  // The same choice is not offered twice under two names.
  assert.doesNotMatch(page.text, />Switch account</);
  // The page was shown and nothing ended: the device still hears pending.
  assert.equal((await h.poll(code.device_code)).status, 428);
  // A forbidden scope slipped into the form is refused, and changes nothing.
  assert.equal(
    (await browser.post('/device/consent', { decision: 'allow', scope: VIDEO_SCOPE })).status,
    400,
  );
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
  expectRedirect(
    await browser.post('/device/consent', { decision: 'allow', scope: ['openid', 'email'] }),
    '/device/done?result=allowed',
  );
  h.wait(code.interval);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 200);
  assert.equal((answer.body as { scope: string }).scope, 'openid email');
});

test('"Use another account" keeps the code pending, signs the browser out and asks to sign in for the same code', async () => {
  const code = await h.requestCode(`openid ${VIDEO_SCOPE}`);
  const browser = await atConsent(code.user_code, 'bob');
  const bobsCookie = browser.cookie;
  expectRedirect(await browser.post('/device/consent', { decision: 'switch' }), '/device/signin');
  assert.notEqual(browser.cookie, bobsCookie);
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
  const signIn = await browser.get('/device/signin');
  assert.match(
    signIn.text,
    new RegExp(
      `Sign in to connect Demo TV with the code\\s*<span class="shown-code">${code.user_code}</span>`,
    ),
  );
  expectRedirect(await browser.get('/account'), '/device/signin?next=account');
  await browser.get('/device/signin');
  expectRedirect(
    await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' }),
    '/device/consent',
  );
  const consent = await browser.get('/device/consent');
  assert.match(consent.text, /alice@example\.com/);
  assert.doesNotMatch(consent.text, /Your administrator/);
});

test('the consent footer\'s "Switch account" goes to the sign-in form for the same code, then back to its consent', async () => {
  const code = await h.requestCode();
  const browser = await atConsent(code.user_code, 'alice');
  assert.match(
    browser.last!.text,
    /Not alice@example\.com\?\s*<button class="link" type="submit" name="decision" value="switch">/,
  );
  assert.doesNotMatch(browser.last!.text, /href="\/account">Switch account/);
  expectRedirect(await browser.post('/device/consent', { decision: 'switch' }), '/device/signin');
  await browser.get('/device/signin');
  await browser.post('/device/signin', { email: 'bob@other.example', password: 'bob', next: 'device' });
  const consent = await browser.get('/device/consent');
  assert.equal(consent.status, 200);
  assert.match(consent.text, /bob@other\.example/);
  assert.match(consent.text, new RegExp(code.user_code));
});

test('every requested scope forbidden: no Allow, and the code ends only when the person chooses "Don\'t connect"', async () => {
  const code = await h.requestCode(VIDEO_SCOPE);
  const browser = await atConsent(code.user_code, 'bob');
  assert.doesNotMatch(browser.last!.text, /value="allow"/);
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
  const ended = await browser.post('/device/consent', { decision: 'give_up' });
  assert.equal(ended.status, 403);
  assert.match(ended.text, /Your administrator does not allow this account to give Demo TV/);
  assert.equal(((await h.poll(code.device_code)).body as { error: string }).error, 'admin_policy_enforced');
  // The words about why went to that browser only: another session, even bob's, hears only a wrong code.
  const other = h.browser();
  await other.get('/device');
  await other.post('/device/signin', { email: 'bob@other.example', password: 'bob', next: 'device' });
  await other.get('/device');
  const later = await other.post('/device', { user_code: code.user_code });
  assert.equal(later.status, 400);
  assert.doesNotMatch(later.text, /administrator|already been used/);
  await browser.get('/device');
  assert.equal((await browser.post('/device', { user_code: code.user_code })).status, 409);
});

test('org_internal: bob is offered another account or not connecting; signing in as alice then connects', async () => {
  const code = await h.requestCode('openid', 'demo-internal');
  const browser = await atConsent(code.user_code, 'bob');
  assert.match(browser.last!.text, /Example Internal TV can only be used with accounts of example\.com/);
  assert.doesNotMatch(browser.last!.text, /value="allow"/);
  assert.equal((await h.poll(code.device_code, INTERNAL)).status, 428);
  expectRedirect(await browser.post('/device/consent', { decision: 'switch' }), '/device/signin');
  await browser.get('/device/signin');
  await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' });
  await browser.get('/device/consent');
  expectRedirect(
    await browser.post('/device/consent', { decision: 'allow', scope: 'openid' }),
    '/device/done?result=allowed',
  );
  h.wait(code.interval);
  assert.equal((await h.poll(code.device_code, INTERNAL)).status, 200);
});

test('Allow on a second tab for a code already allowed says "Already connected"', async () => {
  const code = await h.requestCode();
  const browser = await atConsent(code.user_code, 'alice');
  const secondTab = browser.last!;
  expectRedirect(
    await browser.post('/device/consent', { decision: 'allow', scope: ['openid', VIDEO_SCOPE] }),
    '/device/done?result=allowed',
  );
  browser.last = secondTab;
  const again = await browser.post('/device/consent', { decision: 'allow', scope: ['openid', VIDEO_SCOPE] });
  assert.equal(again.status, 200);
  assert.match(again.text, /<h1>Already connected<\/h1>/);
  assert.doesNotMatch(again.text, /Connect a device/);
});

test('Allow after signing out in another tab says so and offers to sign in again for the same code', async () => {
  const code = await h.requestCode();
  const browser = await atConsent(code.user_code, 'alice');
  const consentTab = browser.last!;
  await browser.get('/account');
  expectRedirect(await browser.post('/account/signout', {}), '/device');
  browser.last = consentTab;
  const late = await browser.post('/device/consent', {
    decision: 'allow',
    scope: ['openid', VIDEO_SCOPE],
    user_code: code.user_code,
  });
  assert.equal(late.status, 403);
  assert.match(late.text, /You signed out in another tab/);
  assert.match(late.text, new RegExp(`name="user_code" value="${code.user_code}"`));
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
  expectRedirect(await browser.post('/device', { user_code: code.user_code }), '/device/signin');
});

test('consent says who asked, when and from which network, warns, and binds Allow to the grant it shows', async () => {
  const code = await h.requestCode(`openid ${SCOPES.calendarReadonly} ${VIDEO_SCOPE}`);
  h.wait(150);
  const browser = await atConsent(code.user_code, 'alice');
  const text = browser.last!.text;
  assert.match(text, /Requested by Demo TV \(demo-tv\) 2 minutes ago, from network 127\.0\.0\.0\/24\./);
  assert.match(text, /Only continue if you started this on a device you own\./);
  assert.match(
    text,
    /See every calendar you can open, and its events<span class="scope-use">The TV shows your calendar&#39;s agenda\.<\/span>/,
  );
  assert.match(
    text,
    /See your video account: its channels, playlists and subscriptions<span class="scope-use">The TV shows your video channels\.<\/span>/,
  );
  const grant = browser.last!.grant;
  assert.match(grant ?? '', /^\d+$/);
  // A forged grant id, without this browser's proof of having been shown it, is refused and decides nothing.
  const forged = await browser.post('/device/consent', {
    decision: 'allow',
    scope: ['openid'],
    grant: String(Number(grant) + 1),
  });
  assert.equal(forged.status, 403);
  assert.match(forged.text, /This page was open too long/);
  assert.equal(await grantState(code.user_code), '{"kind":"pending"}');
});

test('two tabs, two codes: Allow in the first decides its own code, and the second tab can still allow its own', async () => {
  const first = await h.requestCode();
  const browser = await atConsent(first.user_code, 'alice');
  const firstTab = browser.last!;
  const second = await h.requestCode();
  await browser.get('/device');
  expectRedirect(await browser.post('/device', { user_code: second.user_code }), '/device/consent');
  const secondTab = await browser.get('/device/consent');
  assert.match(secondTab.text, new RegExp(`<span class="shown-code">${second.user_code}</span>`));
  browser.last = firstTab;
  expectRedirect(
    await browser.post('/device/consent', { decision: 'allow', scope: ['openid'] }),
    '/device/done?result=allowed',
  );
  assert.match(await grantState(first.user_code), /^\{"kind":"granted"/);
  assert.equal(await grantState(second.user_code), '{"kind":"pending"}');
  browser.last = secondTab;
  expectRedirect(
    await browser.post('/device/consent', { decision: 'allow', scope: ['openid'] }),
    '/device/done?result=allowed',
  );
  assert.match(await grantState(second.user_code), /^\{"kind":"granted"/);
  h.wait(first.interval);
  assert.equal((await h.poll(first.device_code)).status, 200);
  assert.equal((await h.poll(second.device_code)).status, 200);
});
