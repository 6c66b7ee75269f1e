/**
 * One visually hidden live region for the whole document, for what a view must say without moving focus.
 * Never for the focused item: the platform's reader follows focus and says it (docs/app.md#screen-readers).
 */
let region: HTMLElement | null = null;

function liveRegion(doc: Document): HTMLElement {
  if (region && region.isConnected && region.ownerDocument === doc) return region;
  region = doc.createElement('div');
  region.id = 'tv-announcer';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  doc.body.appendChild(region);
  return region;
}

/** Says `message` through the live region (replacing what it said before). */
export function announce(message: string, doc: Document = document): void {
  liveRegion(doc).textContent = message;
}

export { spellOut } from './spell-out.ts';
