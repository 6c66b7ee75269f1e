// What a screen reader hears, read off Chromium's accessibility tree (no TV reader runs here): home and
// every view focus something at once, with a role and a name; each screen has one main landmark; and a
// move of focus changes no live region, so the reader that follows focus says each move exactly once
// (docs/app.md#screen-readers).
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { focusButton, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';
import { AxReader, liveRegions, type Spoken } from './support/a11y.ts';

const stack = useStack();

/** Roles a remote can land on. */
const FOCUSABLE_ROLES = ['button', 'option', 'slider', 'searchbox', 'link', 'tab', 'menuitem', 'dialog'];

/** Waits until the reader has something focused, and checks that it is said as something with a name. */
async function spokenFocus(ax: AxReader): Promise<Spoken> {
  let spoken: Spoken | undefined;
  await expect
    .poll(async () => {
      spoken = await ax.focused();
      return spoken?.name ?? '';
    })
    .not.toBe('');
  if (!spoken) throw new Error('nothing focused');
  expect(FOCUSABLE_ROLES).toContain(spoken.role);
  return spoken;
}

/** Presses `key`; the focus moves, and no live region says anything new. */
async function moveQuietly(tv: Page, ax: AxReader, key: string): Promise<Spoken> {
  const before = await ax.focused();
  const regions = await liveRegions(tv);
  await tv.keyboard.press(key);
  await nextFrame(tv);
  await nextFrame(tv);
  const after = await spokenFocus(ax);
  expect(after).not.toEqual(before);
  expect(await liveRegions(tv)).toEqual(regions);
  return after;
}

/** Opens `label` from home and waits until its data (not the loading line) is on screen. */
async function open(tv: Page, label: string): Promise<void> {
  await focusButton(tv, label);
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: label, exact: true })).toBeVisible();
  await expect(tv.locator('tv-view-status[status="loading"]')).toHaveCount(0, { timeout: 10_000 });
}

/** Each view, the key that moves focus on its first screen, and the role focus should start on. */
const VIEWS: { label: string; move: string; role: string }[] = [
  { label: 'Calendar', move: 'ArrowDown', role: 'option' },
  { label: 'Fitness', move: 'ArrowLeft', role: 'slider' },
  { label: 'Books', move: 'ArrowDown', role: 'button' },
  { label: 'Channels', move: 'ArrowRight', role: 'button' },
  { label: 'Ads', move: 'ArrowDown', role: 'button' },
  { label: 'Settings', move: 'ArrowRight', role: 'button' },
];

test('home and every view: focus at once, said with its role and name, one main, moves said once', async ({
  page: tv,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  const ax = await AxReader.open(tv);
  const heard: string[] = [];
  const note = (where: string, s: Spoken) =>
    heard.push(`${where}: ${s.role} “${s.name}”${s.value ? ` = ${s.value}` : ''}`);

  const home = await spokenFocus(ax);
  expect(home).toMatchObject({ role: 'button' });
  expect(home.name.startsWith('Calendar')).toBe(true);
  expect(await ax.mains()).toBe(1);
  note('home', home);
  note('home →', await moveQuietly(tv, ax, 'ArrowRight'));
  note('home ←', await moveQuietly(tv, ax, 'ArrowLeft'));

  for (const view of VIEWS) {
    await open(tv, view.label);
    // The view's own first item takes focus as its data arrives.
    await expect.poll(async () => (await ax.focused())?.role, { message: view.label }).toBe(view.role);
    const first = await spokenFocus(ax);
    note(view.label, first);
    expect(await ax.mains(), view.label).toBe(1);
    note(`${view.label} ${view.move}`, await moveQuietly(tv, ax, view.move));
    await tv.keyboard.press('Escape');
    await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
    await nextFrame(tv);
    expect(await ax.mains()).toBe(1);
  }
  console.log(heard.join('\n'));
});

test('the sign-in screen: one main, its code spoken in the live region, focus on the code', async ({
  page: tv,
}) => {
  await tv.goto(stack.app.url);
  await expect(tv.getByTestId('announcement')).toContainText('enter the code');
  const ax = await AxReader.open(tv);
  expect(await ax.mains()).toBe(1);
  expect((await ax.focused())?.name ?? '').not.toBe('');
  expect(await focusedText(tv)).not.toBe('');
});
