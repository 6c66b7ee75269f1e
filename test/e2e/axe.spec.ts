// axe-core on every TV screen: no serious or critical finding (docs/app.md#screen-readers). The screens are
// reached with the remote, as a person would, each once its data is on screen.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { decideOnPhone, readTvCode, signInAsAlice } from './support/phone.ts';
import { serveApp } from './support/app.ts';
import { choose, focusButton, nextFrame, pressOk } from './support/tv-remote.ts';
import { seriousFindings } from './support/axe.ts';

const stack = useStack();

test.use({ bypassCSP: true });

async function expectClean(tv: Page, screen: string): Promise<void> {
  await nextFrame(tv);
  expect(await seriousFindings(tv), screen).toEqual([]);
}

/** Opens `label` from home and waits until its data (not the loading line) is on screen. */
async function open(tv: Page, label: string): Promise<void> {
  await choose(tv, label);
  await expect(tv.getByRole('heading', { name: label, exact: true })).toBeVisible();
  await expect(tv.locator('tv-view-status[status="loading"]')).toHaveCount(0, { timeout: 10_000 });
}

test('the sign-in screen, and its stop after Deny on the phone', async ({ page: tv, browser }) => {
  await tv.goto(stack.app.url);
  const code = await readTvCode(tv);
  await expectClean(tv, 'sign-in');
  await decideOnPhone(browser, { ...code, email: 'alice@example.com', password: 'alice', decision: 'deny' });
  await expect(tv.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 5000 });
  await expectClean(tv, 'denied');
});

test('the stop of a start that cannot go on', async ({ page: tv }) => {
  const app = await serveApp(stack.provider.origin, { clientSecret: 'not-the-secret' });
  try {
    await tv.goto(app.url);
    await expect(
      tv.getByText('Whoever installed the app can fix config.json, then restart it.'),
    ).toBeVisible();
    await expectClean(tv, 'failed start');
  } finally {
    await app.close();
  }
});

test('home, every view, a detail and Settings', async ({ page: tv, browser }) => {
  test.setTimeout(120_000);
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await expectClean(tv, 'home');
  for (const view of ['Calendar', 'Fitness', 'Books', 'Channels', 'Ads']) {
    await open(tv, view);
    await expectClean(tv, view);
    if (view === 'Calendar' || view === 'Channels') {
      await pressOk(tv);
      await expect(tv.getByRole('dialog')).toBeVisible();
      await expectClean(tv, `${view} detail`);
      await tv.keyboard.press('Escape');
      await expect(tv.getByRole('dialog')).toHaveCount(0);
    }
    await tv.keyboard.press('Escape');
    await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  }
  await open(tv, 'Settings');
  await expectClean(tv, 'Settings');
  await focusButton(tv, 'Sign out', 'ArrowDown');
  await pressOk(tv);
  await expect(tv.getByRole('dialog')).toBeVisible();
  await expectClean(tv, 'sign-out question');
});
