/**
 * A Prometheus counter for the hot path (metrics.ts): each label set's count is a plain number in a cell the
 * caller makes once and keeps, so a request adds one to a property, and prom-client reads the cells only when
 * `/metrics` is scraped. prom-client's own `inc` builds a string key from the labels on every call, which
 * made counting a pending poll's request and result more than half of what metrics cost it (a CPU profile of
 * pending polls); a map from label objects to numbers, read and written per request, still cost about 1%
 * of a pending poll driven in process (docs/scale.md, "What watching costs").
 */
import { Counter, type Registry } from 'prom-client';

/** One label set's count. */
export interface TallyCell {
  n: number;
}

export class Tally<L extends string> {
  readonly #cells: { labels: Readonly<Record<L, string>>; cell: TallyCell }[] = [];

  constructor(registry: Registry, name: string, help: string, labelNames: readonly L[]) {
    const cells = this.#cells;
    new Counter<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        // A label set appears once it has counted something, as with prom-client's own counters.
        for (const { labels, cell } of cells) if (cell.n > 0) this.inc(labels, cell.n);
      },
    });
  }

  /** A new cell for `labels`: one per label set, which the caller keeps and adds to. */
  cell(labels: Readonly<Record<L, string>>): TallyCell {
    const cell = { n: 0 };
    this.#cells.push({ labels, cell });
    return cell;
  }
}
