/**
 * Where a keydown's handler time goes on the navigation bench's page: the same paced ArrowDown presses at
 * 6× CPU throttling as `bench/navigation.ts`, under a Chromium trace and a V8 CPU profile. Prints, per
 * press and summed over all presses, the time inside each keydown dispatch spent in script, style,
 * layout, microtasks and garbage collection, and the functions the profiler sampled inside them.
 *
 * `npx tsx bench/navigation-profile.ts [--minify]`: by default the page is built unminified so that the
 * functions keep their names (the bench's own figures are always taken minified, as shipped).
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { serveBenchPage } from './bench-page.ts';
import { percentile, pressPaced, traced } from './key-latency.ts';

const WARM_UP = 10;

/** `--name value` from the command line, as a number. */
function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) ? value : fallback;
}

/** The bench's throttling; `--rate 1` gives the engine's own times, quantized by no throttling slices. */
const RATE = numberArg('rate', 6);
/** The bench's presses; more give steadier medians (the page's list has 1,000 items). */
const PRESSES = numberArg('presses', 150);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: what other processes on a busy machine do not inflate. */
  tdur?: number;
  tid: number;
  args?: { data?: { type?: string; functionName?: string; lineNumber?: number } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Trace events inside a keydown dispatch that say what the time went to (the rest is script). */
const PHASES = [
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'EventDispatch',
  'TimerInstall',
  'RequestAnimationFrame',
];

function frameName(node: ProfileNode): string {
  const f = node.callFrame;
  const file = f.url.split('/').pop() ?? '';
  return `${f.functionName || '(anonymous)'} ${file}:${String(f.lineNumber + 1)}`;
}

async function main(): Promise<void> {
  const minify = process.argv.includes('--minify');
  const served = await serveBenchPage('navigation', { minify });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(served.url);
    await page.waitForFunction(
      () => (window as unknown as { benchSamples?: { ready: boolean } }).benchSamples?.ready,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await pressPaced(page, 'ArrowDown', WARM_UP, 7);
    await page.evaluate(() => {
      (window as unknown as { benchSamples: { handlerMs: number[] } }).benchSamples.handlerMs.length = 0;
    });
    // The sampling profiler slows every function it samples: off unless asked for (`--profile`).
    const sampling = process.argv.includes('--profile');
    if (sampling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: numberArg('interval', 100) });
      await cdp.send('Profiler.start');
    }
    const events = await traced<TraceEvent>(cdp, () => pressPaced(page, 'ArrowDown', PRESSES));
    const profile = sampling
      ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
      : null;
    const handlerMs = await page.evaluate(
      () => (window as unknown as { benchSamples: { handlerMs: number[] } }).benchSamples.handlerMs,
    );
    report(events, profile, handlerMs);
  } finally {
    await browser.close();
    await served.close();
  }
}

function report(events: TraceEvent[], profile: Profile | null, handlerMs: number[]): void {
  const keydowns = events.filter(
    (e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
  );
  console.log(
    `${String(keydowns.length)} keydown dispatches; page's handler time p50 ${percentile(handlerMs, 50).toFixed(2)} p95 ${percentile(handlerMs, 95).toFixed(2)} max ${Math.max(...handlerMs).toFixed(2)} ms`,
  );
  const total = new Map<string, number>();
  const perKey: { dur: number; parts: Map<string, number> }[] = [];
  for (const k of keydowns) {
    const end = k.ts + (k.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of events) {
      if (e === k || e.tid !== k.tid || e.ph !== 'X' || e.ts < k.ts || e.ts > end) continue;
      if (!PHASES.includes(e.name)) continue;
      const data = e.args?.data;
      const name =
        e.name === 'EventDispatch'
          ? `EventDispatch ${data?.type ?? ''}`
          : e.name === 'FunctionCall'
            ? `FunctionCall ${data?.functionName || '(anonymous)'}:${String(data?.lineNumber ?? '')}`
            : e.name;
      parts.set(name, (parts.get(name) ?? 0) + (e.dur ?? 0) / 1000);
      total.set(name, (total.get(name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    perKey.push({ dur: (k.dur ?? 0) / 1000, parts });
  }
  const cpu = keydowns.map((k) => (k.tdur ?? NaN) / 1000);
  const cpuMean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  console.log(
    `dispatch thread time p50 ${percentile(cpu, 50).toFixed(3)} p95 ${percentile(cpu, 95).toFixed(3)} mean ${cpuMean.toFixed(3)} ms`,
  );
  const durs = perKey.map((p) => p.dur);
  const mean = durs.reduce((a, b) => a + b, 0) / durs.length;
  console.log(
    `dispatch p50 ${percentile(durs, 50).toFixed(3)} p95 ${percentile(durs, 95).toFixed(3)} mean ${mean.toFixed(3)} max ${Math.max(...durs).toFixed(2)} ms`,
  );
  console.log('summed over all keydowns (nested events counted in each):');
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1])) {
    console.log(
      `  ${name.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms  (${(ms / keydowns.length).toFixed(3)} per key)`,
    );
  }
  // Medians per part: robust against a press that another process preempted.
  console.log("median per key, by part (the dispatch less its parts is the engine's own dispatch work):");
  const names = [...total.keys()];
  for (const name of names) {
    const values = perKey.map((p) => p.parts.get(name) ?? 0);
    console.log(
      `  ${name.padEnd(48)} p50 ${percentile(values, 50).toFixed(3)}  p95 ${percentile(values, 95).toFixed(3)} ms`,
    );
  }
  const rest = perKey.map(
    (p) =>
      p.dur - [...p.parts].filter(([n]) => !n.startsWith('EventDispatch')).reduce((a, [, ms]) => a + ms, 0),
  );
  console.log(
    `  ${'(dispatch outside listeners)'.padEnd(48)} p50 ${percentile(rest, 50).toFixed(3)}  p95 ${percentile(rest, 95).toFixed(3)} ms`,
  );
  console.log('slowest 10 keydowns:');
  for (const p of [...perKey].sort((a, b) => b.dur - a.dur).slice(0, 10)) {
    const parts = [...p.parts].map(([n, ms]) => `${n} ${ms.toFixed(2)}`).join(', ');
    console.log(`  ${p.dur.toFixed(2)} ms: ${parts}`);
  }
  if (profile) reportProfile(profile, keydowns);
}

function reportProfile(profile: Profile, keydowns: readonly TraceEvent[]): void {
  // CPU profile: the samples that fall inside a keydown dispatch, by function (self) and by stack.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const windows = keydowns.map((k) => [k.ts, k.ts + (k.dur ?? 0)] as const);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let inside = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (!windows.some(([a, b]) => t >= a && t <= b)) return;
    const next = (profile.timeDeltas[i + 1] ?? dt) / 1000;
    inside += next;
    const node = byId.get(id);
    if (!node) return;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + next);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parentOf.get(n.id) ?? -1)) {
      const name = frameName(n);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + next);
    }
  });
  console.log(`CPU profile inside keydown dispatches: ${inside.toFixed(1)} ms sampled`);
  console.log('self time, top 30:');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
  console.log('inclusive time, top 40:');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
