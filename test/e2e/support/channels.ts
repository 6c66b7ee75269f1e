/**
 * What the channel journeys share: alice's channels as the provider stores them, the focused card read off
 * the TV, numbers in the TV's locale, screenshots on request, and the way into Channels. Functions that need
 * the provider or the app take the spec's stack.
 */
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Stack } from './stack.ts';
import { signInAsAlice } from './phone.ts';
import { focusButton, focusedElement, pressOk } from './tv-remote.ts';

export interface StoredChannel {
  id: string;
  title: string;
  subscriber_count: number;
  view_count: number;
}

/** Alice's channels as the provider stores them, in the order it lists them. */
export function alicesChannels(stack: Stack): StoredChannel[] {
  return stack.provider.db
    .prepare(
      `SELECT c.id, c.title, c.subscriber_count, c.view_count FROM video_channels c
       JOIN oauth_users u ON u.id = c.owner_user_id WHERE u.email = ? ORDER BY c.position`,
    )
    .all('alice@example.com') as StoredChannel[];
}

/** The focused card: its index, title and subscriber words (empty when focus is not on a card). */
export async function focusedCard(tv: Page): Promise<{ index: number; title: string; subscribers: string }> {
  const el = await focusedElement(tv);
  if (!el) return { index: -1, title: '', subscribers: '' };
  return el.evaluate((active) => {
    const card = active.matches('li[data-channel]') ? active : null;
    const words = (selector: string) => card?.querySelector(selector)?.textContent.trim() ?? '';
    return {
      index: card ? Number(card.dataset.index) : -1,
      title: words('.title'),
      subscribers: words('[data-testid="subscribers"]'),
    };
  });
}

/** A number as the TV's locale writes it, compact or in full (computed in the page, with its locale). */
export function inTvLocale(tv: Page, value: number, compact: boolean): Promise<string> {
  return tv.evaluate(
    ([n, c]) => new Intl.NumberFormat(navigator.language, c ? { notation: 'compact' } : {}).format(n),
    [value, compact] as const,
  );
}

export async function shot(tv: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await tv.screenshot({ path: join(dir, `channels-${name}.png`) });
}

export async function signInAsAliceAndOpenChannels(stack: Stack, tv: Page, browser: Browser) {
  await signInAsAlice(tv, browser, stack.app.url, 15_000);
  await focusButton(tv, 'Channels');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Channels' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await focusedCard(tv)).index, { message: 'first card focused' }).toBe(0);
}
