// Channels with the keyboard as the remote, on a real provider: a subscriber count read off the screen and
// checked against the provider's data, detail and Back to the same card; layout at 720p; empty, error and
// no-scope states. With SHOTS_DIR set, each screen is also saved there as a PNG, to be looked at.
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { readTvCode, signInAsAlice } from './support/phone.ts';
import { focusButton, focusedElement, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';

const stack = useStack();

interface StoredChannel {
  id: string;
  title: string;
  subscriber_count: number;
  view_count: number;
}

/** Alice's channels as the provider stores them, in the order it lists them. */
function alicesChannels(): StoredChannel[] {
  return stack.provider.db
    .prepare(
      `SELECT c.id, c.title, c.subscriber_count, c.view_count FROM video_channels c
       JOIN oauth_users u ON u.id = c.owner_user_id WHERE u.email = ? ORDER BY c.position`,
    )
    .all('alice@example.com') as StoredChannel[];
}

/** The focused card: its index, title and subscriber words (empty when focus is not on a card). */
async function focusedCard(tv: Page): Promise<{ index: number; title: string; subscribers: string }> {
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
function inTvLocale(tv: Page, value: number, compact: boolean): Promise<string> {
  return tv.evaluate(
    ([n, c]) => new Intl.NumberFormat(navigator.language, c ? { notation: 'compact' } : {}).format(n),
    [value, compact] as const,
  );
}

async function shot(tv: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await tv.screenshot({ path: join(dir, `channels-${name}.png`) });
}

async function signInAsAliceAndOpenChannels(tv: Page, browser: Browser) {
  await signInAsAlice(tv, browser, stack.app.url, 15_000);
  await focusButton(tv, 'Channels');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Channels' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await focusedCard(tv)).index, { message: 'first card focused' }).toBe(0);
}

test('home → Channels → a subscriber count as the provider has it → detail → Back to the same card', async ({
  page: tv,
  browser,
}) => {
  const stored = alicesChannels();
  await signInAsAliceAndOpenChannels(tv, browser);
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

test('at 1280×720 the cards sit inside the safe area in type readable from the sofa; empty and error states in words', async ({
  page: tv,
  browser,
}) => {
  test.setTimeout(60_000);
  await tv.setViewportSize({ width: 1280, height: 720 });
  await signInAsAliceAndOpenChannels(tv, browser);
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
    await expect(page.locator('h1')).toBeVisible();
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

/** 30 made-up channels, 24 a page, with the provider's thumbnails of alice's channels for pictures. */
function manyChannels(pageToken: string): string {
  const start = pageToken === '' ? 0 : Number(pageToken.slice(1));
  const ids = alicesChannels().map((c) => c.id);
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
