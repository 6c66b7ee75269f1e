/**
 * One visually hidden live region for the whole document. Screen readers of TV platforms read what is
 * written into it: used for the focused item and for anything a view must say without moving focus.
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

/** Says the name of a focused item: its aria-label, or its text with runs of white space made one. */
export function announceItem(el: Element, doc: Document = document): void {
  const label = el.getAttribute('aria-label') ?? el.textContent;
  if (label.trim()) announce(label.trim().replace(/\s+/g, ' '), doc);
}

export { spellOut } from './spell-out.ts';
