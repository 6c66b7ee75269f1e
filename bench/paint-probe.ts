/** When the user code, then the QR code, were first in a frame of a page (through shadow roots). */
import type { CDPSession, Page } from 'playwright';
import { FIND_THROUGH_SHADOW_ROOTS } from '../test/e2e/support/shadow-find.ts';

export type Painted = 'code' | 'qr';

/**
 * Installed before any page script: from the first frame on, records performance.now() in the frame
 * callback of the first frame where the user code, then the QR code, are in the DOM, and settles
 * `__painted.code` / `.qr` (promises) with it. Not the callback's own timestamp: that is when the frame
 * began, which a long task before the callback leaves far behind (up to 180 ms early at 4× CPU in a
 * trace of the app, where the paint itself came after the task). A string, not a function: the TypeScript runner would add helpers to a function that the page
 * does not have.
 */
export const PAINT_PROBE = `(function () {
  ${FIND_THROUGH_SHADOW_ROOTS}
  var seen = {}, done = {};
  window.__painted = {
    code: new Promise(function (ok) { done.code = ok; }),
    qr: new Promise(function (ok) { done.qr = ok; })
  };
  function frame() {
    var now = performance.now();
    if (!seen.code && find(document, '[data-testid="user-code"]')) done.code((seen.code = now));
    if (!seen.qr && find(document, '[data-testid="qr"] svg')) done.qr((seen.qr = now));
    if (!seen.qr) requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})()`;

/**
 * Waits through the DevTools protocol, not Playwright's `waitForFunction`: that injects Playwright's own
 * script into the page on first use, about 100 ms of the main thread at 4× CPU in the middle of the start
 * being measured (seen in a trace of both the app and the floor page).
 */
export async function paintedAt(page: Page, what: Painted, session?: CDPSession): Promise<number> {
  const cdp = session ?? (await page.context().newCDPSession(page));
  const { result, exceptionDetails } = (await cdp.send('Runtime.evaluate', {
    // After a 'commit' navigation the probe may not have run yet; 30 s without a paint is a failure.
    expression: `new Promise(function (ok, fail) {
      setTimeout(function () { fail(new Error('30 s')); }, 30000);
      (function wait() {
        if (window.__painted) window.__painted.${what}.then(ok);
        else setTimeout(wait, 5);
      })();
    })`,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
  if (exceptionDetails || typeof result.value !== 'number') {
    throw new Error(`paint probe: no ${what} painted (${exceptionDetails?.text ?? 'no time'})`);
  }
  return result.value;
}
