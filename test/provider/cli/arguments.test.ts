/**
 * How the command line reads a command's words against its row (src/provider/cli/arguments.ts): positional
 * arguments, `--<option> <value>` pairs, and the usage line each row gives. Pure: no provider is started.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readArguments, usageOf } from '../../../src/provider/cli/arguments.ts';
import type { Command } from '../../../src/provider/cli/command.ts';
import { COMMANDS } from '../../../src/provider/cli/commands.ts';
import { EXIT } from '../../../src/provider/cli/command.ts';

const done = (): Promise<{ code: typeof EXIT.done; lines: string[] }> =>
  Promise.resolve({ code: EXIT.done, lines: [] });

/** A row shaped like the administration commands that take options. */
const withOptions: Command = {
  name: 'add-thing',
  args: ['id'],
  options: { name: { value: 'display name', required: true }, org: { value: 'domain', required: false } },
  run: done,
};

const noOptions: Command = { name: 'drop-thing', args: ['email'], run: done };

test('the usage lines of the table, in its order', () => {
  assert.deepEqual(COMMANDS.map(usageOf), [
    'create-admin <email>',
    'add-user <email> [--name <name>] [--org <domain>]',
    'reset-password <email>',
    'disable-account <email>',
    'enable-account <email>',
    'add-client --name <display name> --type <tv|web|service> [--org <domain>] [--scopes <space-separated full scope ids>] [--public-key-file <path>]',
    'list-clients',
    'rotate-client-secret <client_id>',
    'remove-client <client_id>',
    'rotate-key',
    'issue-receiver-credential <client_id>',
  ]);
  assert.equal(usageOf(withOptions), 'add-thing <id> --name <display name> [--org <domain>]');
});

test('positional arguments: exactly as many as the row names', () => {
  assert.deepEqual(readArguments(noOptions, ['a@example.com']), { args: ['a@example.com'], options: {} });
  assert.equal(readArguments(noOptions, []), undefined);
  assert.equal(readArguments(noOptions, ['a@example.com', 'b@example.com']), undefined);
});

test('a row without options reads a word beginning with -- as an argument', () => {
  assert.deepEqual(readArguments(noOptions, ['--odd']), { args: ['--odd'], options: {} });
});

test('options: each declared one at most once with a value, the required ones present, in any order', () => {
  assert.deepEqual(readArguments(withOptions, ['--name', 'Living room TV', 'tv-1', '--org', 'example.com']), {
    args: ['tv-1'],
    options: { name: 'Living room TV', org: 'example.com' },
  });
  assert.deepEqual(readArguments(withOptions, ['tv-1', '--name', 'TV']), {
    args: ['tv-1'],
    options: { name: 'TV' },
  });
  assert.equal(readArguments(withOptions, ['tv-1']), undefined, 'a required option is missing');
  assert.equal(readArguments(withOptions, ['tv-1', '--name']), undefined, 'an option without its value');
  assert.equal(readArguments(withOptions, ['tv-1', '--name', 'a', '--name', 'b']), undefined, 'given twice');
  assert.equal(
    readArguments(withOptions, ['tv-1', '--name', 'a', '--type', 'tv']),
    undefined,
    'not declared',
  );
  assert.equal(readArguments(withOptions, ['--name', 'a']), undefined, 'the positional argument is missing');
});
