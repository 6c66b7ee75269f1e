// The calendar agenda with the keyboard as the remote: from home into the agenda, down through the days,
// OK into an event's details, Back to the same row, Back home. Alice's demo calendars on a real stack.provider.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { focusButton, focusedElement, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';

const stack = useStack();

/** The focused agenda row: its index in the list, its text, and the day it heads (empty if none). */
async function focusedRow(tv: Page): Promise<{ index: number; text: string; day: string }> {
  const el = await focusedElement(tv);
  if (!el) return { index: -1, text: '', day: '' };
  return el.evaluate((active) => {
    const index = Number(active.dataset.index ?? -1);
    const row = active.querySelector('tv-agenda-row');
    const words = (node: Node | null | undefined): string =>
      (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { index, text: words(row?.shadowRoot), day: words(row?.shadowRoot?.querySelector('.day')) };
  });
}

test('home → agenda → through the days → an event → Back to the same row → Back home', async ({
  page: tv,
  browser,
}) => {
  await signInAsAlice(tv, browser, stack.app.url, 15_000);

  await focusButton(tv, 'Calendar');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Calendar' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await focusedRow(tv)).index, { message: 'first row focused' }).toBe(0);
  const first = await focusedRow(tv);
  expect(first.text).toMatch(/^Today/);

  // Down through the rows until the day changes twice: each first row of a day shows its day.
  const days: string[] = [];
  for (let i = 0; i < 60 && days.length < 2; i++) {
    await tv.keyboard.press('ArrowDown');
    await nextFrame(tv);
    await expect.poll(async () => (await focusedRow(tv)).index).toBe(i + 1);
    const row = await focusedRow(tv);
    if (row.day !== '') days.push(row.day);
  }
  expect(days.length).toBe(2);
  const here = await focusedRow(tv);

  await pressOk(tv);
  const detail = tv.getByRole('dialog');
  await expect(detail).toBeVisible();
  expect(await focusedText(tv)).toBe('Close');
  await expect(detail.getByRole('button', { name: 'Close' })).toBeVisible();

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await focusedRow(tv)).index).toBe(here.index);
  expect((await focusedRow(tv)).text).toBe(here.text);

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Calendar');
});
