/**
 * Running it for real (README, "Running it for real"; docs/operating.md): a provider on a new database
 * file behind a public URL that is not loopback starts empty, and is administered from the command line.
 * An administrator made with create-admin signs in after choosing a password on their link; a client made
 * with add-client --scopes "openid email" completes the device flow for a person made with add-user, and
 * any other scope is invalid_scope; a rotated secret refuses the old one; a removed client's refresh token
 * stops working and its receiver hears of it. Under `npm run test:postgres` on a new PostgreSQL database.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { CLIENT_CACHE_MS } from '../../../src/provider/oauth/clients/store/clients-store.ts';
import { EVENT_TYPES } from '../../../src/provider/secevents/services/set-claims.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import type { PageBrowser } from '../oauth/browser.ts';
import { Deployment, linkIn, printed, PUBLIC_URL, type ClientCredentials } from './deployment.ts';

/** What a new database holds without demo data: its bookkeeping, a signing key, the books catalogue. */
const NOT_PEOPLE_DATA = /^(schema_migrations|oauth_signing_keys|books_volumes(_fts.*)?)$/;

async function tablesWithRows(sql: SqlAccess): Promise<string[]> {
  const names = await sql
    .prepare({
      sqlite: "SELECT name FROM sqlite_master WHERE type = 'table'",
      postgres:
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
    })
    .column<string>();
  const filled: string[] = [];
  for (const name of names) {
    if ((await sql.prepare(`SELECT 1 FROM "${name}" LIMIT 1`).get()) !== undefined) filled.push(name);
  }
  return filled;
}

let d: Deployment;
let admin: PageBrowser;
let carol: PageBrowser;
let client: ClientCredentials;
let refreshToken: string;
let accessToken: string;

before(async () => {
  d = await Deployment.start();
});
after(() => d.close());

