/**
 * Demo data bench: the time to seed the fitness module's demo data (two devices, 120 days; docs/fitness.md),
 * which every `PROVIDER_DEMO=1` start pays, on an in-memory SQLite database. The median of several seedings,
 * beside its budget; timed here rather than in the tests, which run on a shared, noisy machine.
 *
 * `benchDemoSeed()` is called by the bench runner; `npx tsx bench/demo-seed.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { harness } from '../test/provider/fitness/harness.ts';

const RUNS = 5;
const SEED_BUDGET_MS = 2000;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function benchDemoSeed(): Promise<
  { name: string; value: number; budget: number; unit: 'ms'; ok: boolean }[]
> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await harness({ seed: true });
    times.push(performance.now() - started);
  }
  const value = median(times);
  return [
    {
      name: `fitness demo data seeded (120 days, two devices), median of ${RUNS}`,
      value,
      budget: SEED_BUDGET_MS,
      unit: 'ms',
      ok: value <= SEED_BUDGET_MS,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await benchDemoSeed());
}
