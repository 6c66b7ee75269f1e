/** Small pieces of the sign-in screen drawn with Lit: the QR symbol and the page around a phase. */
import { msg } from '@lit/localize';
import { html, type TemplateResult, nothing } from 'lit';
import type { QrPath } from './qr-svg.ts';

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
