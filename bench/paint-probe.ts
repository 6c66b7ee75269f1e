/** When the user code, then the QR code, were first in a frame of a page (through shadow roots). */
import type { Page } from 'playwright';
import { FIND_THROUGH_SHADOW_ROOTS } from '../test/e2e/support/shadow-find.ts';

export type Painted = 'code' | 'qr';

/**
 * Installed before any page script: from the first frame on, records performance.now() at the first frame
 * where the user code, then the QR code, are in the DOM. A string, not a function: the TypeScript runner
 * would add helpers to a function that the page does not have.
 */
export const PAINT_PROBE = `(function () {
  ${FIND_THROUGH_SHADOW_ROOTS}
  var seen = (window.__paint = {});
  function frame(now) {
    if (!seen.code && find(document, '[data-testid="user-code"]')) seen.code = now;
    if (!seen.qr && find(document, '[data-testid="qr"] svg')) seen.qr = now;
    if (!seen.qr) requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})()`;

export async function paintedAt(page: Page, what: Painted): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __paint?: Partial<Record<Painted, number>> }).__paint?.[key],
    what,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}
