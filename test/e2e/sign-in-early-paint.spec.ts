// The code and its QR code paint from early boot's answer before the Lit sign-in screen exists, and the Lit
// screen takes over without moving them, nor does the theme that loads after it (docs/app.md, "Early
// boot"): the boxes of the first frame that shows the code (the code, the heading, the address, the
// countdown's line) and of the first QR symbol equal those of the Lit screen once the theme is in, at both
// TV sizes, at the bench's 4× CPU.
import { expect, test, type Page } from '@playwright/test';
import { FIND_THROUGH_SHADOW_ROOTS } from './support/shadow-find.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

interface Shown {
  code: string;
  codeBox: number[];
  qrBox: number[] | undefined;
  /** The heading's and the address's boxes, and the countdown's top and height (its digits tick). */
  textBoxes: number[][];
  /** Whether the code was the early copy's (outside `tv-app`). */
  early: boolean;
  /** Whether the first QR symbol was the early copy's. */
  qrEarly: boolean;
}

/**
 * Installed before any page script: at the first frame with a user code in the DOM (through open shadow
 * roots), what it says and where it is; then, at the first frame with the QR symbol beside it (the same
 * frame, as the copy draws both at once), where that is. A string: the page has no TypeScript helpers.
 */
const FIRST_FRAME = `(function () {
  ${FIND_THROUGH_SHADOW_ROOTS}
  function box(el) { var r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }
  function early(el) {
    var app = document.querySelector('tv-app');
    return !(app && app.shadowRoot && app.shadowRoot.contains(el.getRootNode().host));
  }
  var shown;
  function frame() {
    var code = find(document, '[data-testid="user-code"]');
    if (code && !shown) {
      var root = code.getRootNode();
      var left = box(find(root, '[data-testid="countdown"]'));
      shown = {
        code: code.textContent.trim(),
        codeBox: box(code),
        textBoxes: [box(find(root, 'h1')), box(find(root, '[data-testid="verification-url"]')), [left[1], left[3]]],
        early: early(code),
      };
    }
    var qr = shown && find(code.getRootNode(), '[data-testid="qr"] svg');
    if (!qr) return requestAnimationFrame(frame);
    shown.qrBox = box(qr);
    shown.qrEarly = early(qr);
    window.__firstFrame = shown;
  }
  requestAnimationFrame(frame);
})()`;

/**
 * IndexedDB answering late, as a TV's first opening does (docs/app.md, "Early boot"): start-up then still
 * reads the token store when the code arrives, the case the early copy is for.
 */
const SLOW_INDEXED_DB = `(function () {
  var open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function () {
    var request = open.apply(this, arguments);
    var late = false;
    request.addEventListener('success', function (event) {
      if (late) return;
      event.stopImmediatePropagation();
      setTimeout(function () { late = true; request.dispatchEvent(new Event('success')); }, 1500);
    });
    return request;
  };
})()`;

/** The Lit screen's code and QR once the early copy is gone. */
async function litScreen(tv: Page): Promise<Omit<Shown, 'early' | 'qrEarly'>> {
  const code = tv.locator('tv-sign-in [data-testid="user-code"]');
  await expect(code).toHaveText(/\S/);
  await expect(tv.locator('body > div')).toHaveCount(0);
  // The theme has loaded with the signed-in half.
  await expect
    .poll(() =>
      tv.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tv-focus-ring-width')),
    )
    .not.toBe('');
  const qr = tv.locator('tv-sign-in [data-testid="qr"] svg');
  const box = async (of: typeof code) => {
    const b = await of.boundingBox();
    return b ? [b.x, b.y, b.width, b.height] : [];
  };
  const left = await box(tv.locator('tv-sign-in [data-testid="countdown"]'));
  return {
    code: ((await code.textContent()) ?? '').trim(),
    codeBox: await box(code),
    qrBox: await box(qr),
    textBoxes: [
      await box(tv.locator('tv-sign-in h1')),
      await box(tv.locator('tv-sign-in [data-testid="verification-url"]')),
      [left[1] ?? NaN, left[3] ?? NaN],
    ],
  };
}

// English at both sizes; Arabic (right to left, its own words, loaded before either copy paints) once.
for (const { viewport, locale } of [
  { viewport: { width: 1920, height: 1080 }, locale: 'en-US' },
  { viewport: { width: 1280, height: 720 }, locale: 'en-US' },
  { viewport: { width: 1280, height: 720 }, locale: 'ar-EG' },
]) {
  test(`${locale} at ${viewport.width}×${viewport.height}: the early code and QR code are where the Lit screen draws them`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, locale });
    try {
      const tv = await context.newPage();
      await tv.addInitScript(FIRST_FRAME);
      await tv.addInitScript(SLOW_INDEXED_DB);
      const cdp = await context.newCDPSession(tv);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tv.goto(stack.app.url);
      const first = (await (
        await tv.waitForFunction(() => (window as { __firstFrame?: Shown }).__firstFrame)
      ).jsonValue()) as Shown;
      // The first frame is recorded: the rest (the signed-in half, the theme) may run at full speed.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const lit = await litScreen(tv);
      expect(first.early).toBe(true);
      expect(first.qrEarly).toBe(true);
      expect(first.code).toMatch(/\S/);
      expect(first.code).toBe(lit.code);
      expect(first.codeBox).toEqual(lit.codeBox);
      expect(first.qrBox).toEqual(lit.qrBox);
      expect(first.textBoxes).toEqual(lit.textBoxes);
    } finally {
      await context.close();
    }
  });
}

test("the app's entry cannot be fetched after the early copy: the TV says so instead of a code nothing polls", async ({
  page,
}) => {
  await page.route(/\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto(stack.app.url);
  await expect(page.locator('body')).toHaveText('The app could not load. Restart it.');
  await expect(page.locator('body > div')).toHaveCount(0);
});
