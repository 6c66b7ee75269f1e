import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end journeys with the keyboard as the remote. Each spec starts its own provider and serves the
// built app (npm test builds before this runs), so specs are independent.
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1920, height: 1080 },
    trace: 'off',
  },
});
