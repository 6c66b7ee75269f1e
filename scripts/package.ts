/**
 * `npm run package:<webos|tizen|hosted> -- --provider <discovery URL> [--no-build] [--out <dir>]`: builds the
 * app, stages it with config.json pointed at that provider and the platform's manifest carrying
 * package.json's version (package-stage.ts), then makes the platform's package:
 * - webos: packages/<app id>_<version>_all.ipk, by ares-package from the installed @webos-tools/cli
 *   (offline);
 * - tizen: with Tizen Studio's `tizen` CLI on the path, a .wgt signed with TIZEN_SIGNING_PROFILE (default
 *   `default`); without it packages/<package id>_<version>_unsigned.wgt, a zip (package-wgt.ts) that a TV
 *   accepts only after it is signed (README, "Packaging for TV platforms");
 * - hosted: packages/hosted/, a folder to serve as it is from an https origin.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parsePackageArgs, projectVersion, UsageError, type PackageOptions } from './package-options.ts';
import { stagePackage } from './package-stage.ts';
import { tizenIds } from './package-manifests.ts';
import { writeUnsignedWgt } from './package-wgt.ts';

const root = resolve(import.meta.dirname, '..');

function run(command: string, args: string[], cwd = root, quiet = false): boolean {
  const result = spawnSync(command, args, { cwd, stdio: quiet ? 'ignore' : 'inherit' });
  return result.status === 0;
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Makes the package; returns what was written. */
export function packageApp(options: PackageOptions, quiet = false): string {
  const version = projectVersion(root);
  const out = resolve(root, options.outDir ?? 'packages');
  if (options.build && !run('npx', ['vite', 'build'], root, quiet)) throw new Error('the build failed');
  mkdirSync(out, { recursive: true });
  const dir = join(out, options.platform === 'hosted' ? 'hosted' : options.platform, 'app');
  const stageDir = options.platform === 'hosted' ? join(out, 'hosted') : dir;
  stagePackage({ root, platform: options.platform, provider: options.provider, version, dir: stageDir });

  if (options.platform === 'hosted') return stageDir;
  if (options.platform === 'webos') {
    const appId = (JSON.parse(readFileSync(join(dir, 'appinfo.json'), 'utf8')) as { id: string }).id;
    const ipk = join(out, `${appId}_${version}_all.ipk`);
    rmSync(ipk, { force: true });
    const aresPackage = join(root, 'node_modules/@webos-tools/cli/bin/ares-package.js');
    if (!run(process.execPath, [aresPackage, dir, '-o', out], root, quiet) || !existsSync(ipk)) {
      throw new Error(`ares-package failed; the staged app is in ${dir}`);
    }
    return ipk;
  }
  if (hasCommand('tizen')) {
    const profile = process.env.TIZEN_SIGNING_PROFILE ?? 'default';
    if (!run('tizen', ['package', '-t', 'wgt', '-s', profile, '--', dir], root, quiet)) {
      throw new Error('tizen package failed');
    }
    return join(dir, '*.wgt');
  }
  const { packageId } = tizenIds(readFileSync(join(dir, 'config.xml'), 'utf8'));
  const wgt = join(out, `${packageId}_${version}_unsigned.wgt`);
  writeUnsignedWgt(dir, wgt);
  return wgt;
}

function main(): void {
  try {
    const options = parsePackageArgs(process.argv.slice(2));
    const written = packageApp(options);
    const unsigned = written.endsWith('_unsigned.wgt');
    console.log(
      unsigned ? `${written} (unsigned: sign it with a Samsung certificate before installing)` : written,
    );
  } catch (err) {
    console.error(err instanceof UsageError || err instanceof Error ? err.message : String(err));
    process.exit(err instanceof UsageError ? 2 : 1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
