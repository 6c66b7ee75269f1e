/**
 * The sign-in screen: the user code exactly as received, the verification address, its QR code, a
 * countdown, short instructions and "Get a new code"; or, when the flow stops, what happened and what to do
 * next (sign-in-phase.ts). Focus starts somewhere harmless (the code, or the words of a stop without a
 * button), so one stray OK cannot replace a code a person is typing; the arrows reach the button. The flow
 * lives in SignInController. A polite live region says the address, the code letter by letter and each
 * change of state (never the countdown) for TV screen readers.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { SignInController } from '../../auth/sign-in-controller.ts';
import { codeMemory } from '../../auth/code-memory.ts';
import type { DeviceFlowClient } from '../../auth/device-flow-client.ts';
import type { CodeOnScreen, Phase } from '../../auth/sign-in-machine.ts';
import {
  answeredStop,
  signedOutWords,
  spokenReconnecting,
  spokenWords,
  type SignedOutReason,
} from '../../auth/sign-in-messages.ts';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { afterPaint } from '../../ui/after-paint.ts';
import { spellOut } from '../../ui/spell-out.ts';
import { screenStyles } from '../screen-styles.ts';
import { signInStyles } from './sign-in-styles.ts';
import { qrFor, type CodeQr } from './sign-in-code.ts';
import { displayUrl } from './sign-in-format.ts';
import { signInPage } from './sign-in-parts.ts';
import { phaseScreen, type StopWords } from './sign-in-phase.ts';

export interface SignedInDetail {
  tokens: TokenResponse;
  receivedAt: number;
}

@customElement('tv-sign-in')
@localized()
export class TvSignIn extends LitElement {
  static override styles = [screenStyles, signInStyles];

  /** The device-flow client (from the shell). */
  @property({ attribute: false }) client!: Pick<DeviceFlowClient, 'requestDeviceCode' | 'poll'>;
  /** Why the last session ended, shown above the code. */
  @property({ attribute: false }) reason: SignedOutReason | undefined;
  /** False when tokens are kept in memory only. */
  @property({ type: Boolean }) persistent = true;
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private qr: CodeQr | undefined;
  /** The words of the stops after an answer: fetched once the code is on screen, or when such a stop comes. */
  @state() private stops: StopWords | undefined;

  private flow: SignInController | undefined;
  private stopsReady: Promise<void> | undefined;
  /** What was on screen when a button was last focused: the code (same across polls) or the stop. */
  private focusedFor: Phase | CodeOnScreen | undefined;
  /** Whether `tv-sign-in-shown` was sent. */
  private shown = false;
  /** What the live region says now; changes only with the state, never with the countdown. */
  private spoken = '';
  /** The device code whose polls reached the service again after "Reconnecting". */
  private reconnectedFor: string | undefined;

  override connectedCallback(): void {
    // The controller needs the client, which the shell sets before connecting this element.
    this.flow ??= new SignInController(this, {
      client: this.client,
      clock: this.clock,
      memory: codeMemory(this.clock),
      onSignedIn: (tokens, receivedAt) => {
        this.dispatchEvent(new CustomEvent('tv-signed-in', { detail: { tokens, receivedAt } }));
      },
    });
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const phase = this.flow?.state.phase;
    if (!phase) return;
    if (answeredStop(phase)) this.loadStops();
    // The QR code is made in the same task as the code and paints in its frame.
    if ('code' in phase) this.qr = qrFor(phase.code, this.qr);
    // What the live region says after this phase (docs/app.md, "What a screen reader says"). Here rather
    // than in a module of its own: as a function it cost the first chunk 24 bytes of gzip ("Budgets").
    const code = 'code' in phase ? phase.code.response : undefined;
    const say = () =>
      spokenWords(phase, {
        url: code ? displayUrl(code.verification_url) : '',
        spell: spellOut,
        reason: this.reason,
        persistent: this.persistent,
        reconnected: code !== undefined && code.device_code === this.reconnectedFor,
        spokenStop: this.stops?.spokenStop,
      });
    let words = say();
    const reconnecting = spokenReconnecting();
    if (code && words !== reconnecting && this.spoken === reconnecting) {
      // The service answers again: said once, and kept for as long as this code is on screen.
      this.reconnectedFor = code.device_code;
      words = say();
    }
    if (words !== undefined) this.spoken = words;
  }

  override render() {
    if (!this.flow) return nothing;
    const screen = phaseScreen(this.flow.state.phase, this.flow.now, this.qr, this.stops, this.onRetry);
    const top = html`
      ${this.reason ? html`<p class="notice">${signedOutWords(this.reason)}</p>` : nothing}
      ${
        this.persistent
          ? nothing
          : html`<p class="notice warning">
              ${msg('This TV cannot store your sign-in: it will not be remembered.')}
            </p>`
      }
    `;
    return signInPage(this.spoken, top, screen);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const phase = this.flow?.state.phase;
    const waiting = phase !== undefined && answeredStop(phase) && !this.stops;
    const complete =
      phase && ('code' in phase ? this.qr !== undefined : phase.name !== 'requesting' && !waiting);
    if (complete && !this.shown) {
      // Once the whole screen has painted, what it does not need (session, navigation, home, the words of
      // the stops) may load.
      this.shown = true;
      // Now, before this frame paints: the shell takes away the early copy of the code (sign-in-early.ts).
      this.dispatchEvent(new CustomEvent('tv-sign-in-drawn', { bubbles: true, composed: true }));
      afterPaint(() => {
        this.loadStops();
        this.dispatchEvent(new CustomEvent('tv-sign-in-shown', { bubbles: true, composed: true }));
      });
    }
    // Focus the first thing when a stop or a new code first shows, not on every countdown tick or poll: a
    // dialog (the navigation's "Exit?") may hold focus meanwhile. On a code, that is the code itself.
    const shownNow = phase && 'code' in phase ? phase.code : phase;
    if (shownNow !== this.focusedFor && !waiting) {
      this.focusedFor = shownNow;
      this.renderRoot.querySelector<HTMLElement>('[data-first-focus]')?.focus();
    }
  }

  /**
   * Complete once a stop's words are drawn: a stop before any code (too many TVs asking) waits for the
   * sign-in-stops chunk, which "Sign in" stands in for meanwhile, however long it takes.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const drawn = await super.getUpdateComplete();
    const phase = this.flow?.state.phase;
    if (!phase || !answeredStop(phase) || this.stops || !this.stopsReady) return drawn;
    await this.stopsReady;
    return super.getUpdateComplete();
  }

  private loadStops(): void {
    this.stopsReady ??= import('../../auth/sign-in-stops.ts').then(
      (stops) => {
        this.stops = stops;
      },
      () => {
        // Not fetched (the network): asked again on the next render of such a stop.
        this.stopsReady = undefined;
      },
    );
  }

  private readonly onRetry = (): void => {
    this.flow?.retry();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-sign-in': TvSignIn;
  }
  interface GlobalEventHandlersEventMap {
    'tv-signed-in': CustomEvent<SignedInDetail>;
    'tv-sign-in-shown': CustomEvent<undefined>;
    'tv-sign-in-drawn': CustomEvent<undefined>;
  }
}
