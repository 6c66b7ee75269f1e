import type { NavClock } from './clock.ts';

/** One step of the acceleration: while a key has been held for less than `untilMs`, act on every `every`th repeat. */
export interface RepeatStep {
  readonly untilMs: number;
  readonly every: number;
}

/** Every 3rd repeat for the first second, every 2nd up to two seconds, then every one. */
export const DEFAULT_REPEAT_STEPS: readonly RepeatStep[] = [
  { untilMs: 1000, every: 3 },
  { untilMs: 2000, every: 2 },
];

/**
 * Decides which keydowns of a held key are acted on, so a held arrow accelerates instead of flooding a slow
 * TV with more moves than it can paint. A first press (not a repeat) is always accepted.
 */
export class KeyRepeatGate {
  private key: string | null = null;
  private pressed: string | null = null;
  private heldSince = 0;
  private repeats = 0;

  constructor(
    private readonly clock: Pick<NavClock, 'now'>,
    private readonly steps: readonly RepeatStep[] = DEFAULT_REPEAT_STEPS,
  ) {}

  accept(key: string, repeat: boolean): boolean {
    // Some TV engines repeat a held key without setting `repeat`: a keydown with no keyup since is one.
    const held = repeat || this.pressed === key;
    this.pressed = key;
    if (!held || key !== this.key) {
      this.key = key;
      this.heldSince = this.clock.now();
      this.repeats = 0;
      return true;
    }
    this.repeats += 1;
    const heldMs = this.clock.now() - this.heldSince;
    const step = this.steps.find((s) => heldMs < s.untilMs);
    return this.repeats % (step ? step.every : 1) === 0;
  }

  /** Whether `key` went down and has not come up yet. */
  isHeld(key: string): boolean {
    return this.pressed === key;
  }

  /** Forgets every held key (the page lost focus, so their keyups may never come). */
  reset(): void {
    this.key = null;
    this.pressed = null;
  }

  release(key: string): void {
    if (key === this.key) this.key = null;
    if (key === this.pressed) this.pressed = null;
  }
}
