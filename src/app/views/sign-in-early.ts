/**
 * The code and its QR symbol painted from early boot's answer (docs/app.md, "Early boot"), before start-up
 * has read the token store and before the Lit sign-in screen exists: the same template (`codeScreen` inside
 * `signInPage`) and the same styles, in a copy of the screen's box laid over the page, so the code and the
 * QR code are where and as large as the Lit screen draws them. The shell takes the copy away in the task in
 * which the Lit screen has drawn itself (`tv-sign-in-drawn`), so no frame shows both and nothing moves.
 *
 * Only a code that start-up would take: the request matched the checked config.json and discovery
 * document (`earlyCodeAnswer`) and the answer is a code by the same wire parser (`deviceCodeOutcome`), not
 * yet expired. Anything else paints nothing here and the app shows what its own answer says.
 */
import { adoptStyles, nothing, render } from 'lit';
import { loadAppConfig } from '../config/app-config.ts';
import { discoverEndpoints } from '../config/discovery.ts';
import { earlyCodeAnswer, type EarlyBoot } from '../config/early-boot.ts';
import { deviceCodeOutcome } from '../auth/device-flow-client.ts';
import { codeOnScreen, type CodeOnScreen } from '../auth/sign-in-state.ts';
import { codeScreen } from './sign-in-code.ts';
import { signInPage } from './sign-in-parts.ts';
import { qrPath } from './qr-svg.ts';
import { screenStyles } from './screen-styles.ts';
import { signInStyles } from './sign-in-styles.ts';

/** Early values only: a missing or failed one is start-up's to ask for again, never this copy's. */
const noFetch: typeof fetch = () => Promise.reject(new Error('early boot only'));
const ignore = (): void => undefined;

/** The code early boot's answer holds, as start-up would put it on screen; undefined when it would not. */
export async function earlyCode(early: EarlyBoot, now: () => number): Promise<CodeOnScreen | undefined> {
  try {
    const config = await loadAppConfig(noFetch, 'config.json', early.config);
    const endpoints = await discoverEndpoints(config.discovery, noFetch, early.discovery);
    const timed = await earlyCodeAnswer(early.deviceCode, endpoints.deviceAuthorization, config);
    if (!timed) return undefined;
    const outcome = deviceCodeOutcome(timed.answer);
    if (outcome.kind !== 'code') return undefined;
    const code = codeOnScreen(outcome.code, timed.at);
    return now() < code.expiresAt ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The painted copy of the sign-in screen, once; `remove()` before it painted keeps it from painting. */
export class EarlySignInPaint {
  private host: HTMLElement | undefined;
  private removed = false;

  constructor(
    private readonly parent: HTMLElement,
    private readonly now: () => number,
  ) {}

  /**
   * Paints once `early` holds a code and `ready` (the start language's words) has settled. Not where the
   * screen's shadow DOM is a polyfill (the legacy build's ShadyDOM): its styles would not be the screen's.
   */
  async paint(early: EarlyBoot | undefined, ready: Promise<unknown>): Promise<void> {
    const shady = (window as { ShadyDOM?: { inUse?: boolean } }).ShadyDOM?.inUse;
    if (!early?.deviceCode || shady) return;
    const [code] = await Promise.all([earlyCode(early, this.now), ready]);
    if (!code || this.removed) return;
    const host = document.createElement('div');
    // The Lit screen says it all to screen readers a moment later; this copy is only seen.
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:fixed;top:0;left:0;z-index:1';
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, [screenStyles, signInStyles]);
    const target = code.response.verification_url_complete ?? code.response.verification_url;
    let qr: { url: string; path: ReturnType<typeof qrPath> } | undefined;
    try {
      qr = { url: target, path: qrPath(target) };
    } catch {
      // Too long for a QR code: as on the Lit screen, the address in words is enough.
    }
    const view = { code, reason: 'first', reconnecting: false, now: this.now(), qr, canAsk: false } as const;
    render(signInPage('', nothing, codeScreen({ ...view, onKey: ignore, onRetry: ignore })), root);
    this.parent.appendChild(host);
    this.host = host;
  }

  remove(): void {
    this.removed = true;
    this.host?.remove();
    this.host = undefined;
  }
}
