/**
 * What watching the provider costs on its most frequent answer, the pending poll (docs/operating.md,
 * docs/scale.md, "What watching costs"): metrics (requests by route, method and status, the latency
 * histogram, polls by result) against none, measured in one child process a request apart
 * (provider-cost-child.ts), so that a machine shared with other work weighs on both alike. Each block gives
 * each its median time per answer; the figure is the median of the blocks' ratios, beside their spread, and
 * the difference beside this provider's CPU per answer over HTTP in the same run. Budget: metrics add at
 * most 5%. A JSON log line per request is reported beside it, by its CPU per line.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BenchRow } from './bench-row.ts';
import type { CostAsk, CostBlock } from './provider-cost-child.ts';

/** Metrics may cost this much more per pending poll than none. */
const METRICS_BUDGET = 1.05;
/** Blocks of answers; an odd count has a middle. */
const BLOCKS = 7;
/** Answers of each kind per block. */
const ROUNDS = 2_000;

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const percent = (ratio: number): string => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;
const spread = (ratios: readonly number[]): string =>
  `${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))}`;

/** The blocks from a child of its own, with the settings `env` gives (the bench's own). */
export function measureCost(env: Record<string, string>): Promise<CostBlock[]> {
  const child = fork(join(import.meta.dirname, 'provider-cost-child.ts'), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`the cost child exited with ${String(code)}`));
    });
    child.on('message', (message: { ready?: true; blocks?: CostBlock[] }) => {
      if (message.ready === true) child.send({ rounds: ROUNDS, blocks: BLOCKS } satisfies CostAsk);
      if (message.blocks === undefined) return;
      child.removeAllListeners('exit');
      child.kill();
      resolve(message.blocks);
    });
  });
}

/** `httpMicros`: this provider's CPU per pending poll over HTTP (metrics on) in the same run, µs. */
export function costRows(blocks: readonly CostBlock[], httpMicros: number): BenchRow[] {
  const metrics = blocks.map((b) => b.metrics / b.bare);
  const line = median(blocks.map((b) => b.line));
  const bare = median(blocks.map((b) => b.bare));
  const added = median(blocks.map((b) => b.metrics - b.bare));
  const how = `in process, a request apart; median of ${blocks.length} blocks of ${ROUNDS.toLocaleString('en-US')}`;
  return [
    {
      name: `provider: pending poll, metrics over none (${how})`,
      figure:
        `${percent(median(metrics))} (blocks ${spread(metrics)}; ${added.toFixed(2)} µs over ${bare.toFixed(1)} µs; ` +
        `over HTTP ${percent(httpMicros / (httpMicros - added))} of ${httpMicros.toFixed(0)} µs CPU per answer)`,
      budget: `≤ +${Math.round((METRICS_BUDGET - 1) * 100)}%`,
      ok: median(metrics) <= METRICS_BUDGET,
    },
    {
      name: 'provider: a JSON log line per request (CPU per line, median of the blocks), over HTTP',
      figure: `${line.toFixed(2)} µs: ${percent((httpMicros + line) / httpMicros)} of ${httpMicros.toFixed(0)} µs CPU per answer`,
      budget: 'informs',
    },
  ];
}
