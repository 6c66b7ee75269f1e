/**
 * `npm run provider -- disable-account <email>` and `enable-account <email>` (docs/identity.md#administration):
 * they act on the database a running provider uses, which refuses the account at once; one line of output
 * each; an unknown address exits 1 with one line, a missing one is a usage error (2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Harness, TEST_SCRYPT_COST } from './harness.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { runCommand } from '../../../src/provider/cli/run.ts';
import { defaultSettings } from '../../../src/provider/settings.ts';
import { SecurityEvents, type SecurityEvent } from '../../../src/provider/oauth/events/security-events.ts';
import { DEMO_USERS } from '../../../src/provider/oauth/demo.ts';

async function signInStatus(h: Harness): Promise<number> {
  const browser = h.browser();
  await browser.get('/device/signin');
  return (
    await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' })
  ).status;
}

// The running provider and the command share a database file here; on PostgreSQL each provider under test has
// a schema of its own (the entry-point test below runs the commands on PostgreSQL itself).
const onFile = { skip: POSTGRES_URL === '' ? false : 'a database file is SQLite' };

test(
  'the commands change the database a running provider reads: disabled at once, one line each, account-disabled raised',
  onFile,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'provider-accounts-'));
    const dbPath = join(dir, 'provider.sqlite');
    const h = await Harness.start({ dbPath });
    try {
      const tokens = await h.signedIn();
      const settings = { ...defaultSettings, dbPath, scryptCost: TEST_SCRYPT_COST, demo: true };
      const events = new SecurityEvents();
      const heard: SecurityEvent[] = [];
      events.listen((event) => heard.push(event));
      const run = (name: string, ...args: string[]) => runCommand(name, args, settings, 5_000, events);

      assert.deepEqual(await run('disable-account', 'Alice@Example.com'), {
        code: 0,
        lines: [
          'disabled alice@example.com: access removed from 1 app(s); it cannot sign in until enable-account',
        ],
      });
      assert.deepEqual(heard.splice(0), [
        { kind: 'account-disabled', accountId: DEMO_USERS.alice.id, at: 5_000 },
      ]);
      assert.equal(
        await h.resourceStatus(tokens.access_token),
        401,
        'the running provider refuses it at once',
      );
      assert.equal(await signInStatus(h), 403);
      assert.deepEqual(await run('disable-account', 'alice@example.com'), {
        code: 0,
        lines: ['alice@example.com was already disabled'],
      });

      assert.deepEqual(await run('enable-account', 'alice@example.com'), {
        code: 0,
        lines: [
          'enabled alice@example.com: it can sign in again; tokens revoked when it was disabled stay revoked',
        ],
      });
      assert.equal(await signInStatus(h), 303);
      assert.equal(await h.resourceStatus(tokens.access_token), 401, 'revoked tokens stay revoked');
      assert.deepEqual(await run('enable-account', 'alice@example.com'), {
        code: 0,
        lines: ['alice@example.com was not disabled'],
      });
      assert.deepEqual(heard, [], 'only disabling raises');

      assert.deepEqual(await run('disable-account', 'nobody@example.com'), {
        code: 1,
        lines: ['no account has the email address nobody@example.com'],
      });
      const usage = await run('enable-account');
      assert.equal(usage.code, 2);
      assert.match(
        usage.lines.join('\n'),
        /usage: enable-account <email>[\s\S]*npm run provider -- disable-account <email>/,
      );
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('through `npm run provider`’s entry point: one line and exit 0; an unknown address one line on stderr and exit 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'provider-accounts-'));
  try {
    const env = {
      ...process.env,
      // Its own new demo database, also when the suite runs on PostgreSQL (npm run test:postgres).
      PROVIDER_DB: join(dir, 'provider.sqlite'),
      PROVIDER_DATABASE_URL: '',
      PROVIDER_DEMO: '1',
      PROVIDER_SCRYPT_COST: String(TEST_SCRYPT_COST),
    };
    const provider = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/provider/main.ts', ...args], {
        env,
        encoding: 'utf8',
      });
    const done = provider('disable-account', 'bob@other.example');
    assert.equal(done.status, 0, done.stderr);
    assert.equal(
      done.stdout,
      'disabled bob@other.example: access removed from 0 app(s); it cannot sign in until enable-account\n',
    );
    const unknown = provider('enable-account', 'nobody@example.com');
    assert.equal(unknown.status, 1);
    assert.equal(unknown.stdout, '');
    assert.equal(unknown.stderr, 'no account has the email address nobody@example.com\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
