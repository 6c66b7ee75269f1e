/** A Clock that only moves when a test says so; timers fire in order as time passes them. */
import type { Clock, TimerHandle } from '../../../src/app/time/clock.ts';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/** Lets pending promise callbacks (fake fetches, controller follow-ups) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export class FakeClock implements Clock {
  private current = 0;
  private wall = Date.UTC(2026, 0, 15, 9, 0, 0);
  private timers: Timer[] = [];
  private nextId = 1;

  now(): number {
    return this.current;
  }

  wallNow(): number {
    return this.wall;
  }

  /** Moves only the wall clock (a TV whose calendar time was corrected). */
  setWall(ms: number): void {
    this.wall = ms;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ id, at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Number of timers waiting. */
  get pending(): number {
    return this.timers.length;
  }

  /** Advances by `ms`, firing each timer at its own time and letting its promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.wall += due.at - this.current;
      this.current = due.at;
      due.callback();
      await settle();
    }
    this.wall += end - this.current;
    this.current = end;
    await settle();
  }
}
