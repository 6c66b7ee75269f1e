// Channels at 1280×720 with the keyboard as the remote, on a real provider: the cards inside the safe area
// in type readable from the sofa, 30 channels paging in as focus moves down, and the empty and error states
// in words. With SHOTS_DIR set, each screen is also saved there as a PNG, to be looked at.
import { expect, test } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { focusButton, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';
import { alicesChannels, focusedCard, shot, signInAsAliceAndOpenChannels } from './support/channels.ts';

const stack = useStack();

test('at 1280×720 the cards sit inside the safe area in type readable from the sofa; empty and error states in words', async ({
  page: tv,
  browser,
}) => {
  test.setTimeout(60_000);
  await tv.setViewportSize({ width: 1280, height: 720 });
  await signInAsAliceAndOpenChannels(stack, tv, browser);
  const boxes = await tv.locator('li[data-channel]').evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      const small = card.querySelector('[data-testid="subscribers"]');
      return {
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        smallest: small ? parseFloat(getComputedStyle(small).fontSize) : 0,
      };
    }),
  );
  expect(boxes.length).toBe(3);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(1280 * 0.05);
    expect(box.right).toBeLessThanOrEqual(1280 * 0.95);
    expect(box.top).toBeGreaterThanOrEqual(720 * 0.05);
    expect(box.bottom).toBeLessThanOrEqual(720 * 0.95);
    expect(box.smallest).toBeGreaterThanOrEqual(24);
  }
  await shot(tv, '720-grid');
  await pressOk(tv);
  await expect(tv.getByRole('dialog')).toBeVisible();
  await shot(tv, '720-detail');
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog')).toHaveCount(0);

  // The provider down: words and a next step, Try again focused.
  await tv.route('**/video/v3/channels?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":503}}' }),
  );
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await pressOk(tv);
  // The cards kept from the last visit stay, with when they arrived and why they are not fresh
  // (docs/app.md#fresh-data).
  await expect(tv.getByText('The service is having trouble right now.')).toBeVisible();
  await expect(tv.getByTestId('updated')).toContainText('Updated');
  await expect(tv.locator('li[data-channel]')).toHaveCount(3);
  // With nothing kept, the whole screen says it.
  await tv.evaluate(() => indexedDB.deleteDatabase('tv-app-views'));
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await focusButton(tv, 'Channels');
  await pressOk(tv);
  await expect(tv.getByText('The service is having trouble right now.')).toBeVisible();
  await expect(tv.getByText('Try again in a minute.')).toBeVisible();
  await expect.poll(() => focusedText(tv)).toBe('Try again');
  await shot(tv, '720-error');

  // No channels: says so with what to do, Check again focused.
  await tv.unroute('**/video/v3/channels?**');
  await tv.route('**/video/v3/channels?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        kind: 'video#channelListResponse',
        etag: 'e',
        pageInfo: { totalResults: 0, resultsPerPage: 24 },
        items: [],
      }),
    }),
  );
  await pressOk(tv);
  await expect(tv.getByText('No channels on this account.')).toBeVisible();
  await expect.poll(() => focusedText(tv)).toBe('Check again');
  await shot(tv, '720-empty');

  // Many channels, two pages: the second is asked for as focus nears the end; cards stay in the safe area.
  const asked: string[] = [];
  await tv.unroute('**/video/v3/channels?**');
  await tv.route('**/video/v3/channels?**', (route) => {
    const token = new URL(route.request().url()).searchParams.get('pageToken') ?? '';
    asked.push(token);
    return route.fulfill({ status: 200, contentType: 'application/json', body: manyChannels(token) });
  });
  await pressOk(tv);
  await expect.poll(async () => (await focusedCard(tv)).index).toBe(0);
  await expect(tv.locator('li[data-channel]')).toHaveCount(24);
  const inView = await tv.locator('tv-channel-grid').evaluate((grid) => {
    const list = grid.shadowRoot?.querySelector('ul')?.getBoundingClientRect();
    return list ? { top: list.top, bottom: list.bottom } : null;
  });
  expect(inView?.bottom).toBeLessThanOrEqual(720 * 0.95 + 24); // the list's own padding: ring room
  await shot(tv, '720-many');
  for (let i = 0; i < 6; i++) {
    await tv.keyboard.press('ArrowDown');
    await nextFrame(tv);
  }
  await expect.poll(async () => (await focusedCard(tv)).index).toBe(18);
  await expect(tv.locator('li[data-channel]')).toHaveCount(30);
  expect(asked).toEqual(['', 'p24']);
  const card = await tv.locator('li[data-index="18"]').boundingBox();
  expect(card?.y).toBeGreaterThanOrEqual(720 * 0.05);
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(720 * 0.95);
  await shot(tv, '720-many-scrolled');
  await tv.setViewportSize({ width: 1920, height: 1080 });
  await nextFrame(tv);
  await tv.keyboard.press('ArrowRight'); // a move keeps the focused card in view at the new size
  await expect.poll(async () => (await focusedCard(tv)).index).toBe(19);
  await shot(tv, '1080-many-scrolled');
});

/** 30 made-up channels, 24 a page, with the provider's thumbnails of alice's channels for pictures. */
function manyChannels(pageToken: string): string {
  const start = pageToken === '' ? 0 : Number(pageToken.slice(1));
  const ids = alicesChannels(stack).map((c) => c.id);
  const items = Array.from({ length: Math.min(24, 30 - start) }, (_, k) => {
    const i = start + k;
    const thumb = (size: number) => ({
      url: `${stack.provider.origin}/video/v3/thumbnails/${ids[i % ids.length] ?? ''}.svg?s=${String(size)}`,
      width: size,
      height: size,
    });
    return {
      kind: 'video#channel',
      etag: `e${String(i)}`,
      id: `UCmany${String(i)}`,
      snippet: {
        title: `Channel number ${String(i + 1)}`,
        description: 'A channel made up for this test.',
        customUrl: `@channel${String(i + 1)}`,
        publishedAt: '2020-01-01T00:00:00Z',
        thumbnails: { default: thumb(88), medium: thumb(240), high: thumb(800) },
      },
      statistics: {
        viewCount: String(1000 * (i + 1) ** 3),
        subscriberCount: String(37 * (i + 1) ** 3),
        hiddenSubscriberCount: i === 4,
        videoCount: String(i),
      },
    };
  });
  return JSON.stringify({
    kind: 'video#channelListResponse',
    etag: 'e',
    ...(start + 24 < 30 ? { nextPageToken: `p${String(start + 24)}` } : {}),
    pageInfo: { totalResults: 30, resultsPerPage: 24 },
    items,
  });
}
