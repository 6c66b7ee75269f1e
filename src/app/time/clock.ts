/**
 * Every timer and every reading of the time in the app goes through a Clock, so tests can move time by hand.
 * `now()` is monotonic (milliseconds since the page started): TV wall clocks are often wrong, and expiry is
 * always computed from when a response arrived, never from the device's calendar time.
 */
export type TimerHandle = number;

export interface Clock {
  /** Monotonic milliseconds; only differences mean anything. */
  now(): number;
  /** Wall-clock milliseconds since the epoch; used only to age values stored across a reload. */
  wallNow(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const browserClock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    window.clearTimeout(handle);
  },
};
