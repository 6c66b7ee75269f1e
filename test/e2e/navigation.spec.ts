// D-pad journeys on the real app with the keyboard as the remote: from home into every entry and Back,
// focus restored each time and always on a visible element; Back on home asks "Exit?" in a dialog that
// keeps focus; Exit uses the platform's exit. Run at 1920×1080 and at 1280×720.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import {
  confirmSignOut,
  focusButton,
  focusedElement,
  focusedText,
  nextFrame,
  pressOk,
} from './support/tv-remote.ts';

// The entries of home; each view's own heading is its owner's business, so only "Home" is named here.
const ENTRIES = ['Calendar', 'Fitness', 'Books', 'Channels', 'Settings'];

const stack = useStack();

/** What has focus (a listbox's active option stands for the list): whether it is on screen and ringed. */
async function focusState(tv: Page) {
  const el = await focusedElement(tv);
  if (!el) return { focused: false, visible: false, ringed: false };
  return el.evaluate((active) => {
    const r = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    return {
      focused: true,
      visible:
        r.width > 0 &&
        r.height > 0 &&
        r.left >= 0 &&
        r.top >= 0 &&
        r.right <= innerWidth &&
        r.bottom <= innerHeight &&
        style.visibility !== 'hidden',
      ringed: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
    };
  });
}

async function expectFocusVisible(tv: Page, where: string): Promise<void> {
  expect(await focusState(tv), where).toEqual({ focused: true, visible: true, ringed: true });
}

for (const size of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`${size.width}×${size.height}: home into each entry and Back, focus restored and visible`, async ({
    page: tv,
    browser,
  }) => {
    await tv.setViewportSize(size);
    await signInAsAlice(tv, browser, stack.app.url, 5000);
    await expectFocusVisible(tv, 'home');
    for (const entry of ENTRIES) {
      await focusButton(tv, entry);
      await expectFocusVisible(tv, `home, on ${entry}`);
      await pressOk(tv);
      await expect(tv.getByRole('heading', { name: 'Home' })).toHaveCount(0);
      await expect(tv.getByRole('heading').first()).toBeVisible();
      await expect
        .poll(() => focusState(tv), { message: `in ${entry}` })
        .toEqual({
          focused: true,
          visible: true,
          ringed: true,
        });
      await tv.keyboard.press('Escape');
      await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
      await nextFrame(tv);
      expect(await focusedText(tv), `back from ${entry}`).toBe(entry);
      await expectFocusVisible(tv, `back from ${entry}`);
    }
  });
}

test('Back on home asks "Exit?", keeps focus in the dialog, and Exit uses the platform exit', async ({
  page: tv,
  browser,
}) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  // A platform that can leave (webOS's platformBack here); a plain browser tab cannot (the next test).
  await tv.evaluate(() => {
    (window as unknown as { webOS: { platformBack: () => void } }).webOS = {
      platformBack: () => {
        document.title = 'exit requested';
      },
    };
  });
  await focusButton(tv, 'Books');
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog', { name: 'Exit?' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Stay');
  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'Tab']) {
    await tv.keyboard.press(key);
    await nextFrame(tv);
    expect(['Stay', 'Exit'], key).toContain(await focusedText(tv));
  }
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  expect(await focusedText(tv)).toBe('Books');
  await expectFocusVisible(tv, 'after the dialog');

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog', { name: 'Exit?' })).toBeVisible();
  await tv.keyboard.press('ArrowRight');
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Exit');
  await pressOk(tv);
  await expect(tv).toHaveTitle('exit requested');
});

test('in a plain browser tab, Back on home says how to leave instead of offering an Exit that does nothing', async ({
  page: tv,
  browser,
}) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await tv.keyboard.press('Escape');
  const dialog = tv.getByRole('dialog', { name: 'Leaving the app' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('press Home on your remote or close this tab');
  await expect(dialog.getByRole('button')).toHaveText(['OK']);
  expect(await focusedText(tv)).toBe('OK');
  await pressOk(tv);
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
});

test('Settings holds Sign out, reached with the arrows', async ({ page: tv, browser }) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await focusButton(tv, 'Settings');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Sign out');
  // About sits beside the accounts (docs/app.md#diagnostics): Right reaches its first button.
  await tv.keyboard.press('ArrowRight');
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Send a report');
  // Language is under About in its column (docs/app.md#languages): Down twice at 1280×720, Up twice back.
  await tv.setViewportSize({ width: 1280, height: 720 });
  for (const [key, expected] of [
    ['ArrowDown', 'Remove this TV’s access'],
    ['ArrowDown', 'System'],
    ['ArrowUp', 'Remove this TV’s access'],
    ['ArrowUp', 'Send a report'],
  ] as const) {
    await tv.keyboard.press(key);
    await nextFrame(tv);
    expect(await focusedText(tv)).toBe(expected);
  }
  await expect(tv.locator('[data-language="system"]')).toBeInViewport();
  await tv.keyboard.press('ArrowLeft');
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Add an account');
  await tv.keyboard.press('ArrowUp');
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Sign out');
  await pressOk(tv);
  await confirmSignOut(tv);
  await expect(tv.getByText('You signed out.')).toBeVisible();
});
