/** Small pieces of the sign-in screen: how the address and the countdown read, and the QR symbol. */
import { msg } from '@lit/localize';
import { html, type TemplateResult, nothing } from 'lit';
import type { QrPath } from './qr-svg.ts';

/** The public device-flow guide allows showing `verification_url` without its scheme (http or https). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** `m:ss` of what is left, never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/** Runs `task` once the frame being prepared has been painted. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}

export function qrSymbol(qr: QrPath) {
  return html`<svg
    viewBox="0 0 ${qr.size} ${qr.size}"
    shape-rendering="crispEdges"
    role="img"
    aria-label=${msg('QR code')}
  >
    <path fill="#000" d=${qr.d}></path>
  </svg>`;
}

/**
 * The whole screen around a phase: the live region, the notices above, then the phase (the code, or a stop).
 * The Lit screen and the early copy (sign-in-early.ts) both draw it, so the code sits in one place in both.
 */
export function signInPage(spoken: string, top: TemplateResult | typeof nothing, phase: unknown) {
  return html`
    <p class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="announcement">
      ${spoken}
    </p>
    <div class="top">${top}</div>
    ${phase}
  `;
}
