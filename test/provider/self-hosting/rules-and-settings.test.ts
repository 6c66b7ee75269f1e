/**
 * What running it for real reads and refuses before anything starts (docs/operating.md,
 * docs/identity.md#passwords): PROVIDER_DEMO's default by public URL, the upstream settings that go
 * together, and the password rules of /account/setup.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { settingsFromEnv, SettingsError } from '../../../src/provider/settings.ts';
import { COMMON_PASSWORDS, passwordProblem } from '../../../src/provider/oauth/accounts/password-rules.ts';
import { DEMO_CLIENT_SCOPES } from '../../../src/provider/oauth/demo.ts';
import { EN } from '../../../src/provider/oauth/pages/words/en.ts';
import { passwordProblemWords } from '../../../src/provider/oauth/pages/words/refusals.ts';

test('PROVIDER_DEMO is 1 by default only for a loopback public URL, and says so when set', () => {
  const demo = (env: Record<string, string>): boolean => settingsFromEnv(env).demo;
  assert.equal(demo({}), true, 'http://localhost:8787');
  for (const url of ['http://127.0.0.2:8787', 'http://[::1]:8787', 'http://localhost']) {
    assert.equal(demo({ PROVIDER_PUBLIC_URL: url }), true, url);
  }
  for (const url of ['https://tv-auth.example', 'http://192.168.1.20:8787', 'http://localhost.example']) {
    assert.equal(demo({ PROVIDER_PUBLIC_URL: url }), false, url);
  }
  assert.equal(demo({ PROVIDER_PUBLIC_URL: 'https://tv-auth.example', PROVIDER_DEMO: '1' }), true);
  assert.equal(demo({ PROVIDER_DEMO: '0' }), false);
  assert.throws(
    () => demo({ PROVIDER_DEMO: 'yes' }),
    new SettingsError('PROVIDER_DEMO must be 0 or 1, not "yes"'),
  );
});

test('the upstream settings go together, and an issuer is https or on this machine', () => {
  const upstream = {
    PROVIDER_UPSTREAM_OIDC: 'https://login.example.com/realms/staff',
    PROVIDER_UPSTREAM_CLIENT_ID: 'tv',
  };
  const read = settingsFromEnv(upstream);
  assert.deepEqual(
    [
      read.upstreamIssuer,
      read.upstreamClientId,
      read.upstreamClientSecret,
      read.upstreamName,
      read.upstreamCreatePeople,
      read.localPasswords,
    ],
    ['https://login.example.com/realms/staff', 'tv', '', 'login.example.com', false, true],
  );
  assert.equal(
    settingsFromEnv({ ...upstream, PROVIDER_UPSTREAM_NAME: 'Staff Login' }).upstreamName,
    'Staff Login',
  );
  assert.equal(settingsFromEnv({ ...upstream, PROVIDER_LOCAL_PASSWORDS: '0' }).localPasswords, false);
  const refused: [Record<string, string>, string][] = [
    [
      { PROVIDER_UPSTREAM_CLIENT_ID: 'tv' },
      'PROVIDER_UPSTREAM_CLIENT_ID is set, but PROVIDER_UPSTREAM_OIDC is not',
    ],
    [
      { PROVIDER_UPSTREAM_OIDC: 'https://login.example.com' },
      "PROVIDER_UPSTREAM_CLIENT_ID must name this provider's client at PROVIDER_UPSTREAM_OIDC",
    ],
    [
      { ...upstream, PROVIDER_UPSTREAM_OIDC: 'http://login.example.com' },
      'PROVIDER_UPSTREAM_OIDC must be an issuer URL like https://login.example.com/realms/staff (http only on this machine), not "http://login.example.com"',
    ],
    [
      { PROVIDER_LOCAL_PASSWORDS: '0' },
      'PROVIDER_LOCAL_PASSWORDS=0 needs PROVIDER_UPSTREAM_OIDC: otherwise nobody could sign in',
    ],
    [
      { ...upstream, PROVIDER_UPSTREAM_CREATE_PEOPLE: 'true' },
      'PROVIDER_UPSTREAM_CREATE_PEOPLE must be 0 or 1, not "true"',
    ],
  ];
  for (const [env, message] of refused) assert.throws(() => settingsFromEnv(env), new SettingsError(message));
  assert.equal(
    settingsFromEnv({ ...upstream, PROVIDER_UPSTREAM_OIDC: 'http://127.0.0.1:9000' }).upstreamName,
    '127.0.0.1',
  );
});

test('a password: 12 to 128 characters, not a common one however it is dressed, not the address', () => {
  const email = 'carol.king@example.com';
  // The rules give a kind; the set-password page says it, here in English.
  const said = (password: string, address: string): string | undefined => {
    const problem = passwordProblem(password, address);
    return problem === undefined ? undefined : passwordProblemWords(problem, EN);
  };
  const common =
    'That is one of the passwords people choose most often, so it is guessed first. Choose something less common.';
  const refusals: [string, string | undefined][] = [
    [
      'eleven char',
      'Use at least 12 characters: a few ordinary words in a row are easy to remember and hard to guess.',
    ],
    ['x'.repeat(129), 'Use at most 128 characters.'],
    ['Password2024!', common],
    ['2024Football!!', common],
    ['P@ssw0rd12345', common],
    ['qwertyqwerty', common],
    ['abcabcabcabc', common],
    ['123456789012', common],
    ['abcdefghijklm', common],
    ['aaaaaaaaaaab', common],
    ['iloveyou1234', common],
    ['carol.king@example.com', 'That is your email address: choose something no one could guess from it.'],
    ['carol.king2024', 'That is your email address: choose something no one could guess from it.'],
    ['pale kettle of winter fish', undefined],
    ['correct horse battery staple', undefined],
    ['Wörter über Brücken', undefined],
    ['the quiet lighthouse keeper counts ships '.repeat(4).slice(0, 128), undefined],
  ];
  for (const [password, problem] of refusals) assert.equal(said(password, email), problem, password);
  // Counted as people count: 11 letters written with combining accents are 11 characters, not 22.
  assert.match(said('áéíóúàèìòùâ'.normalize('NFD'), email) ?? '', /^Use at least 12 characters/);
});

test('the list is the project’s own, one lower-case entry a line, and the demo clients ask for what the TV app asks for', () => {
  const lines = readFileSync(
    new URL('../../../src/provider/oauth/accounts/common-passwords.txt', import.meta.url),
    'utf8',
  )
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  assert.equal(COMMON_PASSWORDS, lines.length);
  assert.ok(lines.length >= 600, String(lines.length));
  for (const line of lines) assert.match(line, /^[a-z0-9@$!.]+$/, line);
  const config = JSON.parse(
    readFileSync(new URL('../../../public/config.json', import.meta.url), 'utf8'),
  ) as { scopes: string[] };
  assert.deepEqual([...DEMO_CLIENT_SCOPES].sort(), [...config.scopes].sort());
});
