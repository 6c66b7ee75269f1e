// The sign-in flow's stops, seen from the TV with a real provider: access denied on the phone (focused
// "Try again" brings a new code), and a code that expires is replaced by itself and the screen says so.
import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from './support/provider.ts';
import { serveApp, type ServedApp } from './support/app.ts';
import { decideOnPhone, readTvCode } from './support/phone.ts';
import { focusedText, pressOk } from './support/tv-remote.ts';

let provider: TestProvider | undefined;
let app: ServedApp | undefined;

test.afterEach(async () => {
  await app?.close();
  await provider?.close();
});

test('deny on the phone: the TV says so and "Try again" gets a new code', async ({ page: tv, browser }) => {
  provider = await startTestProvider({ pollInterval: 1 });
  app = await serveApp(provider.origin);
  await tv.goto(app.url);
  const first = await readTvCode(tv);
  await decideOnPhone(browser, { ...first, email: 'alice@example.com', password: 'alice', decision: 'deny' });
  await expect(tv.getByRole('alert')).toHaveText('Access was denied on your phone.', { timeout: 3000 });
  expect(await focusedText(tv)).toBe('Try again');
  await pressOk(tv);
  const second = await readTvCode(tv);
  expect(second.userCode).not.toBe(first.userCode);
});

test('an expired code is replaced by a fresh one, and the screen says so', async ({ page: tv }) => {
  provider = await startTestProvider({ pollInterval: 1, codeTtl: 3 });
  app = await serveApp(provider.origin);
  await tv.goto(app.url);
  const first = await readTvCode(tv);
  await expect(tv.getByText('The last code expired, so this is a new one.')).toBeVisible({ timeout: 6000 });
  const second = await readTvCode(tv);
  expect(second.userCode).not.toBe(first.userCode);
});

test("an administrator's policy: the TV says so in its own words and offers a new code", async ({
  page: tv,
  browser,
}) => {
  provider = await startTestProvider({ pollInterval: 1 });
  app = await serveApp(provider.origin);
  await tv.goto(app.url);
  const code = await readTvCode(tv);
  await decideOnPhone(browser, { ...code, email: 'bob@other.example', password: 'bob', decision: 'refused' });
  await expect(tv.getByRole('alert')).toHaveText(
    'Your account’s administrator does not allow this app the access it asks for.',
    { timeout: 3000 },
  );
  expect(await focusedText(tv)).toBe('Get a new code');
});
