// Text that fits, keyboard only: in every view at 1280×720 and 1920×1080, a few arrow moves, and after each
// the focused item's text is whole (a marquee title, `data-marquee`, scrolls instead) and its focus ring
// (the box plus the theme's `--tv-ring-reach`) is inside the 5% safe area.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { focusButton, focusedElement, nextFrame, pressOk } from './support/tv-remote.ts';

const stack = useStack();

const WALKS: Record<string, string[]> = {
  Calendar: ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp'],
  Fitness: ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft'],
  Books: [
    'ArrowDown',
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
  ],
  Channels: ['ArrowRight', 'ArrowRight', 'ArrowLeft'],
  Settings: ['ArrowDown', 'ArrowDown', 'ArrowUp'],
};

/** What is wrong with the focused item: cut text, or a ring past the safe area. Empty when all is well. */
async function misfits(tv: Page): Promise<string[]> {
  const el = await focusedElement(tv);
  if (!el) return ['nothing focused'];
  return el.evaluate((item) => {
    const out: string[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 40)}"`;
    const texts = [item, ...item.querySelectorAll('*'), ...(item.shadowRoot?.querySelectorAll('*') ?? [])];
    for (const e of texts) {
      if (!(e instanceof HTMLElement) || e.closest('[data-marquee]')) continue;
      const hasText = [...e.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!hasText && e !== item) continue;
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
        out.push(`cut: ${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
    }
    // The ring's reach as the theme gives it to the view around the item.
    let host: Node = item.getRootNode();
    while (
      host instanceof ShadowRoot &&
      !getComputedStyle(host.host).getPropertyValue('--tv-ring-reach').trim()
    )
      host = host.host.getRootNode();
    const probe = document.createElement('div');
    probe.style.width = 'var(--tv-ring-reach)';
    (host instanceof ShadowRoot ? host : document.body).appendChild(probe);
    const reach = probe.getBoundingClientRect().width;
    probe.remove();
    // The reach counts the focused growth (screen-styles.ts), so it is measured from the unscaled box.
    const drawn = item.getBoundingClientRect();
    const t = getComputedStyle(item).transform;
    const scale = t === 'none' ? 1 : new DOMMatrix(t).a;
    const cx = (drawn.left + drawn.right) / 2;
    const cy = (drawn.top + drawn.bottom) / 2;
    const w = drawn.width / scale / 2;
    const h = drawn.height / scale / 2;
    const box = { left: cx - w, right: cx + w, top: cy - h, bottom: cy + h };
    const safe = {
      left: innerWidth * 0.05,
      right: innerWidth * 0.95,
      top: innerHeight * 0.05,
      bottom: innerHeight * 0.95,
    };
    if (box.left - reach < safe.left - 0.5)
      out.push(`ring left ${box.left - reach} < ${safe.left}: ${name(item)}`);
    if (box.right + reach > safe.right + 0.5)
      out.push(`ring right ${box.right + reach} > ${safe.right}: ${name(item)}`);
    if (box.top - reach < safe.top - 0.5)
      out.push(`ring top ${box.top - reach} < ${safe.top}: ${name(item)}`);
    if (box.bottom + reach > safe.bottom + 0.5)
      out.push(`ring bottom ${box.bottom + reach} > ${safe.bottom}: ${name(item)}`);
    return out;
  });
}

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
] as const) {
  test(`every view's focused item fits, text and ring, at ${width}×${height}`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await signInAsAlice(page, browser, stack.app.url, 15_000);
    for (const [view, keys] of Object.entries(WALKS)) {
      await focusButton(page, view);
      await pressOk(page);
      await expect(page.getByRole('heading', { name: view, level: 1 })).toBeVisible();
      await expect(page.locator('[data-settling]')).toHaveCount(0);
      // Wait for the view's content to take focus from its loading screen.
      await page.waitForTimeout(400);
      const found: string[] = [];
      for (const key of ['', ...keys]) {
        if (key !== '') {
          await page.keyboard.press(key);
          await nextFrame(page);
          await page.waitForTimeout(150); // transitions (a cover row's slide) come to rest
        }
        found.push(...(await misfits(page)).map((m) => `${view} after ${key || 'opening'}: ${m}`));
      }
      expect(found).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    }
  });
}
