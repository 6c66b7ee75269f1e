/**
 * A bad setting stops `npm run provider` and `npm start` with one line that names the variable and what it
 * must be (or what is wrong), and exit code 1: never a stack (README, "Provider settings"); so does every
 * administration command. Each case runs the real command, which stops before it would listen, or when it
 * cannot.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portSetting, settingsFromEnv, SettingsError } from '../../src/provider/settings.ts';
import { COMMANDS } from '../../src/provider/cli/commands.ts';

const PROVIDER = 'src/provider/main.ts';
const START = 'scripts/start.ts';

/** The environment without the developer's own settings, on a throwaway database. */
function environment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !/^(PROVIDER_|APP_PORT$)/.test(name));
  return {
    ...Object.fromEntries(inherited),
    PROVIDER_DB: ':memory:',
    PROVIDER_PORT: '0',
    PROVIDER_SCRYPT_COST: '10',
    ...settings,
  };
}

/** Runs the command to its end; what it printed and its exit code. */
function run(
  script: string,
  settings: Record<string, string>,
  words: readonly string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...words],
      { env: environment(settings), timeout: 60_000 },
      (_err, stdout, stderr) => {
        resolve({ code: child.exitCode, stdout, stderr });
      },
    );
  });
}

async function stopsWith(
  script: string,
  settings: Record<string, string>,
  line: string,
  words: readonly string[] = [],
): Promise<void> {
  const { code, stdout, stderr } = await run(script, settings, words);
  assert.equal(stderr, `${line}\n`);
  assert.equal(stdout, '');
  assert.equal(code, 1);
}

/** A port something else listens on while `use` runs. */
async function withPortInUse(use: (port: number) => Promise<void>): Promise<void> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  try {
    await use((holder.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
}

describe('npm run provider with a bad setting', { concurrency: true }, () => {
  test('PROVIDER_PORT=99999: the range a port must be in', () =>
    stopsWith(
      PROVIDER,
      { PROVIDER_PORT: '99999' },
      'provider: PROVIDER_PORT must be a whole number from 0 to 65535, not "99999"',
    ));

  test('a port in use: which port, and what to do', () =>
    withPortInUse((port) =>
      stopsWith(
        PROVIDER,
        { PROVIDER_HOST: '127.0.0.1', PROVIDER_PORT: String(port) },
        `provider: PROVIDER_PORT: port ${port} is in use; choose a free one (0 picks one)`,
      ),
    ));

  test('PROVIDER_HOST=999.1.1.1: neither an address nor a host name', () =>
    stopsWith(
      PROVIDER,
      { PROVIDER_HOST: '999.1.1.1' },
      'provider: PROVIDER_HOST must be an IP address of this machine (0.0.0.0 for all of them) or a host name, not "999.1.1.1"',
    ));

  test('PROVIDER_HOST naming an address this machine does not have', () =>
    stopsWith(
      PROVIDER,
      // TEST-NET-1 (RFC 5737): never an address of a test machine; binding to it sends nothing.
      { PROVIDER_HOST: '192.0.2.1' },
      'provider: PROVIDER_HOST: 192.0.2.1 is not an address of this machine',
    ));

  test('PROVIDER_DB naming a folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'provider-db-folder-'));
    try {
      await stopsWith(
        PROVIDER,
        { PROVIDER_DB: folder },
        `provider: PROVIDER_DB must name a SQLite file, not the folder "${folder}"`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('PROVIDER_DB naming a file that is not a database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'provider-db-text-'));
    const file = join(folder, 'notes.txt');
    writeFileSync(file, 'not a database, and longer than the hundred bytes of a SQLite header. '.repeat(3));
    try {
      await stopsWith(
        PROVIDER,
        { PROVIDER_DB: file },
        `provider: PROVIDER_DB: cannot use "${file}" as a SQLite database (file is not a database)`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** Words each command takes when well used, so that it gets as far as opening the store. */
const WELL_USED: Readonly<Record<string, readonly string[]>> = {
  'create-admin': ['admin@example.com'],
  'add-user': ['carol@example.com', '--name', 'Carol'],
  'reset-password': ['alice@example.com'],
  'add-client': ['--name', 'Living room TV', '--type', 'tv', '--scopes', 'openid email'],
  'list-clients': [],
  'rotate-client-secret': ['demo-tv'],
  'remove-client': ['demo-tv'],
  'rotate-key': [],
  'disable-account': ['alice@example.com'],
  'enable-account': ['alice@example.com'],
  'issue-receiver-credential': ['demo-tv'],
};

describe('every command with a bad setting: one line, exit 1, no stack', { concurrency: true }, () => {
  for (const { name } of COMMANDS) {
    test(`${name}, PROVIDER_DB naming a folder`, async () => {
      const folder = mkdtempSync(join(tmpdir(), 'provider-db-folder-'));
      try {
        await stopsWith(
          PROVIDER,
          { PROVIDER_DB: folder },
          `provider: PROVIDER_DB must name a SQLite file, not the folder "${folder}"`,
          [name, ...(WELL_USED[name] ?? ['(no example words for this command)'])],
        );
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  }

  test('a setting read before the store opens', () =>
    stopsWith(
      PROVIDER,
      { PROVIDER_REFRESH_LIMIT: 'many' },
      'provider: PROVIDER_REFRESH_LIMIT must be a whole number of at least 1, not "many"',
      ['rotate-key'],
    ));
});

describe('npm start with a bad setting', { concurrency: true }, () => {
  test('APP_PORT=-1', () =>
    stopsWith(START, { APP_PORT: '-1' }, 'start: APP_PORT must be a whole number from 0 to 65535, not "-1"'));

  test('APP_PORT=abc', () =>
    stopsWith(
      START,
      { APP_PORT: 'abc' },
      'start: APP_PORT must be a whole number from 0 to 65535, not "abc"',
    ));

  test('a provider setting stops both, in the same words', () =>
    stopsWith(
      START,
      { PROVIDER_PORT: '99999' },
      'start: PROVIDER_PORT must be a whole number from 0 to 65535, not "99999"',
    ));
});

test('every kind of good host and port is still taken', () => {
  for (const host of ['localhost', '127.0.0.1', '0.0.0.0', '::1', '::', 'tv-provider.lan', '192.168.1.20']) {
    assert.equal(settingsFromEnv({ PROVIDER_HOST: host }).host, host);
  }
  for (const port of ['0', '1', '8787', '65535']) {
    assert.equal(settingsFromEnv({ PROVIDER_PORT: port }).port, Number(port));
    assert.equal(portSetting({ APP_PORT: port }, 'APP_PORT', 5173), Number(port));
  }
  assert.equal(portSetting({}, 'APP_PORT', 5173), 5173);
  for (const host of ['1.2.3', '256.0.0.1', 'a..b', '-a.example', 'a_b.example']) {
    assert.throws(() => settingsFromEnv({ PROVIDER_HOST: host }), SettingsError, host);
  }
});
