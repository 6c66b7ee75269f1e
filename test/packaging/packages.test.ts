// Both TV packages built as CI builds them (from the dist/ that `npm test` has just built): the webOS .ipk
// by ares-package from the installed @webos-tools/cli, offline, and Tizen's .wgt as an unsigned zip, written
// and read with fflate. Their contents must point at the provider given and carry package.json's version.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { packageApp } from '../../scripts/package.ts';
import { projectVersion } from '../../scripts/package-options.ts';
import { BANNER, SQUARE_ICONS } from '../../scripts/render-icons.ts';

const root = resolve(import.meta.dirname, '../..');
const version = projectVersion(root);
const PROVIDER = 'https://id.example.net/.well-known/openid-configuration';
let out = '';

/** A JSON file's one member. */
const member = (json: string, name: string): unknown => (JSON.parse(json) as Record<string, unknown>)[name];

before(() => {
  out = mkdtempSync(join(tmpdir(), 'tv-packages-'));
});
after(() => {
  rmSync(out, { recursive: true, force: true });
});

const options = (platform: 'webos' | 'tizen' | 'hosted') => ({
  platform,
  provider: PROVIDER,
  build: false,
  outDir: out,
});

/** One file of the .ipk: data.tar.gz inside the ar archive, then the app's folder inside that. */
function fromIpk(ipk: string, file: string): string {
  const data = execFileSync('ar', ['p', ipk, 'data.tar.gz'], { maxBuffer: 64 * 1024 * 1024 });
  return execFileSync('tar', ['-xzO', `usr/palm/applications/com.example.tvsignin/${file}`], {
    input: data,
    encoding: 'utf8',
  });
}

/** The .wgt's files by their paths inside the archive, read with fflate (no `unzip` on the machine). */
const wgtFiles = (wgt: string): Record<string, Uint8Array> => unzipSync(readFileSync(wgt));

function fromWgt(files: Record<string, Uint8Array>, file: string): string {
  const bytes = files[file];
  assert.ok(bytes, `${file} is in the .wgt`);
  return new TextDecoder().decode(bytes);
}

test('webOS: the .ipk holds the provider given, package.json’s version and the Back script', () => {
  const ipk = packageApp(options('webos'), true);
  assert.equal(ipk, join(out, `com.example.tvsignin_${version}_all.ipk`));
  assert.equal(member(fromIpk(ipk, 'config.json'), 'discovery'), PROVIDER);
  assert.match(fromIpk(ipk, 'config.js'), new RegExp(PROVIDER.replace(/[./]/g, '\\$&')));
  const appInfo = JSON.parse(fromIpk(ipk, 'appinfo.json')) as { version: string; icon: string };
  assert.equal(appInfo.version, version);
  assert.ok(fromIpk(ipk, appInfo.icon).includes('PNG'), appInfo.icon);
  const html = fromIpk(ipk, 'index.html');
  assert.ok(html.indexOf('webos-back.js') < html.indexOf('assets/'), 'webos-back.js runs before the app');
  console.log(`webOS package: ${statSync(ipk).size} bytes`);
});

test('Tizen: the unsigned .wgt has config.xml at its root, the provider given and package.json’s version', () => {
  const wgt = packageApp(options('tizen'), true);
  assert.match(wgt, new RegExp(`_${version.replace(/\./g, '\\.')}_unsigned\\.wgt$`));
  const files = wgtFiles(wgt);
  const xml = fromWgt(files, 'config.xml');
  assert.equal(/<widget version="([^"]+)"/.exec(xml)?.[1], version);
  assert.equal(member(fromWgt(files, 'config.json'), 'discovery'), PROVIDER);
  assert.ok(
    Object.keys(files).some((file) => /^assets\/.+\.js$/.test(file)),
    'the app’s scripts',
  );
  assert.ok(!('sw.js' in files));
  console.log(`Tizen package: ${statSync(wgt).size} bytes`);
});

test('hosted: a folder with the manifest’s version and a worker that lists every shell file', () => {
  const dir = packageApp(options('hosted'), true);
  assert.equal(member(readFileSync(join(dir, 'config.json'), 'utf8'), 'discovery'), PROVIDER);
  assert.equal(member(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'), 'version'), version);
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const shell = JSON.parse(/var SHELL = (\[.*\]);/.exec(sw)?.[1] ?? '[]') as string[];
  assert.ok(shell.includes('./') && shell.includes('index.html') && shell.includes('icons/icon-192.png'));
  assert.ok(shell.some((file) => /^assets\/.+\.js$/.test(file)));
  assert.ok(!shell.includes('config.json') && !shell.includes('sw.js'));
  assert.match(sw, new RegExp(`var CACHE = "tv-shell-${version.replace(/\./g, '\\.')}-[0-9a-f]{12}";`));
});

/** Width and height from a PNG's IHDR chunk (PNG specification §11.2.2). */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', file);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the rendered icons and the Android TV banner have their sizes', () => {
  for (const icon of [...SQUARE_ICONS, BANNER]) {
    assert.deepEqual(pngSize(join(root, 'public/icons', icon.file)), [icon.width, icon.height], icon.file);
  }
});
