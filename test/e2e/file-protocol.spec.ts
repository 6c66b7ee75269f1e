// The production build opens from file:// in Chromium with default flags, as a packaged TV app does, and
// still loads its views lazily.
import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from './support/provider.ts';
import { fileApp, type ServedApp } from './support/app.ts';

let provider: TestProvider;
let app: ServedApp;

test.beforeEach(async () => {
  provider = await startTestProvider();
  app = fileApp(provider.origin);
});

test.afterEach(async () => {
  await app.close();
  await provider.close();
});

test('dist/index.html from file:// shows a user code and its QR code', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(app.url);
  expect(new URL(page.url()).protocol).toBe('file:');
  await expect(page.getByTestId('user-code')).toHaveText(/^\S+$/);
  await expect(page.getByTestId('qr').locator('svg path')).toHaveCount(1);
  expect(errors).toEqual([]);
});
