/**
 * Navigation bench: a 1,000-item virtual list on screen under the app's navigation root, Chromium's CPU
 * throttled through CDP. Figures against the budgets of issue 4:
 * - keydown handler time at 6× throttling, p95 and max: ≤ 4 ms;
 * - key press → next item focused and painted at 4× throttling, p95: ≤ 33.3 ms (two frames: a key landing
 *   mid-frame waits for the next vsync; docs/navigation.md, "Bench"), from Chromium's
 *   own EventTiming trace events, with presses paced as a person's (key-latency.ts).
 *
 * `benchNavigation()` is called by the bench runner; `npx tsx bench/navigation.ts` runs it alone.
 * The page (bench/pages/) is built by Vite in production mode (Lit without dev checks), like the app.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright';
import { keyToPresentedMs, percentile, pressPaced, type KeyTimings } from './key-latency.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { serveBenchPage } from './bench-page.ts';

export interface BenchFigure {
  name: string;
  value: number;
  budget: number;
  unit: 'ms';
  ok: boolean;
}

interface Samples {
  handlerMs: number[];
  paintedMs: number[];
  focusedIndex: number;
  ready: boolean;
}

interface Run {
  handlerMs: number[];
  timings: KeyTimings;
  focusedIndex: number;
}

const PRESSES = 150;
const WARM_UP = 10;

/**
 * Presses ArrowDown `PRESSES` times under `rate`× CPU throttling, paced as a person would press; with
 * `trace`, also takes Chromium's key → presented figure of each press.
 */
async function run(page: Page, url: string, rate: number, trace: boolean): Promise<Run> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { benchSamples?: Samples }).benchSamples?.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Warm-up presses (the engine compiles the handlers on first use), then forget their figures.
  await pressPaced(page, 'ArrowDown', WARM_UP, 7);
  await page.evaluate(() => {
    const s = (window as unknown as { benchSamples: Samples }).benchSamples;
    s.handlerMs.length = 0;
  });
  let timings: KeyTimings = { presentedMs: [], committedMs: [] };
  if (trace) timings = await keyToPresentedMs(page, cdp, 'ArrowDown', PRESSES);
  else await pressPaced(page, 'ArrowDown', PRESSES);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const samples = await page.evaluate(() => (window as unknown as { benchSamples: Samples }).benchSamples);
  return { handlerMs: samples.handlerMs, timings, focusedIndex: samples.focusedIndex };
}

function figure(name: string, value: number, budget: number): BenchFigure {
  return { name, value: Math.round(value * 100) / 100, budget, unit: 'ms', ok: value <= budget };
}

export async function benchNavigation(): Promise<BenchFigure[]> {
  // Wall-clock figures: on a shared machine other work inflates them; say how busy it was.
  console.log(
    `navigation bench: ${cpus().length} CPUs, load average ${(loadavg()[0] ?? 0).toFixed(1)} at start`,
  );
  const served = await serveBenchPage('navigation');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const url = served.url;
    const at6 = await run(page, url, 6, false);
    if (at6.focusedIndex !== WARM_UP + PRESSES) throw new Error(`focus ended on ${at6.focusedIndex}`);
    const at4 = await run(page, url, 4, true);
    if (at4.focusedIndex !== WARM_UP + PRESSES) throw new Error(`focus ended on ${at4.focusedIndex}`);
    return [
      figure('keydown handlers at 6× CPU, p95', percentile(at6.handlerMs, 95), 4),
      figure('keydown handlers at 6× CPU, p50', percentile(at6.handlerMs, 50), 4),
      figure('keydown handlers at 6× CPU, max', Math.max(...at6.handlerMs), 4),
      figure('key → focused and painted at 4× CPU, p95', percentile(at4.timings.presentedMs, 95), 33.3),
      figure('key → focused and painted at 4× CPU, p50', percentile(at4.timings.presentedMs, 50), 33.3),
      figure('  of which key → frame committed, p95', percentile(at4.timings.committedMs, 95), 16.7),
    ];
  } finally {
    await browser.close();
    await served.close();
  }
}

export function printFigures(figures: readonly BenchFigure[]): void {
  for (const f of figures) {
    console.log(
      `${f.ok ? 'ok  ' : 'OVER'} ${f.name.padEnd(48)} ${f.value.toFixed(2).padStart(7)} ${f.unit}  (budget ≤ ${f.budget} ${f.unit})`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchNavigation();
  printFigures(figures);
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}
