/**
 * The code and its QR symbol painted from early boot's answer (docs/app.md, "Early boot"), before Lit and
 * the rest of the app have arrived: the build's first script (`early-paint.ts`) runs this. The same
 * elements as the Lit screen (`codeScreenCopy`) and the same styles, in a copy of the screen's box laid over
 * the page, so the code and the QR code are where and as large as the Lit screen draws them. The shell
 * takes the copy away in the task in which the Lit screen has drawn itself (`tv-sign-in-drawn`), so no
 * frame shows both and nothing moves.
 *
 * Only a code that start-up would take: the request matched the checked config.json and discovery
 * document (`earlyCodeAnswer`) and the answer is a code by the same wire parser (`deviceCodeOutcome`), not
 * yet expired. Anything else paints nothing here and the app shows what its own answer says.
 */
import { adoptStyles } from '@lit/reactive-element/css-tag.js';
import { loadAppConfig } from '../../config/app-config.ts';
import { discoverEndpoints } from '../../config/discovery.ts';
import { earlyCodeAnswer, type EarlyBoot } from '../../config/early-boot.ts';
import { deviceCodeOutcome } from '../../auth/device-code-answer.ts';
import { codeOnScreen, type CodeOnScreen } from '../../auth/sign-in-state.ts';
import { codeScreenCopy } from './sign-in-copy.ts';
import { qrPath, type QrPath } from './qr-svg.ts';
import { screenStyles } from '../screen-styles.ts';
import { signInStyles } from './sign-in-styles.ts';

/** Early values only: a missing or failed one is start-up's to ask for again, never this copy's. */
const noFetch: typeof fetch = () => Promise.reject(new Error('early boot only'));

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

  /** `shown`: told the code once it is on screen, so that a reload before the app has come keeps it. */
  constructor(
    private readonly parent: HTMLElement,
    private readonly now: () => number,
    private readonly shown: (code: CodeOnScreen) => void = () => undefined,
  ) {}

  /**
   * Paints once `early` holds a code and `ready` (the start language's words) has settled. Before the code
   * is in, the rest of the copy is laid out unseen, so that the code's arrival costs only its own text, the
   * QR symbol and one layout. Not where the screen's shadow DOM is a polyfill (the legacy build's ShadyDOM):
   * its styles would not be the screen's.
   */
  async paint(early: EarlyBoot | undefined, ready: Promise<unknown>): Promise<void> {
    const shady = (window as { ShadyDOM?: { inUse?: boolean } }).ShadyDOM?.inUse;
    if (!early?.deviceCode || shady) return;
    const coming = earlyCode(early, this.now);
    await ready;
    if (this.removed) return;
    const host = document.createElement('div');
    // The Lit screen says it all to screen readers a moment later; this copy is only seen.
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:fixed;top:0;left:0;z-index:1;visibility:hidden';
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, [screenStyles, signInStyles]);
    const copy = codeScreenCopy();
    root.append(...copy.nodes);
    this.parent.appendChild(host);
    this.host = host;
    const code = await coming;
    // Taken away while the code was on the way (the Lit screen, or start-up ending elsewhere).
    if (!code || this.host !== host) {
      this.remove();
      return;
    }
    const target = code.response.verification_url_complete ?? code.response.verification_url;
    let qr: QrPath | undefined;
    try {
      qr = qrPath(target);
    } catch {
      // Too long for a QR code: as on the Lit screen, the address in words is enough.
    }
    copy.fill({ code, now: this.now(), qr });
    host.style.visibility = '';
    this.shown(code);
  }

  remove(): void {
    this.removed = true;
    this.host?.remove();
    this.host = undefined;
  }
}
