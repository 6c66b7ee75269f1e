// The packaging command's arguments: the provider's discovery address is required and checked, with one line
// that says what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkDiscoveryUrl,
  parsePackageArgs,
  projectVersion,
  UsageError,
} from '../../scripts/package-options.ts';
import { resolve } from 'node:path';

const DISCOVERY = 'https://id.example.net/tenant/.well-known/openid-configuration';

test('a platform and an http(s) discovery address make the options', () => {
  assert.deepEqual(parsePackageArgs(['webos', '--provider', DISCOVERY]), {
    platform: 'webos',
    provider: DISCOVERY,
    build: true,
    outDir: undefined,
  });
  const lan = 'http://192.168.1.20:8787/.well-known/openid-configuration';
  assert.equal(parsePackageArgs(['tizen', `--provider=${lan}`, '--no-build']).build, false);
  assert.equal(parsePackageArgs(['hosted', '--provider', lan, '--out', '/tmp/x']).outDir, '/tmp/x');
});

test('anything but an http(s) URL ending in the well-known path is refused in one line', () => {
  const refused = [
    ['id.example.net/.well-known/openid-configuration', /absolute URL/],
    ['localhost:8787', /http or https/],
    ['ftp://example.net/.well-known/openid-configuration', /http or https/],
    ['file:///.well-known/openid-configuration', /http or https/],
    ['https://example.net/', /must end in \/\.well-known\/openid-configuration/],
    ['https://example.net/.well-known/openid-configuration?x=1', /must end in/],
    ['https://u:p@example.net/.well-known/openid-configuration', /user name or password/],
  ] as const;
  for (const [value, reason] of refused) {
    assert.throws(
      () => checkDiscoveryUrl(value),
      (err: unknown) => err instanceof UsageError && reason.test(err.message) && !err.message.includes('\n'),
      value,
    );
  }
});

test('a missing provider, platform or value, or an unknown option, is a usage error', () => {
  for (const args of [
    ['webos'],
    ['android', '--provider', DISCOVERY],
    ['webos', '--provider'],
    ['webos', '-x'],
  ]) {
    assert.throws(() => parsePackageArgs(args), UsageError, args.join(' '));
  }
});

test('the version comes from package.json', () => {
  assert.match(projectVersion(resolve(import.meta.dirname, '../..')), /^\d+\.\d+\.\d+$/);
});
