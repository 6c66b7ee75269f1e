/**
 * `npm run bench [area]`: runs each area's bench and prints every figure beside its budget.
 * To add figures: write `bench/<area>.ts` exporting an async function that returns BenchRow[] (bench-row.ts)
 * or numeric figures ({name, value, budget, unit, ok}), and add one entry to BENCHES. Budgets are reported,
 * not enforced: the exit code is 0 unless a bench itself fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row.ts';
import { benchAppSignIn } from './app-sign-in.ts';

/** A figure in the shape some area benches return (value, unit and budget as numbers). */
interface NumericFigure {
  name: string;
  value: number;
  budget: number;
  unit: string;
  ok: boolean;
}

function isNumericFigure(value: unknown): value is NumericFigure {
  const f = value as Partial<NumericFigure> | null;
  return typeof f?.name === 'string' && typeof f.value === 'number' && typeof f.budget === 'number';
}

function isBenchRow(value: unknown): value is BenchRow {
  const r = value as Partial<BenchRow> | null;
  return typeof r?.name === 'string' && typeof r.figure === 'string' && typeof r.budget === 'string';
}

/** Rows from whatever an area bench returned: BenchRow[] as is, numeric figures formatted. */
function toRows(area: string, result: unknown): BenchRow[] {
  if (!Array.isArray(result)) throw new Error(`the ${area} bench returned no list of figures`);
  return result.map((item: unknown) => {
    if (isBenchRow(item)) return item;
    if (isNumericFigure(item)) {
      return {
        name: `${area}: ${item.name}`,
        figure: `${item.value.toFixed(2)} ${item.unit}`,
        budget: `≤ ${item.budget} ${item.unit}`,
        ok: item.ok,
      };
    }
    throw new Error(`the ${area} bench returned a figure this runner does not know`);
  });
}

/**
 * Each area's bench: a module in this folder and the async function it exports. Loaded by name, so an
 * area whose bench is not there yet is skipped with a note.
 */
const BENCHES: { area: string; file: string; run: string }[] = [
  { area: 'navigation', file: 'navigation.ts', run: 'benchNavigation' },
  { area: 'calendar', file: 'calendar.ts', run: 'benchCalendar' },
  { area: 'recurrence', file: 'recurrence.ts', run: 'benchRecurrence' },
  { area: 'demo', file: 'demo-seed.ts', run: 'benchDemoSeed' },
  { area: 'provider', file: 'provider.ts', run: 'benchProvider' },
  { area: 'memory', file: 'memory.ts', run: 'benchMemory' },
  { area: 'replicas', file: 'replicas.ts', run: 'benchReplicas' },
  { area: 'abuse', file: 'abuse.ts', run: 'benchAbuse' },
  { area: 'fleet', file: 'fleet.ts', run: 'benchFleet' },
];

async function runArea(area: string, file: string, run: string): Promise<BenchRow[]> {
  const path = join(import.meta.dirname, file);
  if (!existsSync(path)) {
    console.error(`bench: ${area}: ${file} not found, skipped`);
    return [];
  }
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const bench = module[run];
  if (typeof bench !== 'function') throw new Error(`${file} exports no ${run}()`);
  return toRows(area, await (bench as () => Promise<unknown>)());
}

function table(rows: BenchRow[]): string {
  const width = (pick: (row: BenchRow) => string): number => Math.max(...rows.map((row) => pick(row).length));
  const name = width((r) => r.name);
  const figure = width((r) => r.figure);
  const budget = width((r) => r.budget);
  return rows
    .map((row) => {
      const verdict = row.ok === undefined ? '' : row.ok ? '  ok' : '  OVER';
      return `${row.name.padEnd(name)} | ${row.figure.padStart(figure)} | ${row.budget.padEnd(budget)}${verdict}`;
    })
    .join('\n');
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const rows: BenchRow[] = [];
  if (only === undefined || only === 'sign-in') {
    console.error('bench: sign-in…');
    rows.push(...(await benchAppSignIn()));
  }
  for (const bench of BENCHES) {
    if (only !== undefined && bench.area !== only) continue;
    console.error(`bench: ${bench.area}…`);
    rows.push(...(await runArea(bench.area, bench.file, bench.run)));
  }
  console.log(table([{ name: 'measure', figure: 'figure', budget: 'budget' }, ...rows]));
}

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
