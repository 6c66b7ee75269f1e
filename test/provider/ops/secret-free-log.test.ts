/**
 * Nothing secret reaches the log (docs/operating.md#logs): every kind of secret the provider knows goes
 * through its endpoints, in the places a client puts it (form fields, headers, cookies, query strings, the
 * pages' forms, a push), with the log written at its most verbose, and the whole log is searched for each.
 * The same for what the administration commands and /admin print once: set-password links, the passwords
 * chosen through them, client secrets and receiver credentials.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resetLogOutput, useLogOutput } from '../../../src/provider/ops/log.ts';
import { PUSH_METHOD, SetHarness, startPushReceiver, STATUS } from '../secevents/harness.ts';
import { TV } from '../oauth/harness.ts';
import { Deployment, linkIn, printed } from '../self-hosting/deployment.ts';

/** The log written from now on, at its most verbose. */
function captureLog(): string[] {
  const written: string[] = [];
  useLogOutput({ format: 'json', level: 'debug', sink: { write: (chunk) => written.push(chunk) } });
  return written;
}

/** Asserts that the log holds a request line for each route, and none of the secrets. */
function assertSecretFree(
  written: readonly string[],
  routes: readonly string[],
  secrets: Map<string, string>,
): void {
  const log = written.join('');
  const lines = log.split('\n').filter(Boolean);
  // The capture saw the requests: each line of each endpoint used.
  const logged = new Set(lines.map((line) => (JSON.parse(line) as { route?: string }).route));
  for (const route of routes) assert.ok(logged.has(route), route);
  for (const [what, secret] of secrets) {
    assert.ok(secret.length >= 5, what);
    assert.ok(!log.includes(secret), `${what} is in the log`);
  }
}

test('every secret sent through the endpoints is absent from the log', async () => {
  const written = captureLog();
  const receiver = await startPushReceiver([202]);
  const set = await SetHarness.start({ webhookHosts: [receiver.origin], modules: ['video'] });
  const secrets = new Map<string, string>();
  try {
    const { h } = set;
    const credential = await set.stream('demo-tv', { method: PUSH_METHOD, endpoint_url: receiver.url });
    secrets.set('receiver credential', credential);
    secrets.set('client secret', TV.client_secret);
    assert.equal((await set.call('GET', STATUS, { auth: `Bearer ${credential}` })).status, 200);

    const code = await h.requestCode();
    secrets.set('device code', code.device_code);
    secrets.set('user code', code.user_code);
    secrets.set('user code without its dash', code.user_code.replace('-', ''));
    assert.equal((await h.poll(code.device_code)).status, 428);
    const wrongSecret = await h.poll(code.device_code, { ...TV, client_secret: 'not-the-secret-3f9c' });
    assert.equal(wrongSecret.status, 401);
    secrets.set('a wrong client secret', 'not-the-secret-3f9c');

    const phone = h.browser();
    await phone.get('/device/signin');
    const wrong = await phone.post('/device/signin', {
      email: 'alice@example.com',
      password: 'wrong-pw-8d2e',
    });
    assert.equal(wrong.status, 401);
    secrets.set('a wrong password', 'wrong-pw-8d2e');
    assert.equal((await phone.approve(code.user_code, { password: 'alice' })).status, 303);
    secrets.set('a password', 'alice');
    secrets.set('the session cookie', (phone.cookie ?? '').split('=')[1] ?? '');
    secrets.set('a CSRF token', phone.last?.csrf ?? '');

    h.wait(code.interval);
    const answer = await h.poll(code.device_code);
    assert.equal(answer.status, 200);
    const tokens = answer.body as { access_token: string; refresh_token: string; id_token: string };
    secrets.set('an access token', tokens.access_token);
    secrets.set('a refresh token', tokens.refresh_token);
    secrets.set('an ID token', tokens.id_token);
    assert.equal(await h.resourceStatus(tokens.access_token), 200);
    assert.equal(await h.userinfoStatus(tokens.access_token), 200);
    const inQuery = await fetch(
      `${h.origin}/video/v3/channels?part=id&mine=true&access_token=${tokens.access_token}`,
    );
    assert.equal(inQuery.status, 200);

    const refreshed = await h.refresh(tokens.refresh_token);
    assert.equal(refreshed.status, 200);
    secrets.set('a refreshed access token', (refreshed.body as { access_token: string }).access_token);
    // "Remove access" on the account page: a security event token is pushed to the receiver.
    await phone.get('/account');
    assert.equal((await phone.post('/account/remove', { client_id: 'demo-tv' })).status, 303);
    await set.provider.transmitter.settled();
    // The token in revoke's query string (the README's dialect); removed with the access, it is unknown now.
    const revoked = await fetch(`${h.origin}/revoke?token=${tokens.refresh_token}`, { method: 'POST' });
    assert.equal(revoked.status, 400);
    const pushed = receiver.posts[0]?.body;
    assert.ok(pushed !== undefined, 'the revocation was pushed');
    secrets.set('a security event token', pushed);
  } finally {
    await set.close();
    await receiver.close();
    resetLogOutput();
  }
  assertSecretFree(
    written,
    ['/token', '/device/code', '/device/signin', '/revoke', '/video/v3/channels', STATUS],
    secrets,
  );
});

test('the links, secrets and passwords that commands and /admin print once are absent from the log', async () => {
  const written = captureLog();
  const d = await Deployment.start();
  const secrets = new Map<string, string>();
  const link = (what: string, value: string): string => {
    secrets.set(what, value);
    secrets.set(`${what}'s token`, new URL(value).searchParams.get('token') ?? '');
    return value;
  };
  try {
    const root = link('create-admin’s link', linkIn(await d.run('create-admin', 'root@tv-auth.example')));
    const admin = d.browser();
    assert.equal((await d.setPassword(admin, root, 'pale kettle of winter fish')).location, '/admin');
    secrets.set('a password chosen through a link', 'pale kettle of winter fish');
    link('add-user’s link', linkIn(await d.run('add-user', 'dana@tv-auth.example')));
    link('reset-password’s link', linkIn(await d.run('reset-password', 'dana@tv-auth.example')));
    const client = await d.run('add-client', '--name', 'Hall TV', '--type', 'tv');
    const clientId = printed(client, 'client_id');
    secrets.set('add-client’s secret', printed(client, 'client_secret'));
    const rotated = await d.run('rotate-client-secret', clientId);
    secrets.set('rotate-client-secret’s secret', printed(rotated, 'client_secret'));
    const credential = await d.run('issue-receiver-credential', clientId);
    secrets.set('a receiver credential', credential.lines[1] ?? '');

    await admin.get('/admin');
    const added = await admin.post('/admin/people', { email: 'erin@tv-auth.example', name: 'Erin', org: '' });
    link('/admin’s link', /<p class="secret">(https:\/\/[^<]+)<\/p>/.exec(added.text)?.[1] ?? '');
    await admin.get('/admin/clients');
    const made = await admin.post('/admin/clients', { name: 'Den TV', type: 'tv', org: '', limit: 'all' });
    const shown = [...made.text.matchAll(/<p class="secret">([^<]+)<\/p>/g)].map((m) => m[1] ?? '');
    secrets.set('/admin’s client secret', shown[1] ?? '');
  } finally {
    await d.close();
    resetLogOutput();
  }
  assertSecretFree(written, ['/account/setup', '/admin/people', '/admin/clients'], secrets);
});
