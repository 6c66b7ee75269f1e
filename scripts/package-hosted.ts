/**
 * The hosted app's service worker as packaged: public/sw.js with its cache named after the version and the
 * package's contents, and its shell list naming every file of the package, so the first visit keeps all
 * the app needs to start offline (views load lazily and would otherwise be missing).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Never part of the shell: config.json is fetched network-first; the rest is not the app's to start. */
const NOT_SHELL = new Set(['sw.js', 'config.json', 'config.js', 'icons/banner-320x180.png']);

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return filesUnder(path, base);
      return [relative(base, path).split(sep).join('/')];
    });
}

export function shellFiles(dir: string): string[] {
  return ['./', ...filesUnder(dir).filter((file) => !NOT_SHELL.has(file))];
}

function replaceMarked(source: string, marker: string, line: string): string {
  const pattern = new RegExp(`^.*// ${marker}$`, 'm');
  if (!pattern.test(source)) throw new Error(`public/sw.js lost its "${marker}" line`);
  return source.replace(pattern, `${line} // ${marker}`);
}

/** Writes dir/sw.js from the copy the build put there. */
export function writeServiceWorker(dir: string, version: string): void {
  const files = shellFiles(dir);
  const hash = createHash('sha256');
  for (const file of files) if (file !== './') hash.update(file).update(readFileSync(join(dir, file)));
  const cacheName = `tv-shell-${version}-${hash.digest('hex').slice(0, 12)}`;
  let source = readFileSync(join(dir, 'sw.js'), 'utf8');
  source = replaceMarked(source, '@cache-name', `var CACHE = ${JSON.stringify(cacheName)};`);
  source = replaceMarked(source, '@shell-files', `var SHELL = ${JSON.stringify(files)};`);
  writeFileSync(join(dir, 'sw.js'), source);
}
