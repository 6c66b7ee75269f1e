/**
 * One cold signed-out start of the built app at 4× CPU, traced (Chromium's tracing through Playwright):
 * prints when each part of the way to the code happened, in performance.now() ms (docs/app.md, "Budgets").
 * `npx tsx bench/sign-in-trace.ts [runs]` after `npx vite build`.
 */
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startProvider } from '../src/provider/server.ts';
import { serveApp } from '../test/e2e/support/app.ts';
import { PAINT_PROBE, paintedAt } from './paint-probe.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** A trace argument as text: the trace writes strings and numbers. */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const runs = Number(process.argv[2] ?? 3);
const provider = await startProvider({
  settings: { port: 0, dbPath: ':memory:', deviceCodeQuota: 10_000, demo: true },
});
const app = await serveApp(provider.origin);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.addInitScript(PAINT_PROBE);
    // A mark at a known performance.now(): where the page's clock starts on the trace's.
    await page.addInitScript("window.__traceMark = performance.now(); performance.mark('trace-probe');");
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(app.url, { waitUntil: 'commit' });
    const code = await paintedAt(page, 'code', cdp);
    const qr = await paintedAt(page, 'qr', cdp);
    const probe = await page.evaluate(() => (window as unknown as { __traceMark: number }).__traceMark);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    const events = trace.traceEvents;
    // Trace ts is µs on a monotonic clock; the probe's mark says where performance.now() 0 is.
    const mark = events.filter((e) => e.name === 'trace-probe').at(-1);
    const mainTid = mark?.tid;
    const mainPid = mark?.pid;
    const t0 = (mark?.ts ?? 0) - probe * 1000;
    const ms = (ts: number) => ((ts - t0) / 1000).toFixed(0);
    const rows: [number, string][] = [];
    const requests = new Map<string, string>();
    for (const e of events) {
      const d = e.args?.data ?? {};
      if (e.pid !== mainPid) continue;
      if (e.name.startsWith('m ') || e.name === 'HandlePostMessage') rows.push([e.ts, `MARK ${e.name}`]);
      if (e.name === 'ResourceSendRequest') {
        requests.set(String(d.requestId), String(d.url).replace(/^.*\//, ''));
        rows.push([e.ts, `request  ${requests.get(String(d.requestId))}`]);
      }
      if (e.name === 'ResourceFinish')
        rows.push([e.ts, `finished ${requests.get(String(d.requestId)) ?? '?'}`]);
      if (process.env.TRACE_WORKER && e.tid !== mainTid && /Worker|EvaluateScript|v8.compile/.test(e.name)) {
        rows.push([e.ts, `  [thread ${e.tid}] ${e.name} ${e.ph} (${((e.dur ?? 0) / 1000).toFixed(0)} ms)`]);
      }
      if (
        e.pid !== mainPid ||
        e.tid !== mainTid ||
        e.ph !== 'X' ||
        (e.dur ?? 0) < Number(process.env.TRACE_MIN_US ?? 3000)
      )
        continue;
      const what =
        e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule'
          ? `${e.name} ${text(d.url).replace(/^.*\//, '')}`
          : e.name === 'FunctionCall'
            ? `FunctionCall ${text(d.functionName)} ${text(d.url).replace(/^.*\//, '')}:${text(d.lineNumber)}`
            : e.name;
      if (
        !process.env.TRACE_TASKS &&
        /RunTask|ThreadControllerImpl|Task$/.test(e.name) &&
        e.name !== 'RunMicrotasks'
      )
        continue;
      rows.push([e.ts, `${what} (${((e.dur ?? 0) / 1000).toFixed(0)} ms)`]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    console.log(`--- run ${run}: code ${code.toFixed(0)} ms, qr ${qr.toFixed(0)} ms `);
    for (const [ts, what] of rows) console.log(`${ms(ts).padStart(6)}  ${what}`);
  }
} finally {
  await browser.close();
  await app.close();
  await provider.close();
}