describe('a provider that starts empty and is administered', () => {
  test('a new database behind a non-loopback URL holds no demo data: no client, no person, no resource data', async () => {
    assert.equal(d.settings.demo, false, 'PROVIDER_DEMO defaults to 0 for https://tv-auth.example');
    assert.equal(d.provider.demo, false);
    for (const store of d.provider.stores) {
      assert.deepEqual(
        (await tablesWithRows(store)).filter((name) => !NOT_PEOPLE_DATA.test(name)),
        [],
      );
    }
    const demoTv = await d.form('/device/code', { client_id: 'demo-tv', scope: 'openid' });
    assert.equal(demoTv.status, 401);
    assert.equal(demoTv.body.error, 'invalid_client');
    const browser = d.browser();
    await browser.get('/device/signin');
    const alice = await browser.post('/device/signin', {
      email: 'alice@example.com',
      password: 'alice',
      next: 'device',
    });
    assert.equal(alice.status, 401);
    assert.deepEqual((await d.run('list-clients')).lines, []);
  });

  test('an administrator made with create-admin signs in after setting a password through the link', async () => {
    const made = await d.run('create-admin', 'Root@TV-Auth.example');
    const link = linkIn(made);
    assert.match(
      made.lines[0] ?? '',
      /^administrator root@tv-auth\.example created: set a password within 24 hours, once, at https:\/\/tv-auth\.example\/account\/setup\?token=/,
    );
    admin = d.browser();
    const common = await d.setPassword(admin, link, 'Password2024!');
    assert.equal(common.status, 400);
    assert.match(common.text, /one of the passwords people choose most often/);
    const short = await admin.post('/account/setup', {
      token: new URL(link).searchParams.get('token') ?? '',
      password: 'tiny',
      confirm: 'tiny',
    });
    assert.match(short.text, /Use at least 12 characters/);
    const chosen = await d.setPassword(admin, link, 'pale kettle of winter fish');
    assert.equal(chosen.status, 303, chosen.text);
    assert.equal(chosen.location, '/admin');
    const people = await admin.get('/admin');
    assert.equal(people.status, 200);
    assert.match(people.text, /<h2>root@tv-auth\.example<\/h2>/);
    assert.match(
      people.text,
      /<td>command line \([^)]*\)<\/td>\s*<td>added administrator root@tv-auth\.example<\/td>/,
    );
    assert.match(
      people.text,
      /<td>root@tv-auth\.example<\/td>\s*<td>set their password root@tv-auth\.example<\/td>/,
    );
    assert.equal((await d.browser().get(d.pathOf(link))).status, 410, 'the link works once');
    const again = d.browser();
    await again.get('/device/signin?next=admin');
    const signedIn = await again.post('/device/signin', {
      email: 'root@tv-auth.example',
      password: 'pale kettle of winter fish',
      next: 'admin',
    });
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get('Location'), '/admin');
  });

  test('a client made with add-client --scopes "openid email" completes the device flow for a person made with add-user; any other scope is invalid_scope', async () => {
    const added = await d.run(
      'add-client',
      '--name',
      'Living room TV',
      '--type',
      'tv',
      '--scopes',
      'openid email',
    );
    assert.equal(added.code, 0);
    assert.equal(added.lines.length, 2);
    client = { client_id: printed(added, 'client_id'), client_secret: printed(added, 'client_secret') };
    assert.match(client.client_id, /^living-room-tv-[0-9a-f]{8}$/);
    assert.match(client.client_secret, /^[\w-]{43}$/);
    assert.deepEqual((await d.run('list-clients')).lines, [
      `${client.client_id}\ttv\tLiving room TV\t-\topenid email`,
    ]);

    const link = linkIn(await d.run('add-user', 'carol@tv-auth.example', '--name', 'Carol'));
    carol = d.browser();
    const set = await d.setPassword(carol, link, 'seven blue herons at dawn');
    assert.equal(set.location, '/account');

    const code = await d.requestCode(client, 'openid email');
    assert.equal(code.verification_url, `${PUBLIC_URL}/device`);
    const allowed = await carol.approve(code.user_code, {
      email: 'carol@tv-auth.example',
      password: 'seven blue herons at dawn',
    });
    assert.equal(allowed.headers.get('Location'), '/device/done?result=allowed', allowed.text);
    d.clock.advance(code.interval * 1000);
    const tokens = await d.poll(client, code.device_code);
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    assert.equal(tokens.body.scope, 'openid email');
    refreshToken = String(tokens.body.refresh_token);
    accessToken = String(tokens.body.access_token);
    assert.equal(decodeJwt(String(tokens.body.id_token)).email, 'carol@tv-auth.example');

    for (const scope of ['openid profile', 'openid https://api.example.com/auth/video.readonly']) {
      const other = await d.form('/device/code', { client_id: client.client_id, scope });
      assert.equal(other.status, 400);
      assert.deepEqual(other.body, {
        error: 'invalid_scope',
        error_description: `Not allowed for this client: ${scope.split(' ')[1]}`,
      });
    }
  });

  test('a rotated secret refuses the old one', async () => {
    const rotated = await d.run('rotate-client-secret', client.client_id);
    assert.equal(rotated.lines.length, 1);
    const fresh = { ...client, client_secret: printed(rotated, 'client_secret') };
    // The running provider believes a client row it read for CLIENT_CACHE_MS; a command is another process.
    d.clock.advance(CLIENT_CACHE_MS);
    const old = await d.refresh(client, refreshToken);
    assert.equal(old.status, 401);
    assert.equal(old.body.error, 'invalid_client');
    assert.equal((await d.refresh(fresh, refreshToken)).status, 200);
    client = fresh;
  });

  test('a removed client’s refresh token stops working, and its receiver hears token-revoked for each person', async () => {
    const credential = (await d.run('issue-receiver-credential', client.client_id)).lines[1] ?? '';
    const stream = await fetch(`${d.origin}/secevents/v1/stream`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        delivery: { method: 'urn:ietf:rfc:8936' },
        events_requested: [EVENT_TYPES['token-revoked']],
      }),
    });
    assert.equal(stream.status, 200, await stream.text());

    const removed = await d.run('remove-client', client.client_id);
    assert.deepEqual(removed.lines, [
      `removed Living room TV (${client.client_id}): its tokens are revoked for 1 person, and its receiver is told`,
    ]);
    const refused = await d.refresh(client, refreshToken);
    assert.deepEqual([refused.status, refused.body.error], [400, 'invalid_grant'], 'revoked at once');
    d.clock.advance(CLIENT_CACHE_MS);
    assert.equal((await d.refresh(client, refreshToken)).status, 401, 'and the client is unknown');
    const userinfo = await fetch(`${d.origin}/userinfo`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    assert.equal(userinfo.status, 401);

    const poll = await fetch(`${d.origin}/secevents/v1/poll`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { sets } = (await poll.json()) as { sets: Record<string, string> };
    const carolId = await d.provider.sql
      .prepare("SELECT id FROM oauth_users WHERE email = 'carol@tv-auth.example'")
      .value<string>();
    assert.deepEqual(
      Object.values(sets).map((set) => {
        const claims = decodeJwt(set);
        return [claims.aud, Object.keys(claims.events as object), (claims.sub_id as { sub: string }).sub];
      }),
      [[client.client_id, [EVENT_TYPES['token-revoked']], carolId]],
    );
    assert.deepEqual((await d.run('list-clients')).lines, []);
  });

  test('/admin lists what the commands did, with who did it and when', async () => {
    const clients = await admin.get('/admin/clients');
    assert.equal(clients.status, 200);
    for (const what of [
      'added client',
      'rotated the secret of',
      'issued a receiver credential for',
      'removed client',
    ]) {
      assert.match(
        clients.text,
        new RegExp(`<td>command line \\([^)]*\\)</td>\\s*<td>${what} Living room TV`),
      );
    }
    assert.match(clients.text, /No clients yet/);
  });
});
