// The manifests as packaging writes them: webOS's appinfo.json against the schema webOS's own CLI ships,
// Tizen's config.xml against tizen-config.xsd (libxml2 as WebAssembly), the web app manifest's members, and one
// version (package.json's) in all three.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tizenConfigXml, tizenIds, webManifest, webosAppInfo } from '../../scripts/package-manifests.ts';
import { projectVersion } from '../../scripts/package-options.ts';
import { validate, type Schema } from './json-schema.ts';
import { validateTizenConfig } from './tizen-schema.ts';

const root = resolve(import.meta.dirname, '../..');
const version = projectVersion(root);
const SCHEMA = join(root, 'node_modules/@webos-tools/cli/files/schema/ApplicationDescription.schema');
/** appinfo.json members LG documents ("appinfo.json" in the webOS TV developer guide) that the schema omits. */
const DOCUMENTED_OUTSIDE_SCHEMA = ['resolution'];

test('appinfo.json is valid against webOS’s ApplicationDescription schema and turns audio guidance on', () => {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as Schema;
  const appInfo = JSON.parse(webosAppInfo(root, version)) as Record<string, unknown>;
  assert.deepEqual(validate(schema, appInfo), []);
  const known = [...Object.keys(schema.properties ?? {}), ...DOCUMENTED_OUTSIDE_SCHEMA];
  assert.deepEqual(
    Object.keys(appInfo).filter((key) => !known.includes(key)),
    [],
    'a member neither in the schema nor documented',
  );
  assert.equal(appInfo.version, version);
  assert.deepEqual(appInfo.accessibility, { supportsAudioGuidance: true });
  assert.equal(appInfo.disableBackHistoryAPI, true);
});

test('config.xml is valid against the Tizen config schema, with a 10-character package id', async () => {
  const xml = tizenConfigXml(root, version);
  const { valid, output } = await validateTizenConfig(xml);
  assert.equal(valid, true, output);
  const { packageId, applicationId } = tizenIds(xml);
  assert.match(packageId, /^[0-9A-Za-z]{10}$/);
  assert.match(applicationId, new RegExp(`^${packageId}\\.[0-9A-Za-z]+$`));
  assert.match(xml, /<widget version="(\d+\.\d+\.\d+)"/);
  assert.equal(/<widget version="([^"]+)"/.exec(xml)?.[1], version);
  for (const privilege of ['internet', 'tv.inputdevice']) {
    assert.ok(xml.includes(`<tizen:privilege name="http://tizen.org/privilege/${privilege}"/>`), privilege);
  }
});

test('the schema refuses the faults it exists for: a 9-character package id, an unknown element', async () => {
  const xml = tizenConfigXml(root, version);
  const nine = await validateTizenConfig(xml.replace(/package="[^"]*"/, 'package="TvSignin0"'));
  assert.equal(nine.valid, false);
  assert.match(nine.output, /package/);
  const typo = await validateTizenConfig(xml.replace('<tizen:profile', '<tizen:profil'));
  assert.equal(typo.valid, false);
  const noVersion = await validateTizenConfig(xml.replace(/<widget version="[^"]*"/, '<widget'));
  assert.equal(noVersion.valid, false);
  assert.match(noVersion.output, /'version' is required/);
});

test('the web app manifest names the app, its icons, fullscreen, its colours and the version', () => {
  const manifest = JSON.parse(webManifest(root, version)) as Record<string, unknown>;
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.display, 'fullscreen');
  assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
  assert.equal(manifest.version, version);
  const icons = manifest.icons as { src: string; sizes: string; type: string }[];
  assert.deepEqual(
    icons.map((icon) => icon.sizes),
    ['192x192', '512x512'],
  );
  for (const icon of icons) assert.equal(icon.type, 'image/png');
});

test('no template carries a version of its own', () => {
  assert.ok(!('version' in JSON.parse(readFileSync(join(root, 'platforms/webos/appinfo.json'), 'utf8'))));
  assert.ok(!('version' in JSON.parse(readFileSync(join(root, 'public/manifest.webmanifest'), 'utf8'))));
  assert.doesNotMatch(
    readFileSync(join(root, 'platforms/tizen/config.xml'), 'utf8'),
    /<widget\s[^>]*version=/,
  );
});
