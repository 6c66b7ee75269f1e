// Two accounts on one TV: alice signs in, bob is added with a code of his own (his administrator forbids
// the video scopes, so he allows the rest), "Signed in as" follows, alice comes back without a code, and
// signing bob out revokes only his tokens: alice stays (docs/app.md#accounts-on-one-tv).
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { decideOnPhone, readTvCode, signInAsAlice } from './support/phone.ts';
import { answerDialog, choose, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';
import { refreshAnswer, storedAccounts } from './support/stored-accounts.ts';

const stack = useStack();

const signedInAs = (tv: Page) => tv.getByTestId('signed-in-as');
const home = (tv: Page) => tv.getByRole('heading', { name: 'Home' });

/** Down the accounts column (Settings' first button is the account in use's Sign out) to `label`, then OK. */
async function chooseBelow(tv: Page, label: string): Promise<void> {
  for (let i = 0; i < 8 && (await focusedText(tv)) !== label; i++) {
    await tv.keyboard.press('ArrowDown');
    await nextFrame(tv);
  }
  expect(await focusedText(tv)).toBe(label);
  await pressOk(tv);
}

async function openSettings(tv: Page): Promise<void> {
  await choose(tv, 'Settings');
  await expect(tv.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

test('add an account, switch back without a code, sign the other out', async ({ page: tv, browser }) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await expect(signedInAs(tv)).toHaveText(/^Signed in as .*\(alice@example\.com\)$/);

  // "Add an account" shows a code, and Back returns to Settings where the person was.
  await openSettings(tv);
  await chooseBelow(tv, 'Add an account');
  await readTvCode(tv);
  await choose(tv, (await tv.locator('[data-action="back-to-account"]').textContent())?.trim() ?? '');
  await expect(tv.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Add an account');

  await pressOk(tv);
  const code = await readTvCode(tv);
  await decideOnPhone(browser, {
    ...code,
    email: 'bob@other.example',
    password: 'bob',
    decision: 'allowRest',
  });
  await expect(home(tv)).toBeVisible({ timeout: 5000 });
  await expect(signedInAs(tv)).toHaveText(/\(bob@other\.example\)$/);
  expect(await focusedText(tv)).toBe('Calendar');
  const both = await storedAccounts(tv);
  expect(both.list).toHaveLength(2);
  const alice = both.list.find((a) => a.key !== both.current)!;
  const bob = both.list.find((a) => a.key === both.current)!;

  // Back to alice: no code is asked for.
  const codeRequests: string[] = [];
  tv.on('request', (request) => {
    if (new URL(request.url()).pathname === '/device/code') codeRequests.push(request.url());
  });
  await openSettings(tv);
  const useAlice = (await tv.locator('[data-action="use"]').textContent())?.trim() ?? '';
  await chooseBelow(tv, useAlice);
  await expect(home(tv)).toBeVisible();
  await expect(signedInAs(tv)).toHaveText(/\(alice@example\.com\)$/);
  expect(await focusedText(tv)).toBe('Calendar');
  expect(codeRequests).toEqual([]);

  // Bob signs out from alice's Settings: only his refresh token is revoked.
  await openSettings(tv);
  const signOutBob = (await tv.locator('[data-action="sign-out-other"]').textContent())?.trim() ?? '';
  await chooseBelow(tv, signOutBob);
  await answerDialog(tv, 'Sign out of this TV?', 'Sign out');
  await expect(tv.getByTestId('accounts').locator('li')).toHaveCount(1);
  await expect(signedInAs(tv)).toHaveText(/\(alice@example\.com\)$/);
  await expect
    .poll(() => refreshAnswer(stack.provider.origin, bob.refreshToken))
    .toEqual({
      status: 400,
      error: 'invalid_grant',
    });
  expect((await refreshAnswer(stack.provider.origin, alice.refreshToken)).status).toBe(200);

  // A restart keeps alice (the link reopens Settings).
  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(signedInAs(tv)).toHaveText(/\(alice@example\.com\)$/);
  await expect(tv.getByTestId('accounts').locator('li')).toHaveCount(1);
});
