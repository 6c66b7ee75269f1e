/**
 * `npm run icons`: renders public/icon.svg into the PNGs the platforms ask for, under public/icons/, with
 * headless Chromium (the same engine that shows the app, so the SVG looks alike everywhere). The PNGs are
 * committed, so a build and every package carry them without a browser at packaging time.
 *
 * - icon-80.png, icon-130.png: webOS's `icon` and `largeIcon`; 130 is also Tizen's `<icon>`.
 * - icon-192.png, icon-512.png: the web app manifest's icons (the sizes Chromium asks for to install).
 * - banner-320x180.png: the home-screen banner an Android TV wrapper shows (Android TV's 320×180 dp).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
export const ICONS_DIR = join(root, 'public/icons');

export interface IconSpec {
  file: string;
  width: number;
  height: number;
}

export const SQUARE_ICONS: readonly IconSpec[] = [80, 130, 192, 512].map((size) => ({
  file: `icon-${size}.png`,
  width: size,
  height: size,
}));
export const BANNER: IconSpec = { file: 'banner-320x180.png', width: 320, height: 180 };

const BACKGROUND = '#0b0f19';

function squarePage(svg: string, size: number): string {
  return `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`;
}

/** The icon beside the app's name on the theme's background, as Android TV's launcher row shows it. */
function bannerPage(svg: string): string {
  return `<style>
  html,body{margin:0;width:320px;height:180px;background:${BACKGROUND};overflow:hidden}
  body{display:flex;align-items:center;padding:0 20px;box-sizing:border-box;font-family:'DejaVu Sans',sans-serif}
  svg{width:84px;height:84px;flex:none;margin-right:16px}
  b{color:#f2f4f8;font-size:27px;white-space:nowrap}
</style>${svg}<b>TV Sign-in</b>`;
}

async function main(): Promise<void> {
  const svg = readFileSync(join(root, 'public/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const spec of [...SQUARE_ICONS, BANNER]) {
      const page = await browser.newPage({ viewport: { width: spec.width, height: spec.height } });
      const square = spec !== BANNER;
      await page.setContent(square ? squarePage(svg, spec.width) : bannerPage(svg));
      await page.screenshot({ path: join(ICONS_DIR, spec.file), omitBackground: square });
      await page.close();
      console.log(`public/icons/${spec.file}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) void main();
