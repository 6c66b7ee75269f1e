// Channels with the keyboard as the remote, on a real provider: a subscriber count read off the screen and
// checked against the provider's data, detail and Back to the same card; the no-scope state. With SHOTS_DIR
// set, each screen is also saved there as a PNG, to be looked at. (Layout, paging, empty and error states:
// channels-layout.spec.ts.)
import { expect, test } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { readTvCode } from './support/phone.ts';
import { focusButton, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';
import {
  alicesChannels,
  focusedCard,
  inTvLocale,
  shot,
  signInAsAliceAndOpenChannels,
} from './support/channels.ts';

const stack = useStack();

test('home → Channels → a subscriber count as the provider has it → detail → Back to the same card', async ({
  page: tv,
  browser,
}) => {
  const stored = alicesChannels(stack);
  await signInAsAliceAndOpenChannels(stack, tv, browser);
  await expect(tv.locator('li[data-channel]')).toHaveCount(stored.length);

  const first = await focusedCard(tv);
  const [top] = stored;
  expect(first.title).toBe(top?.title);
  expect(first.subscribers).toBe(`${await inTvLocale(tv, top?.subscriber_count ?? -1, true)} subscribers`);
  await shot(tv, '1080-grid');

  await tv.keyboard.press('ArrowRight');
  await nextFrame(tv);
  await expect.poll(async () => (await focusedCard(tv)).index).toBe(1);
  const here = await focusedCard(tv);
  const second = stored[1];
  expect(here.title).toBe(second?.title);

  await pressOk(tv);
  const detail = tv.getByRole('dialog');
  await expect(detail).toBeVisible();
  expect(await focusedText(tv)).toBe('Close');
  const full = await inTvLocale(tv, second?.subscriber_count ?? -1, true);
  await expect(detail.getByTestId('detail-subscribers')).toHaveText(
    `${await inTvLocale(tv, second?.subscriber_count ?? -1, false)} (${full} subscribers)`,
  );
  await expect(detail.getByTestId('detail-views')).toContainText(
    await inTvLocale(tv, second?.view_count ?? -1, false),
  );
  await shot(tv, '1080-detail');

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await focusedCard(tv)).index).toBe(1);
  expect((await focusedCard(tv)).title).toBe(here.title);

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Channels');
});

test('signed in without a video scope, Channels says why and how to allow it, and Back returns home', async ({
  page: tv,
  browser,
}) => {
  await tv.goto(stack.app.url);
  const { verificationUrl, userCode } = await readTvCode(tv);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await phone.newPage();
    await page.goto(verificationUrl);
    await page.locator('#user_code').fill(userCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('#email').fill('alice@example.com');
    await page.locator('#password').fill('alice');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const videoBoxes = page.locator('input[name="scope"][value*="/auth/video"]');
    expect(await videoBoxes.count()).toBeGreaterThan(0);
    for (const box of await videoBoxes.all()) await box.uncheck();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.locator('h1')).toHaveText("You're connected");
  } finally {
    await phone.close();
  }
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: 15_000 });
  await focusButton(tv, 'Channels');
  await pressOk(tv);
  await expect(
    tv.getByText('This TV was not allowed to see your video channels when you signed in.'),
  ).toBeVisible();
  await expect.poll(() => focusedText(tv)).toBe('Back to Home');
  await shot(tv, '1080-no-scope');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Channels');
});
