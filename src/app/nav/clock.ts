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

interface Waiting {
  due: number;
  run: () => void;
}

/**
 * Callbacks still waiting for their frame, and one fallback timer for all of them: arming a timer on every
 * key cost as much as the rest of the key's own script under CPU throttling. The timer, once armed, stays
 * until it fires; it then runs what is overdue and re-arms itself for what is still waiting. While keys keep
 * coming (a callback asked for within `KEEP_ARMED_MS`) it also re-arms itself with nothing waiting, from its
 * own task, so that a run of keys arms no timer inside their handlers; it stops once they stop.
 */
const waiting: Waiting[] = [];
let fallbackArmed = false;
let lastAskedAt = -Infinity;

/** How long after the last callback asked for the fallback timer keeps itself armed. */
const KEEP_ARMED_MS = 1000;

function armFallback(delay: number): void {
  fallbackArmed = true;
  setTimeout(onFallback, delay);
}

function onFallback(): void {
  fallbackArmed = false;
  const now = performance.now();
  const overdue = waiting.filter((w) => w.due <= now);
  const next = waiting.reduce((min, w) => (w.due > now ? Math.min(min, w.due) : min), Infinity);
  if (next !== Infinity) armFallback(next - now);
  else if (now - lastAskedAt < KEEP_ARMED_MS) armFallback(FRAME_FALLBACK_MS);
  for (const w of overdue) w.run();
}

/**
 * A task queued from an animation frame runs once that frame has been produced: what the callbacks write
 * (the announcer's text, a replayed key) then lands in the next frame instead of adding to this one.
 */
let afterFrame: MessageChannel | null = null;
const framed: (() => void)[] = [];

function runAfterFrame(): void {
  for (const run of framed.splice(0)) run();
}

function queueAfterFrame(run: () => void): void {
  if (!afterFrame) {
    afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = runAfterFrame;
  }
  framed.push(run);
  if (framed.length === 1) afterFrame.port2.postMessage(0);
}

export const browserNavClock: NavClock = {
  now: () => performance.now(),
  afterPaint(callback) {
    lastAskedAt = performance.now();
    const entry: Waiting = {
      due: lastAskedAt + FRAME_FALLBACK_MS,
      run: () => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        callback();
      },
    };
    waiting.push(entry);
    requestAnimationFrame(() => {
      queueAfterFrame(entry.run);
    });
    if (!fallbackArmed) armFallback(FRAME_FALLBACK_MS);
  },
};
