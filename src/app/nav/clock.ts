/**
 * Time as navigation sees it: a monotonic `now()` for key-repeat acceleration and `afterPaint()` for
 * the paint gate. Tests pass a fake; the app uses the browser's.
 */
export interface NavClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Calls `callback` once the frame showing the current DOM has been produced. */
  afterPaint(callback: () => void): void;
}

/** Past this a frame that never comes (a hidden page gets none) no longer holds keys back. */
const FRAME_FALLBACK_MS = 100;

export const browserNavClock: NavClock = {
  now: () => performance.now(),
  afterPaint(callback) {
    let done = false;
    const run = (): void => {
      if (done) return;
      done = true;
      callback();
    };
    requestAnimationFrame(run);
    setTimeout(run, FRAME_FALLBACK_MS);
  },
};
