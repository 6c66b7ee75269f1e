/**
 * The sign-in screen while a code is shown: the address, the code (where focus starts, so a stray OK does
 * nothing), the countdown, "Get a new code" (inert until a polling interval has passed) and the QR symbol.
 */
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import type { CodeOnScreen, CodeReason } from '../../auth/sign-in-machine.ts';
import { spellOut } from '../../ui/spell-out.ts';
import type { QrPath } from './qr-svg.ts';
import { countdown, displayUrl } from './sign-in-format.ts';
import { qrSymbol } from './sign-in-parts.ts';

export interface CodeScreen {
  code: CodeOnScreen;
  reason: CodeReason;
  reconnecting: boolean;
  /** Monotonic ms, for the countdown. */
  now: number;
  /** The QR symbol once made, and the address it encodes. */
  qr: { url: string; path: QrPath } | undefined;
  /** Whether "Get a new code" asks now (at most once per polling interval). */
  canAsk: boolean;
  onKey: (event: KeyboardEvent) => void;
  onRetry: () => void;
}

/** Text exactly as the provider sent it: an isolated left-to-right run in any language (docs/app.md#languages). */
const verbatim = (text: string) => html`<span class="verbatim" dir="ltr">${text}</span>`;

export function codeScreen(view: CodeScreen) {
  const { response } = view.code;
  const qrTarget = response.verification_url_complete ?? response.verification_url;
  const left = countdown(view.code.expiresAt - view.now);
  const notice = view.reconnecting
    ? html`<p class="notice warning">
        ${msg('Reconnecting… the service cannot be reached; your code stays valid.')}
      </p>`
    : view.reason === 'expired'
      ? html`<p class="notice">${msg('The last code expired, so this is a new one.')}</p>`
      : nothing;
  return html`
    <h1>${msg('Sign in with your phone')}</h1>
    <div class="layout">
      <div class="text" @keydown=${view.onKey}>
        <p class="step">${msg('1. On your phone or computer, go to')}</p>
        <p class="url">
          <span class="verbatim" dir="ltr" data-testid="verification-url"
            >${displayUrl(response.verification_url)}</span
          >
        </p>
        <div class="code-panel" tabindex="-1" data-first-focus data-testid="code-panel">
          <p class="step">${msg('2. Enter this code')}</p>
          <p class="sr-only">${spellOut(response.user_code)}</p>
          <p class="code" data-testid="user-code" aria-hidden="true">${verbatim(response.user_code)}</p>
        </div>
        <p class="muted" data-testid="countdown">
          ${msg(str`The code works for ${left} more. This screen moves on by itself.`)}
        </p>
        ${notice}
        <button
          class="renew"
          data-testid="new-code"
          aria-disabled=${view.canAsk ? 'false' : 'true'}
          @click=${view.onRetry}
        >
          ${msg('Get a new code')}
        </button>
      </div>
      <figure class="qr">
        <div class="qr-box" data-testid="qr">
          ${view.qr?.url === qrTarget ? qrSymbol(view.qr.path) : nothing}
        </div>
        <figcaption>${msg('Or scan with your phone’s camera')}</figcaption>
      </figure>
    </div>
  `;
}
