// The walking skeleton: the TV shows a code, a phone allows it, the TV lands on home, shows channels, stays
// signed in across a reload, and signing out revokes the refresh token and shows a fresh code.
import { expect, test } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { decideOnPhone, readTvCode } from './support/phone.ts';
import { choose, confirmSignOut, focusedText, pressOk } from './support/tv-remote.ts';
import { refreshAnswer, storedRefreshToken } from './support/stored-accounts.ts';

const stack = useStack();

test('sign in from a phone, see channels, reload, sign out', async ({ page: tv, browser }) => {
  await tv.goto(stack.app.url);
  const { verificationUrl, userCode } = await readTvCode(tv);
  await expect(tv.getByTestId('qr').locator('svg path')).toHaveCount(1);
  expect(verificationUrl).toBe(`${stack.provider.origin}/device`);

  await decideOnPhone(browser, {
    verificationUrl,
    userCode,
    email: 'alice@example.com',
    password: 'alice',
    decision: 'allow',
  });
  const allowedAt = Date.now();
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: 3000 });
  // interval (1 s) + 2 s
  expect(Date.now() - allowedAt).toBeLessThan(3000);
  expect(await focusedText(tv)).toBe('Calendar');

  await choose(tv, 'Channels');
  await expect(tv.getByRole('heading', { name: 'Channels' })).toBeVisible();
  await expect(tv.locator('li[data-channel]').first()).toBeVisible();
  await expect(tv.getByTestId('subscribers').first()).toHaveText(/subscriber/);
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Channels');

  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  const refreshToken = await storedRefreshToken(tv);
  expect(refreshToken).toBeTruthy();

  await choose(tv, 'Settings');
  await expect(tv.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Sign out');
  await pressOk(tv);
  await confirmSignOut(tv);
  await expect(tv.getByText('You signed out.')).toBeVisible();
  const fresh = await readTvCode(tv);
  expect(fresh.userCode).not.toBe(userCode);
  expect(await storedRefreshToken(tv)).toBeUndefined();
  await expect
    .poll(() => refreshAnswer(stack.provider.origin, refreshToken ?? ''))
    .toEqual({ status: 400, error: 'invalid_grant' });
});

test('a signed-out start asks for one device code, a signed-in start for none', async ({
  page: tv,
  browser,
}) => {
  // index.html asks for the code before the app has loaded, and the app takes that answer instead of asking
  // again (docs/app.md, "Early boot"); the 'tv-signed-in' hint keeps a signed-in start from asking at all.
  const codeRequests: string[] = [];
  tv.on('request', (request) => {
    if (new URL(request.url()).pathname === '/device/code') codeRequests.push(request.method());
  });
  await tv.goto(stack.app.url);
  const { verificationUrl, userCode } = await readTvCode(tv);
  await expect(tv.getByTestId('qr').locator('svg path')).toHaveCount(1);
  expect(codeRequests).toEqual(['POST']);

  await decideOnPhone(browser, {
    verificationUrl,
    userCode,
    email: 'alice@example.com',
    password: 'alice',
    decision: 'allow',
  });
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: 5000 });
  expect(await tv.evaluate(() => localStorage.getItem('tv-signed-in'))).toBe('1');

  codeRequests.length = 0;
  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(codeRequests).toEqual([]);
});

test('a TV reloaded during sign-in signs in when the code it showed before is approved', async ({
  page: tv,
  browser,
}) => {
  await tv.goto(stack.app.url);
  const before = await readTvCode(tv);
  await tv.reload();
  const after = await readTvCode(tv);
  expect(after.userCode).not.toBe(before.userCode);

  await decideOnPhone(browser, {
    ...before,
    email: 'alice@example.com',
    password: 'alice',
    decision: 'allow',
  });
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: 5000 });
});
