/**
 * Key presses as a person makes them, and Chromium's own figure for how long each took to reach the screen.
 *
 * - Pacing: each press waits for the last move to be painted, then a pseudo-random 0–50 ms (three frames),
 *   so presses land at any point of the frame. Pressing right after a frame callback (Playwright's default
 *   `raf` polling) would land every key at the same point of the frame and measure only that one.
 * - Key → painted: the `EventTiming` trace events of each keydown, which Chromium records from the event's
 *   timestamp to the presentation of the first frame after its handlers (the measure behind INP, exact to
 *   the microsecond where the page's PerformanceEventTiming rounds to 8 ms).
 *
 * The page must keep `window.benchSamples.paintedMs` (one entry per key, after the frame that follows it).
 */
import type { CDPSession, Page } from 'playwright';

/** The longest pause between two presses, after the last move was painted. */
const MAX_PAUSE_MS = 50;
/** Time for the presentation of a painted frame to be reported. */
const SETTLE_MS = 250;

interface TraceEvent {
  name: string;
  ph: string;
  args?: { data?: { type?: string; duration?: number; timeStamp?: number; commitFinishTime?: number } };
}

/** A small seeded generator (mulberry32), so two runs press with the same pauses. */
function pauses(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * MAX_PAUSE_MS;
  };
}

function paintedCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { benchSamples: { paintedMs: number[] } }).benchSamples.paintedMs.length,
  );
}

/** Presses `key` `count` times, each after the last was painted and a pause; resolves when all are painted. */
export async function pressPaced(page: Page, key: string, count: number, seed = 1): Promise<void> {
  const pause = pauses(seed);
  const before = await paintedCount(page);
  for (let i = 1; i <= count; i++) {
    await new Promise((done) => setTimeout(done, pause()));
    await page.keyboard.press(key);
    await page.waitForFunction(
      (n) =>
        (window as unknown as { benchSamples: { paintedMs: number[] } }).benchSamples.paintedMs.length >= n,
      before + i,
      { polling: 4 },
    );
  }
}

/** Each keydown's times in milliseconds from the key's timestamp. */
export interface KeyTimings {
  /** To the presentation of the first frame after its handlers (what the budget judges). */
  presentedMs: number[];
  /**
   * To the end of that frame's commit: the main thread's part, before the compositor draws it (done here
   * in software, for want of a GPU, where a TV's GPU does it).
   */
  committedMs: number[];
}

/**
 * Presses as `pressPaced` does while Chromium traces, and returns each keydown's timings. Throws when the
 * trace does not hold one figure per press.
 */
export async function keyToPresentedMs(
  page: Page,
  cdp: CDPSession,
  key: string,
  count: number,
): Promise<KeyTimings> {
  // A press's timing is written once its frame's presentation is reported, a little after the paint the
  // page sees: let the presses before these settle first, and the last of these after.
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const events = await traced<TraceEvent>(cdp, async () => {
    await pressPaced(page, key, count);
    await new Promise((done) => setTimeout(done, SETTLE_MS));
  });
  const timings = events
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.type === 'keydown')
    .map((e) => e.args?.data ?? {});
  const presentedMs = timings.map((d) => d.duration ?? NaN);
  const committedMs = timings.map((d) => (d.commitFinishTime ?? NaN) - (d.timeStamp ?? NaN));
  if (timings.length !== count || [...presentedMs, ...committedMs].some((f) => !Number.isFinite(f))) {
    throw new Error(`the trace holds ${String(timings.length)} keydown timings for ${String(count)} presses`);
  }
  return { presentedMs, committedMs };
}

/**
 * Runs `act` while Chromium records the `devtools.timeline` trace, and returns the trace's events (of the
 * shape the caller reads). Not the disabled-by-default timeline categories: they take a script stack on
 * every requestAnimationFrame, timer and style invalidation, and so inflate exactly the calls a key makes.
 */
export async function traced<Event>(cdp: CDPSession, act: () => Promise<void>): Promise<Event[]> {
  const events: Event[] = [];
  const collect = (message: { value: object[] }): void => {
    events.push(...(message.value as Event[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((done) => {
    cdp.once('Tracing.tracingComplete', () => {
      done();
    });
  });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? NaN;
}
