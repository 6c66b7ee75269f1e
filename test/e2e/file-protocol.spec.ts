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

test('from file:// the inline script asks for the code, and the app shows that one', async ({ page }) => {
  // docs/app.md, "Early boot": a packaged app gets the head start too, on the page instead of a worker.
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/device/code') codeRequests.push(request.method());
  });
  // The app takes window.tvEarlyBoot over and empties it; a copy is kept for the test.
  await page.addInitScript(() => {
    let kept: unknown;
    Object.defineProperty(window, 'tvEarlyBoot', {
      configurable: true,
      get: () => kept,
      set: (value: unknown) => {
        kept = value;
        if (value) (window as unknown as { earlyCopy: unknown }).earlyCopy = value;
      },
    });
  });
  await page.goto(app.url);
  await expect(page.getByTestId('user-code')).toHaveText(/^\S+$/);
  const early = await page.evaluate(async () => {
    const copy = (window as unknown as { earlyCopy?: { deviceCode?: Promise<{ status: number }> } })
      .earlyCopy;
    return (await copy?.deviceCode)?.status;
  });
  expect(early).toBe(200);
  expect(codeRequests).toEqual(['POST']);
});
