/**
 * Packages the production build for a TV platform: `npm run package:webos` (an .ipk) or
 * `npm run package:tizen` (a .wgt). Both stage dist/ with the platform's manifest and PNG icons rendered
 * from public/icon.svg, under packages/<platform>/.
 *
 * The platforms' own packagers do the final step: webOS's ares-package (fetched on demand from the npm
 * registry, so the project does not carry its dependencies) and Tizen's `tizen` CLI from Tizen Studio,
 * which signs; without it an unsigned .wgt is zipped, which the emulator and developer-mode TVs reject
 * until it is signed (see README, "Packaging").
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

type Platform = 'webos' | 'tizen';

const root = resolve(import.meta.dirname, '..');
const ICON_SIZES = [80, 130] as const;

function run(command: string, args: string[], cwd = root): boolean {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

async function renderIcons(outDir: string): Promise<void> {
  const svg = readFileSync(join(root, 'public/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
      );
      await page.screenshot({ path: join(outDir, `icon-${size}.png`), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function stage(platform: Platform): Promise<string> {
  if (!process.argv.includes('--no-build') && !run('npm', ['run', 'build'])) {
    throw new Error('the build failed');
  }
  const dir = join(root, 'packages', platform, 'app');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, 'dist'), dir, { recursive: true });
  const manifest = platform === 'webos' ? 'appinfo.json' : 'config.xml';
  cpSync(join(root, 'platforms', platform, manifest), join(dir, manifest));
  await renderIcons(dir);
  return dir;
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

async function main(): Promise<void> {
  const platform = process.argv[2];
  if (platform !== 'webos' && platform !== 'tizen') {
    console.error('usage: tsx scripts/package.ts webos|tizen [--no-build]');
    process.exit(2);
  }
  const dir = await stage(platform);
  const out = join(root, 'packages');
  if (platform === 'webos') {
    const ok = run('npx', ['--yes', '-p', '@webos-tools/cli@3', 'ares-package', dir, '-o', out]);
    if (!ok) {
      console.error(`ares-package failed; the staged app is in ${dir}`);
      process.exit(1);
    }
    return;
  }
  if (hasCommand('tizen')) {
    const profile = process.env.TIZEN_SIGNING_PROFILE ?? 'default';
    if (!run('tizen', ['package', '-t', 'wgt', '-s', profile, '--', dir])) process.exit(1);
    return;
  }
  const wgt = join(out, 'TvSignin-unsigned.wgt');
  rmSync(wgt, { force: true });
  if (!existsSync(dir) || !run('zip', ['-qr', wgt, '.'], dir)) process.exit(1);
  console.log(`${wgt} (unsigned: sign it with Tizen Studio's certificate before installing on a TV)`);
}

void main();
