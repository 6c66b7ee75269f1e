/**
 * When a view's data should be fetched again without anyone asking (docs/app.md#fresh-data): on resume
 * (`visibilitychange` to visible: the TV back from another input, the app from the background), on a new
 * day (local midnight passing on the injected clock), on reconnect (`online`), and every `everyMs` while
 * the view is shown. While the page is hidden no timer runs; showing it again refreshes at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Clock, TimerHandle } from '../time/clock.ts';

export type RefreshReason = 'resume' | 'online' | 'newDay' | 'interval';

export interface RefreshTriggerOptions {
  clock: () => Clock;
  everyMs: number;
  refresh: (reason: RefreshReason) => void;
  /** Where `visibilitychange` and `online` arrive (the page's own unless a test gives others). */
  doc?: Document;
  win?: EventTarget;
}

/** Milliseconds from `wallMs` to the next local midnight (the TV's time zone, daylight saving included). */
export function msToNextMidnight(wallMs: number): number {
  const now = new Date(wallMs);
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, next.getTime() - wallMs);
}

/** The local calendar day of a wall-clock time, as a comparable number. */
function dayOf(wallMs: number): number {
  const d = new Date(wallMs);
  return d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate();
}

export class RefreshTriggers implements ReactiveController {
  private interval: TimerHandle | undefined;
  private midnight: TimerHandle | undefined;
  private day = 0;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: RefreshTriggerOptions,
  ) {
    host.addController(this);
  }

  private get doc(): Document {
    return this.options.doc ?? document;
  }

  hostConnected(): void {
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    (this.options.win ?? window).addEventListener('online', this.onOnline);
    this.day = dayOf(this.options.clock().wallNow());
    if (!this.hidden()) this.start();
  }

  hostDisconnected(): void {
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    (this.options.win ?? window).removeEventListener('online', this.onOnline);
    this.stop();
  }

  private hidden(): boolean {
    return this.doc.visibilityState === 'hidden';
  }

  private start(): void {
    this.stop();
    const clock = this.options.clock();
    this.interval = clock.setTimeout(this.onInterval, this.options.everyMs);
    this.midnight = clock.setTimeout(this.onMidnight, msToNextMidnight(clock.wallNow()));
  }

  private stop(): void {
    const clock = this.options.clock();
    if (this.interval !== undefined) clock.clearTimeout(this.interval);
    if (this.midnight !== undefined) clock.clearTimeout(this.midnight);
    this.interval = undefined;
    this.midnight = undefined;
  }

  /** Refreshes and starts the timers again from now, so two triggers close together refresh once. */
  private fire(reason: RefreshReason): void {
    this.day = dayOf(this.options.clock().wallNow());
    this.start();
    this.options.refresh(reason);
  }

  private readonly onInterval = (): void => {
    this.interval = undefined;
    // A day that changed while the interval ran (a wall clock set forward) is a new day too.
    this.fire(dayOf(this.options.clock().wallNow()) !== this.day ? 'newDay' : 'interval');
  };

  private readonly onMidnight = (): void => {
    this.midnight = undefined;
    // The timer runs on the monotonic clock; the wall clock may have been corrected since it was set.
    if (dayOf(this.options.clock().wallNow()) === this.day) {
      this.midnight = this.options
        .clock()
        .setTimeout(this.onMidnight, msToNextMidnight(this.options.clock().wallNow()));
      return;
    }
    this.fire('newDay');
  };

  private readonly onVisibility = (): void => {
    if (this.hidden()) this.stop();
    else this.fire('resume');
  };

  private readonly onOnline = (): void => {
    if (!this.hidden()) this.fire('online');
  };
}
