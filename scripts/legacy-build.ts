/**
 * Vite plugin: the legacy build for Chromium 53–70 (webOS 4.x–5, Tizen 4–5.5), written beside the modern
 * one (docs/app.md, "Legacy build").
 *
 * - `dist/legacy/assets/*.js`: every modern chunk lowered to ES5 (scripts/legacy-es5.ts), registered with
 *   the same loader under a `legacy/` name, so lazy chunks stay lazy and resolve inside `legacy/`.
 * - `dist/legacy/polyfills-<hash>.js`: src/app/legacy/polyfills.ts (the core-js modules and DOM pieces the
 *   bundle uses, Lit's polyfill support) lowered to ES5, then the custom-elements ES5 adapter.
 * - `dist/legacy/webcomponents-<hash>.js`: the webcomponentsjs bundle, loaded only where custom elements
 *   or shadow DOM are missing (or a test forces the polyfills).
 *
 * index.html's loader picks one build; modern engines never ask for any of these files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SUPER_HELPER, toEs5 } from './legacy-es5.ts';
import { renameChunk, type LegacyFiles } from './classic-chunks.ts';

const LEGACY_DIR = 'legacy/';

const require = createRequire(import.meta.url);

function hashed(name: string, source: string): string {
  return `${LEGACY_DIR}${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
}

function withoutSourceMap(code: string): string {
  return code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** src/app/legacy/polyfills.ts as one ES5 script, then the ES5 adapter for native custom elements. */
async function polyfillsSource(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2015',
      lib: { entry: resolve(root, 'src/app/legacy/polyfills.ts'), formats: ['iife'], name: 'tvLegacy' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output[0];
  if (chunk?.type !== 'chunk') throw new Error('legacy build: the polyfill entry produced no script');
  const adapter = readFileSync(
    require.resolve('@webcomponents/webcomponentsjs/custom-elements-es5-adapter.js'),
  );
  const es5 = await toEs5(chunk.code, 'polyfills.js');
  const adapterEs5 = await toEs5(adapter.toString('utf8'), 'custom-elements-es5-adapter.js');
  return `${SUPER_HELPER}${es5}\n${adapterEs5}\n`;
}

/**
 * `lowerChunk` rewrites a modern chunk's text for the legacy engines before it goes to ES5 (the CSS
 * logical properties, scripts/logical-css-plugin.ts).
 */
export function legacyBuild(
  lowerChunk: (code: string) => string = (code) => code,
): Plugin & { files(): LegacyFiles } {
  let root = process.cwd();
  let polyfills = '';
  const webcomponents = withoutSourceMap(
    readFileSync(require.resolve('@webcomponents/webcomponentsjs/webcomponents-bundle.js'), 'utf8'),
  );
  const files: LegacyFiles = {
    dir: LEGACY_DIR,
    polyfills: '',
    webcomponents: hashed('webcomponents', webcomponents),
  };
  return {
    name: 'tv-legacy-build',
    apply: 'build',
    files: () => {
      if (files.polyfills === '') throw new Error('legacy build: the polyfills are not built yet');
      return files;
    },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      polyfills = await polyfillsSource(root);
      files.polyfills = hashed('polyfills', polyfills);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const chunk of chunks) {
        const code = await toEs5(renameChunk(lowerChunk(chunk.code), LEGACY_DIR), chunk.fileName);
        this.emitFile({ type: 'asset', fileName: LEGACY_DIR + chunk.fileName, source: code });
      }
      this.emitFile({ type: 'asset', fileName: files.polyfills, source: polyfills });
      this.emitFile({ type: 'asset', fileName: files.webcomponents, source: webcomponents });
    },
  };
}
