/**
 * What watching the provider costs on its most frequent answer, the pending poll (docs/operating.md,
 * docs/scale.md): the same server child with metrics off ("bare"), as served (metrics on), and with a log
 * line per request as `npm run provider` writes them, each polled in the same rounds as the others.
 * Budget: metrics add at most 5% CPU per answer. The log line is reported beside it.
 */
import type { BenchRow } from './bench-row.ts';
import type { Round } from './provider.ts';

/** The two other ways of running our server child (provider-ours-server.ts), by name and environment. */
export const WATCHED = {
  bare: { name: 'ours, no metrics', env: { BENCH_PROVIDER_METRICS: '0' } },
  logged: { name: 'ours, metrics and a log line per request', env: { BENCH_PROVIDER_LOG: '1' } },
} as const;

/** Metrics may cost this much more CPU per pending poll than none. */
const METRICS_BUDGET = 1.05;

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const cpu = (rounds: readonly Round[]): number => mean(rounds.map((r) => r.cpuMicrosPerAnswer));
const percent = (ratio: number): string => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

export function costRows(rounds: { bare: Round[]; ours: Round[]; logged: Round[] }): BenchRow[] {
  const bare = cpu(rounds.bare);
  const ours = cpu(rounds.ours);
  const logged = cpu(rounds.logged);
  return [
    {
      name: 'provider: pending poll CPU per answer, no metrics / metrics (mean of rounds)',
      figure: `${bare.toFixed(1)} / ${ours.toFixed(1)} µs = ${percent(ours / bare)}`,
      budget: `≤ +${Math.round((METRICS_BUDGET - 1) * 100)}%`,
      ok: ours / bare <= METRICS_BUDGET,
    },
    {
      name: 'provider: pending poll CPU per answer, metrics and a JSON log line per request',
      figure: `${logged.toFixed(1)} µs = ${percent(logged / bare)} over no metrics`,
      budget: 'informs',
    },
  ];
}
