// Browser unit tests of the TV app, in Debian's Chromium through Playwright; TypeScript through esbuild.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default {
  files: 'test/app/**/*.test.ts',
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  // Failed assertions on DOM nodes reported at once, not by the suite's time limit (the module says why).
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script type="module" src="/test/app/support/readable-failures.ts"></script>` +
    `<script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [esbuildPlugin({ ts: true, target: 'es2020', tsconfig: 'tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    }),
  ],
};
