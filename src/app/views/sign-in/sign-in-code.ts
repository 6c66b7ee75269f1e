/**
 * The sign-in screen while a code is shown: the address, the code (where focus starts, so a stray OK does
 * nothing), the countdown, "Get a new code" (inert until a polling interval has passed) and the QR symbol.
 */
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import type { CodeOnScreen, CodeReason } from '../../auth/sign-in-machine.ts';
import { spellOut } from '../../ui/spell-out.ts';
import { qrPath, type QrPath } from './qr-svg.ts';
import { countdown, displayUrl } from './sign-in-format.ts';
import { qrSymbol } from './sign-in-parts.ts';

/** The QR symbol once made, and the address it encodes. */
export interface CodeQr {
  url: string;
  path: QrPath;
}

export interface CodeScreen {
  code: CodeOnScreen;
  reason: CodeReason;
  reconnecting: boolean;
  /** Monotonic ms, for the countdown. */
  now: number;
  qr: CodeQr | undefined;
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

/**
 * The QR symbol of the code's address, made once per address (a few milliseconds of script, in the same
 * task as the code, so both paint in one frame; docs/app.md, "Budgets"). Too long for a QR code: `made`
 * stays, the address is on screen in words and the QR code is a convenience.
 */
export function qrFor(code: CodeOnScreen, made: CodeQr | undefined): CodeQr | undefined {
  const url = code.response.verification_url_complete ?? code.response.verification_url;
  if (made?.url === url) return made;
  try {
    return { url, path: qrPath(url) };
  } catch {
    return made;
  }
}

/** Down from the code reaches "Get a new code", Up goes back; nothing else is handled here. */
export function codeKeys(event: KeyboardEvent): void {
  if (event.defaultPrevented) return;
  const target = { ArrowDown: 'new-code', ArrowUp: 'code-panel' }[event.key];
  // The listener is on the block that holds both.
  const block = event.currentTarget as Element;
  const next = target && block.querySelector<HTMLElement>(`[data-testid="${target}"]`);
  if (!next || next === event.target) return;
  event.preventDefault();
  next.focus();
}
