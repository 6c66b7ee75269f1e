/**
 * Runs the sign-in state machine for an element: sends the requests its effects ask for, wakes it with the
 * clock at `wakeAt`, pauses it while the page is hidden, and re-renders the host on every change (once a
 * second too, for the countdown). Hands the tokens over once and only once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Clock, TimerHandle } from '../time/clock.ts';
import type { DeviceFlowClient, PollOutcome, TimedDeviceCodeOutcome } from './device-flow-client.ts';
import {
  initialState,
  transition,
  wakeAt,
  type Phase,
  type SignInEvent,
  type SignInState,
} from './sign-in-machine.ts';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import type { CodeMemory } from './code-memory.ts';

export interface SignInControllerOptions {
  /** `takeEarlyAnswer`, when there, may hold the answer to a request sent before the app loaded. */
  client: Pick<DeviceFlowClient, 'requestDeviceCode' | 'poll'> &
    Partial<Pick<DeviceFlowClient, 'takeEarlyAnswer' | 'handBack'>>;
  clock: Clock;
  /** Called once, with the monotonic time the token response arrived. */
  onSignedIn: (tokens: TokenResponse, receivedAt: number) => void;
  random?: () => number;
  /** The document whose visibility pauses polling. */
  doc?: Document;
  /** Where the code on screen outlives a reload, to be polled by the next page (code-memory.ts). */
  memory?: CodeMemory;
}

const DISPLAY_TICK_MS = 1000;

export class SignInController implements ReactiveController {
  state: SignInState = initialState;
  /** Monotonic time of the last render tick, for the countdown. */
  now: number;

  /** Between hostConnected and hostDisconnected. */
  private connected = false;
  private wakeTimer: TimerHandle | undefined;
  private displayTimer: TimerHandle | undefined;
  /** Answers to requests sent before a disconnect are dropped. */
  private generation = 0;
  private readonly doc: Document;
  private readonly random: () => number;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SignInControllerOptions,
  ) {
    this.doc = options.doc ?? document;
    this.random = options.random ?? Math.random;
    this.now = options.clock.now();
    host.addController(this);
  }

  hostConnected(): void {
    // A second connect without a disconnect between must not start again: that would replace the code a
    // person may already be typing.
    if (this.connected) return;
    this.connected = true;
    this.generation++;
    this.state = initialState;
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    if (this.doc.hidden) this.state = { ...this.state, hidden: true };
    this.send({ type: 'start', at: this.options.clock.now(), previous: this.options.memory?.take() });
    this.tickDisplay();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.generation++;
    // The code on screen outlives this screen: the next one shows it again rather than asking for another.
    const { phase } = this.state;
    if ('code' in phase) {
      const { response, receivedAt } = phase.code;
      this.options.client.handBack?.({ outcome: { kind: 'code', code: response }, at: receivedAt });
    }
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    this.clearTimers();
  }

  /** "Try again" / "Get a new code". */
  retry(): void {
    this.send({ type: 'retry', at: this.options.clock.now() });
  }

  private readonly onVisibility = (): void => {
    const at = this.options.clock.now();
    this.send(this.doc.hidden ? { type: 'hidden', at } : { type: 'visible', at });
  };

  private send(event: SignInEvent): void {
    const before = this.state.phase;
    const { state, effects } = transition(this.state, event, this.random());
    this.state = state;
    this.now = event.at;
    for (const effect of effects) {
      if (effect.type === 'requestCode') void this.requestCode();
      else void this.poll(effect.deviceCode);
    }
    this.scheduleWake();
    if (state.phase !== before) {
      this.remember(before, state.phase);
      this.host.requestUpdate();
      if (state.phase.name === 'signedIn' && before.name !== 'signedIn') {
        this.clearTimers();
        this.options.onSignedIn(state.phase.tokens, state.phase.receivedAt);
      }
    }
  }

  /** Keeps the code on screen for after a reload; forgets it once nothing is polled. */
  private remember(before: Phase, phase: Phase): void {
    const { memory } = this.options;
    if ('code' in phase) {
      if (!('code' in before) || before.code !== phase.code) memory?.keep(phase.code);
    } else if (phase.name === 'signedIn' || phase.name === 'denied' || phase.name === 'failed') {
      memory?.forget();
    }
  }

  private async requestCode(): Promise<void> {
    const generation = this.generation;
    const { client, clock } = this.options;
    // The first request may already have been sent by index.html (docs/app.md, "Early boot"). Its answer
    // counts from when it arrived, so the code's expiry and first poll are where they would have been.
    const early = await client.takeEarlyAnswer?.();
    const answer = usable(early, clock.now()) ?? {
      outcome: await client.requestDeviceCode(),
      at: clock.now(),
    };
    if (generation === this.generation) this.send({ type: 'codeAnswer', ...answer });
  }

  private async poll(deviceCode: string): Promise<void> {
    const generation = this.generation;
    const outcome: PollOutcome = await this.options.client.poll(deviceCode);
    // The machine tells an answer about the code on screen from one about the code it replaced.
    if (generation === this.generation)
      this.send({ type: 'pollAnswer', deviceCode, outcome, at: this.options.clock.now() });
  }

  private scheduleWake(): void {
    const { clock } = this.options;
    if (this.wakeTimer !== undefined) clock.clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    const due = wakeAt(this.state);
    if (due === undefined || this.state.hidden) return;
    this.wakeTimer = clock.setTimeout(
      () => {
        this.wakeTimer = undefined;
        this.send({ type: 'wake', at: clock.now() });
      },
      Math.max(0, due - clock.now()),
    );
  }

  private tickDisplay(): void {
    const { clock } = this.options;
    this.displayTimer = clock.setTimeout(() => {
      this.now = clock.now();
      if (this.state.phase.name === 'signedIn') return;
      if (!this.state.hidden) this.host.requestUpdate();
      this.tickDisplay();
    }, DISPLAY_TICK_MS);
  }

  private clearTimers(): void {
    const { clock } = this.options;
    if (this.wakeTimer !== undefined) clock.clearTimeout(this.wakeTimer);
    if (this.displayTimer !== undefined) clock.clearTimeout(this.displayTimer);
    this.wakeTimer = undefined;
    this.displayTimer = undefined;
  }
}

/**
 * The early answer when it is a code that still has time left; anything else (no answer, a failure, an
 * error or an unreadable body) is not acted on, and the controller asks the service itself.
 */
function usable(early: TimedDeviceCodeOutcome | undefined, now: number): TimedDeviceCodeOutcome | undefined {
  if (early?.outcome.kind !== 'code') return undefined;
  return now < early.at + early.outcome.code.expires_in * 1000 ? early : undefined;
}
