/**
 * Vite plugin: makes `npm run build` load from file:// in Chromium with default flags, keeping lazy chunks.
 *
 * Chromium refuses `<script type="module">` and `import()` from file:// (CORS, origin "null"), and Rolldown
 * has no SystemJS or AMD output. So the build writes CommonJS chunks and this plugin wraps each one in a
 * registration call, `__tvLoad.d(name, staticDeps, factory, isEntry)`, and rewrites each dynamic import into
 * `require.load(spec)`. A loader of about 600 bytes, inlined into index.html, loads chunks with classic
 * `<script>` tags (allowed from file://), runs them in dependency order, and resolves `require.load` once a
 * lazy chunk and its own dependencies have arrived. Which build's files the page loads (modern, or the
 * legacy build of scripts/legacy-build.ts) is decided by `tvLoadBuild` in index.html.
 */
import type { Plugin } from 'vite';
import { minifyInlineScripts } from './inline-scripts.ts';
import { EARLY_PAINT_NAME } from './start-chunk.ts';

/** How Rolldown writes `import('./x.js')` in CommonJS output (unminified: minification runs afterwards). */
const DYNAMIC_IMPORT = /Promise\.resolve\(\)\.then\(\(\) => require\(("[^"]+")\)\)/g;
const STATIC_REQUIRE = /\brequire\(("[^"]+")\)/g;
/** One export as Rolldown writes it in CommonJS output: a getter, so the binding stays live. */
const EXPORT_GETTER =
  /Object\.defineProperty\(exports, ("[^"]+"), \{\s*enumerable: true,\s*get: function \(\) \{\s*return ([\w$]+);\s*\}\s*\}\);\n?/g;
/** Below this many exports the one-loop form is not shorter. */
const COMPACT_EXPORTS_FROM = 4;

/**
 * The chunk's export getters as one loop over an object of getters: the same live getters, about 45 bytes
 * fewer per export before gzip (the `start` chunk has some sixty; docs/app.md, "Budgets").
 */
export function compactExports(code: string): string {
  const getters = [...code.matchAll(EXPORT_GETTER)];
  const first = getters[0];
  if (!first || getters.length < COMPACT_EXPORTS_FROM) return code;
  const table = getters.map((m) => `${m[1] ?? ''}: () => ${m[2] ?? ''}`).join(',\n');
  const loop =
    `(function (o) { for (var k in o) Object.defineProperty(exports, k, { enumerable: true, get: o[k] }); })` +
    `({\n${table}\n});\n`;
  const rest = code.replace(EXPORT_GETTER, '');
  const at = code.slice(0, first.index).replace(EXPORT_GETTER, '').length;
  return rest.slice(0, at) + loop + rest.slice(at);
}

/** The loader, ES5 so it parses on every engine the app targets. */
const LOADER = `(function (w, d) {
  var defs = {}, mods = {}, loading = {};
  function resolve(from, spec) {
    var parts = (from.slice(0, from.lastIndexOf('/') + 1) + spec).split('/'), out = [];
    for (var i = 0; i < parts.length; i++) {
      if (parts[i] === '..') out.pop();
      else if (parts[i] !== '.' && parts[i] !== '') out.push(parts[i]);
    }
    return out.join('/');
  }
  function fetchChunk(name) {
    if (!loading[name]) loading[name] = new Promise(function (ok, fail) {
      if (defs[name]) return ok();
      var s = d.createElement('script');
      s.src = name;
      s.onload = function () { defs[name] ? ok() : fail(new Error('not a chunk: ' + name)); };
      s.onerror = function () { fail(new Error('could not load ' + name)); };
      d.head.appendChild(s);
    });
    return loading[name];
  }
  function ready(name, seen) {
    if (seen[name]) return Promise.resolve();
    seen[name] = 1;
    return fetchChunk(name).then(function () {
      return Promise.all(defs[name].deps.map(function (dep) { return ready(dep, seen); }));
    });
  }
  function run(name) {
    if (mods[name]) return mods[name].exports;
    var module = { exports: {} };
    mods[name] = module;
    function req(spec) { return run(resolve(name, spec)); }
    req.load = function (spec) {
      var target = resolve(name, spec);
      return ready(target, {}).then(function () { return run(target); });
    };
    defs[name].factory(req, module.exports, module);
    return module.exports;
  }
  w.__tvLoad = { d: function (name, deps, factory, entry) {
    defs[name] = { deps: deps, factory: factory };
    if (entry) ready(name, {}).then(function () { run(name); }, function () {
      d.body.textContent = 'The app could not load. Restart it.';
    });
  } };
})(window, document);`;

/** The registration this plugin writes at the top of a chunk, as the minifier leaves it. */
const REGISTRATION = /^__tvLoad\.d\(([`"])([^`"]+)\1,\s*\[([^\]]*)\],\s*function/;
const QUOTED = /[`"]([^`"]+)[`"]/g;

/** What the loader needs to know of the legacy build (scripts/legacy-build.ts makes them). */
export interface LegacyFiles {
  /** Prefix of the legacy copy of each modern chunk. */
  dir: string;
  /** Always first on the legacy path. */
  polyfills: string;
  /** First of all, only where web components are not native. */
  webcomponents: string;
}

/** `code` (a wrapped chunk) registered under `prefix` + its name, its static dependencies likewise. */
export function renameChunk(code: string, prefix: string): string {
  const match = REGISTRATION.exec(code);
  if (!match) throw new Error(`classic-chunks: not a wrapped chunk: ${code.slice(0, 80)}`);
  const deps = [...(match[3] ?? '').matchAll(QUOTED)].map((dep) => prefix + (dep[1] ?? ''));
  const head = `__tvLoad.d(${JSON.stringify(prefix + (match[2] ?? ''))}, ${JSON.stringify(deps)}, function`;
  return head + code.slice(match[0].length);
}

/** `legacy`, when given, names the legacy build's own files (scripts/legacy-build.ts). */
export function classicChunks(legacy?: () => LegacyFiles): Plugin {
  return {
    name: 'tv-classic-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: { format: 'cjs' },
          onLog(level, log, handler) {
            // Vite passes import.meta.url to its preload helper, which only needs it for CSS chunks; the
            // app has none and uses import.meta nowhere else, so the empty object Rolldown puts there is fine.
            if (log.code === 'EMPTY_IMPORT_META') return;
            handler(level, log);
          },
        },
      },
    }),
    renderChunk(code, chunk) {
      let dynamicCount = 0;
      const rewritten = compactExports(code).replace(DYNAMIC_IMPORT, (_match, spec: string) => {
        dynamicCount++;
        return `require.load(${spec})`;
      });
      if (chunk.dynamicImports.length > 0 && dynamicCount === 0) {
        this.error(
          `classic-chunks: ${chunk.fileName} has dynamic imports in a shape this plugin does not know`,
        );
      }
      for (const match of rewritten.matchAll(STATIC_REQUIRE)) {
        const spec = JSON.parse(match[1] ?? '""') as string;
        if (!chunk.imports.some((file) => file.endsWith(spec.replace(/^\.\//, '/')))) {
          this.error(`classic-chunks: ${chunk.fileName} requires ${spec}, which is not one of its chunks`);
        }
      }
      const head = `__tvLoad.d(${JSON.stringify(chunk.fileName)}, ${JSON.stringify(chunk.imports)}, function (require, exports, module) {\n`;
      const tail = `\n}${chunk.isEntry ? ', 1' : ''});\n`;
      return { code: head + rewritten + tail, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        // Each entry's static chunks (Lit, shared code) load beside it instead of after it has run: first
        // the early-paint entry's (docs/app.md, "Early boot"), then the page's own.
        const files: string[] = [];
        const visit = (fileName: string): void => {
          const chunk = ctx.bundle?.[fileName];
          if (chunk?.type !== 'chunk' || files.includes(fileName)) return;
          for (const dep of chunk.imports) visit(dep);
          files.push(fileName);
        };
        const early = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === EARLY_PAINT_NAME,
        );
        if (early) visit(early.fileName);
        const first = files.length;
        const loaded = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_match, src: string) => {
            visit(src.replace(/^\.\//, ''));
            if (!legacy) {
              const tags = files.map((file) => `<script defer src="./${file}"></script>`).join('\n    ');
              return `<script>${LOADER}</script>\n    ${tags}`;
            }
            const own = legacy();
            // The legacy list starts with its polyfills: one more file before the early-paint entry's.
            const call = `tvLoadBuild(${JSON.stringify(files)}, ${JSON.stringify({
              webcomponents: own.webcomponents,
              scripts: [own.polyfills, ...files.map((file) => own.dir + file)],
            })}, ${first});`;
            return `<script>${LOADER}\n${call}</script>`;
          },
        );
        return minifyInlineScripts(loaded);
      },
    },
  };
}
