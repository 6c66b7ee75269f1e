// Browser unit tests of the TV app, in Debian's Chromium through Playwright; TypeScript through esbuild.
import { build } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * The sign-in screen's QR code comes from the `qrcode` package's core, which is CommonJS: Vite bundles it
 * for the app, and here it is served as one ES module whose default export is its `module.exports`, as the
 * bundler and Node give it.
 */
function qrcodeCore() {
  let bundle;
  return {
    name: 'qrcode-core',
    async serve(context) {
      if (!context.path.endsWith('/node_modules/qrcode/lib/core/qrcode.js')) return undefined;
      bundle ??= build({
        stdin: {
          contents: "import core from 'qrcode/lib/core/qrcode.js'; export default core;",
          resolveDir: import.meta.dirname,
        },
        bundle: true,
        format: 'esm',
        write: false,
      }).then(({ outputFiles }) => outputFiles[0].text);
      return { body: await bundle, type: 'js' };
    },
  };
}

export default {
  files: 'test/app/**/*.test.ts',
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  // Failed assertions on DOM nodes reported at once, not by the suite's time limit (the module says why).
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script type="module" src="/test/app/support/readable-failures.ts"></script>` +
    `<script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [qrcodeCore(), esbuildPlugin({ ts: true, target: 'es2020', tsconfig: 'tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    }),
  ],
};
