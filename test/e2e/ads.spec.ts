// The ads wallboard with the keyboard as the remote: home offers Ads (the provider's directory lists its
// APIs), the board shows alice's demo bidding and search ads data, a configuration is suspended through the
// dialog, and Back returns home. Without the two modules, home has no Ads tile.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { answerDialog, focusButton, focusedElement, nextFrame, pressOk } from './support/tv-remote.ts';

/** The focused item's `data-config` (a pretargeting configuration button), or null. */
async function focusedConfig(tv: Page): Promise<string | null> {
  const el = await focusedElement(tv);
  return el ? el.evaluate((e) => e.getAttribute('data-config')) : null;
}

test.describe('with every module', () => {
  const stack = useStack();

  test('ads: home shows Ads, the sections show alice’s data, suspend through the dialog, Back home', async ({
    page: tv,
    browser,
  }) => {
    await signInAsAlice(tv, browser, stack.app.url, 5000);
    await focusButton(tv, 'Ads');
    await pressOk(tv);
    await expect(tv.getByRole('heading', { name: 'Ads', level: 1 })).toBeVisible();
    await expect(tv.getByText(/^Updated \d/)).toBeVisible();

    const configs = tv.locator('button.config');
    await expect(configs).toHaveCount(3);
    await expect(configs.nth(0)).toContainText('US web display');
    await expect(configs.nth(0)).toContainText('Active');
    await expect(configs.nth(2)).toContainText('Connected TV video');
    await expect(configs.nth(2)).toContainText('Suspended');
    // alice's buyers hold 30 creatives in the three review states.
    const counts = await tv.locator('.counts dd').allTextContents();
    expect(counts.reduce((sum, n) => sum + Number(n), 0)).toBe(30);
    await expect(tv.getByRole('heading', { name: 'Conversions, last 7 days' })).toBeVisible();
    await expect(tv.locator('tv-fitness-chart rect.bar')).toHaveCount(7);

    // The first configuration is focused when the board opens; OK asks before suspending.
    await expect.poll(() => focusedConfig(tv)).toBe('bidders/12345/pretargetingConfigs/1');
    await pressOk(tv);
    await answerDialog(tv, 'Suspend “US web display”?', 'Suspend');
    await expect(configs.nth(0)).toContainText('Suspended');

    await tv.keyboard.press('Escape');
    await nextFrame(tv);
    await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  });
});

test.describe('without the bidding and search ads modules', () => {
  const stack = useStack({ pollInterval: 1, modules: ['calendar', 'fitness', 'books', 'video', 'compute'] });

  test('home has no Ads tile', async ({ page: tv, browser }) => {
    await signInAsAlice(tv, browser, stack.app.url, 5000);
    await expect(tv.getByRole('button', { name: 'Calendar' })).toBeVisible();
    await expect(tv.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(tv.getByRole('button', { name: 'Ads' })).toHaveCount(0);
  });
});
