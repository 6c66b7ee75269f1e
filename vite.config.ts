import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { classicChunks } from './scripts/classic-chunks.ts';
import { appConfigPlugin } from './scripts/config-plugin.ts';
import { contentSecurityPolicy } from './scripts/csp-plugin.ts';
import { legacyBuild } from './scripts/legacy-build.ts';
import { logicalCss } from './scripts/logical-css-plugin.ts';
import { EARLY_PAINT_ENTRY, EARLY_PAINT_NAME, startChunk } from './scripts/start-chunk.ts';
import { templateLiterals } from './scripts/template-literals.ts';

const logical = logicalCss();
const legacy = legacyBuild((code) => logical.forLegacy(code));

/** The app's version and build for Settings' About (src/app/diagnostics/build-info.ts). */
function buildInfo(): { version: string; build: string } {
  const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Built outside a checkout: the date alone names the build.
  }
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return { version, build: commit === '' ? date : `${commit}, ${date} UTC` };
}

const info = buildInfo();

// Relative asset paths so a packaged TV app loads from file://. classicChunks() turns the output into classic
// scripts that Chromium runs from file:// (see docs/app.md, "Building for file://"); legacyBuild() writes an
// ES5 copy with polyfills into dist/legacy/ for Chromium 53–70, and index.html loads one of the two
// (docs/app.md, "Legacy build"). templateLiterals() takes comments and layout white space out of the Lit
// templates (docs/app.md, "Budgets"); logicalCss() then lowers their CSS logical properties for each build's
// oldest engine (docs/app.md, "Right to left on older engines"). contentSecurityPolicy() comes after
// classicChunks(): it hashes the inline scripts as they are finally written (docs/app.md, "Content Security
// Policy").
export default defineConfig({
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(info.version),
    __APP_BUILD__: JSON.stringify(info.build),
  },
  plugins: [
    templateLiterals(),
    logical,
    startChunk(),
    classicChunks(() => legacy.files()),
    legacy,
    appConfigPlugin(),
    contentSecurityPolicy(),
  ],
  build: {
    target: 'chrome68',
    outDir: 'dist',
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      // The page, and the script that paints the code before the app's code has arrived (docs/app.md,
      // "Early boot"); index.html loads it first through classicChunks().
      input: { index: 'index.html', [EARLY_PAINT_NAME]: EARLY_PAINT_ENTRY },
    },
  },
  server: {
    port: Number(process.env.APP_PORT || 5173),
    strictPort: true,
  },
});
