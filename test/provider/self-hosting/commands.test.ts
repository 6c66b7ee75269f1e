/**
 * The administration commands' edges (docs/identity.md#clients, #people; README, Commands): a value they
 * cannot read is a usage error (2) in one line, an argument that names nothing or a refusal is 1 in one
 * line, and with local passwords off no set-password link is made at all.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Deployment, PUBLIC_URL } from './deployment.ts';

test('what cannot be read is 2, what names nothing or is refused is 1, each in one line', async () => {
  const d = await Deployment.start();
  try {
    const outcome = async (...words: [string, ...string[]]) => {
      const { code, lines } = await d.run(...words);
      return { code, lines };
    };
    assert.deepEqual(await outcome('add-user', 'not-an-email'), {
      code: 2,
      lines: ['"not-an-email" is not an email address'],
    });
    assert.deepEqual(await outcome('add-client', '--name', 'X', '--type', 'phone'), {
      code: 2,
      lines: ['the type must be tv, web or service, not "phone"'],
    });
    assert.deepEqual(await outcome('add-client', '--name', 'X', '--type', 'tv', '--org', 'not a domain'), {
      code: 2,
      lines: ['the organization must be a domain such as example.com, not "not a domain"'],
    });
    assert.deepEqual(await outcome('add-client', '--name', 'X', '--type', 'tv', '--scopes', 'openid nope'), {
      code: 2,
      lines: ["unknown scope nope (full scope ids, as discovery's scopes_supported lists them)"],
    });
    const missing = await outcome('add-client', '--type', 'tv');
    assert.equal(missing.code, 2);
    assert.equal(
      missing.lines[0],
      'usage: add-client --name <display name> --type <tv|web|service> [--org <domain>] [--scopes <space-separated full scope ids>] [--public-key-file <path>]',
    );

    assert.equal((await outcome('add-user', 'hal@tv-auth.example', '--name', 'Hal')).code, 0);
    assert.deepEqual(await outcome('add-user', 'HAL@tv-auth.example'), {
      code: 1,
      lines: ['hal@tv-auth.example already has an account; reset-password gives it a new link'],
    });
    assert.match(
      (await outcome('create-admin', 'hal@tv-auth.example')).lines[0] ?? '',
      /^hal@tv-auth\.example is now an administrator: set a password/,
    );
    assert.match(
      (await outcome('create-admin', 'hal@tv-auth.example')).lines[0] ?? '',
      /^hal@tv-auth\.example was already an administrator: set a password/,
    );
    assert.deepEqual(await outcome('reset-password', 'nobody@tv-auth.example'), {
      code: 1,
      lines: ['no account has the email address nobody@tv-auth.example'],
    });
    for (const name of ['remove-client', 'rotate-client-secret']) {
      assert.deepEqual(await outcome(name, 'nobody'), { code: 1, lines: ['no client "nobody"'] });
    }
    const org = await d.run('add-client', '--name', 'Lobby screen', '--type', 'tv', '--org', 'Staff.Example');
    assert.deepEqual((await d.run('list-clients')).lines, [
      `${org.lines[0]?.slice('client_id '.length) ?? ''}\ttv\tLobby screen\tstaff.example\t(every scope the server allows)`,
    ]);
  } finally {
    await d.close();
  }
});

test('through npm run provider’s entry point: the two lines of add-client on stdout, a refusal on stderr', () => {
  const folder = mkdtempSync(join(tmpdir(), 'provider-commands-'));
  try {
    const env = {
      ...process.env,
      PROVIDER_DB: join(folder, 'provider.sqlite'),
      PROVIDER_DATABASE_URL: '',
      PROVIDER_PUBLIC_URL: PUBLIC_URL,
      PROVIDER_DEMO: '',
    };
    const provider = (...words: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/provider/main.ts', ...words], {
        env,
        encoding: 'utf8',
      });
    const added = provider('add-client', '--name', 'Hall TV', '--type', 'tv', '--scopes', 'openid email');
    assert.equal(added.status, 0, added.stderr);
    assert.match(added.stdout, /^client_id hall-tv-[0-9a-f]{8}\nclient_secret [\w-]{43}\n$/);
    assert.equal(added.stderr, '');
    const refused = provider('remove-client', 'demo-tv');
    assert.deepEqual([refused.status, refused.stdout, refused.stderr], [1, '', 'no client "demo-tv"\n']);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('with local passwords off, nobody gets a link: they sign in upstream', async () => {
  const d = await Deployment.start({
    // Never asked here: discovery waits for the first sign-in.
    PROVIDER_UPSTREAM_OIDC: 'https://login.staff.example',
    PROVIDER_UPSTREAM_CLIENT_ID: 'tv-auth',
    PROVIDER_UPSTREAM_NAME: 'Staff Login',
    PROVIDER_LOCAL_PASSWORDS: '0',
  });
  try {
    assert.deepEqual((await d.run('create-admin', 'ivy@tv-auth.example')).lines, [
      'administrator ivy@tv-auth.example created: signs in with Staff Login (local passwords are off)',
    ]);
    assert.deepEqual(await d.run('reset-password', 'ivy@tv-auth.example'), {
      code: 1,
      lines: ['local passwords are off (PROVIDER_LOCAL_PASSWORDS=0): people sign in with Staff Login'],
    });
    const page = await d.browser().get('/account/setup?token=anything');
    assert.equal(page.status, 403);
    assert.match(
      page.text,
      /People sign in with Staff Login on this service, so there is no password to set\./,
    );
  } finally {
    await d.close();
  }
});
