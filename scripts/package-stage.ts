/**
 * Stages one package's files: dist/ as built, config.json (and config.js, its file:// twin) pointed at the
 * provider given, and the platform's manifest with package.json's version. The archive step is in
 * package.ts; the hosted app's service worker list in package-hosted.ts.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configScript } from './config-plugin.ts';
import { tizenConfigXml, webManifest, webosAppInfo } from './package-manifests.ts';
import { writeServiceWorker } from './package-hosted.ts';
import type { Platform } from './package-options.ts';

export interface StageInput {
  root: string;
  platform: Platform;
  provider: string;
  version: string;
  /** The folder to fill; emptied first. */
  dir: string;
}

/** dist/config.json with the provider's discovery address; `apiBase` then defaults to its origin. */
export function packagedConfig(
  distConfig: Record<string, unknown>,
  provider: string,
): Record<string, unknown> {
  const config: Record<string, unknown> = { ...distConfig, discovery: provider };
  delete config.apiBase; // it named the old provider's APIs
  return config;
}

const WEBOS_BACK = 'webos-back.js';

/** The webOS Back script runs before the app's own scripts (platforms/webos/webos-back.js says why). */
function addWebosBack(root: string, dir: string): void {
  cpSync(join(root, 'platforms/webos', WEBOS_BACK), join(dir, WEBOS_BACK));
  const indexPath = join(dir, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</title>'))
    throw new Error('dist/index.html has no <title> to put the webOS script after');
  writeFileSync(indexPath, html.replace('</title>', `</title>\n    <script src="./${WEBOS_BACK}"></script>`));
}

export function stagePackage({ root, platform, provider, version, dir }: StageInput): void {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/ is missing: build first (drop --no-build)');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(dist, dir, { recursive: true });

  const base = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as Record<string, unknown>;
  const config = packagedConfig(base, provider);
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(join(dir, 'config.js'), configScript(config));
  writeFileSync(join(dir, 'manifest.webmanifest'), webManifest(root, version));

  // Packaged TV apps start from file://, where no service worker is registered (index.html).
  if (platform !== 'hosted') rmSync(join(dir, 'sw.js'), { force: true });
  if (platform === 'webos') {
    writeFileSync(join(dir, 'appinfo.json'), webosAppInfo(root, version));
    addWebosBack(root, dir);
  } else if (platform === 'tizen') {
    writeFileSync(join(dir, 'config.xml'), tizenConfigXml(root, version));
  } else {
    writeServiceWorker(dir, version);
  }
}
