/**
 * Refreshes a wallboard by itself: every `everyMs` on the injected clock, never while the page is hidden
 * (a TV on another input, a backgrounded app), and at once on coming back when a refresh was missed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Clock, TimerHandle } from '../../time/clock.ts';

export interface RefreshOptions {
  clock: () => Clock;
  everyMs: number;
  refresh: () => void;
}

export class RefreshController implements ReactiveController {
  private timer: TimerHandle | undefined;
  /** Monotonic time of the last refresh (the first load counts as one). */
  private lastAt = 0;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: RefreshOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.lastAt = this.options.clock().now();
    document.addEventListener('visibilitychange', this.onVisibility);
    if (!hidden()) this.schedule(this.options.everyMs);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.stop();
  }

  private schedule(ms: number): void {
    this.stop();
    this.timer = this.options.clock().setTimeout(this.tick, ms);
  }

  private stop(): void {
    if (this.timer !== undefined) this.options.clock().clearTimeout(this.timer);
    this.timer = undefined;
  }

  private readonly tick = (): void => {
    this.timer = undefined;
    if (hidden()) return;
    this.lastAt = this.options.clock().now();
    this.options.refresh();
    this.schedule(this.options.everyMs);
  };

  private readonly onVisibility = (): void => {
    if (hidden()) {
      this.stop();
      return;
    }
    const due = this.lastAt + this.options.everyMs - this.options.clock().now();
    if (due <= 0) this.tick();
    else this.schedule(due);
  };
}

function hidden(): boolean {
  return document.visibilityState === 'hidden';
}
