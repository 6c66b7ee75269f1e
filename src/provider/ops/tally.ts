/**
 * A Prometheus counter for the hot path (metrics.ts): a request adds one to a plain number, found by its label
 * object (made once per label set by the caller), and prom-client reads the numbers only when `/metrics` is
 * scraped. prom-client's own `inc` builds a string key from the labels on every call, which made counting a
 * pending poll's request and result more than half of what metrics cost it (a CPU profile of pending polls).
 */
import { Counter, type Registry } from 'prom-client';

export class Tally<L extends string> {
  readonly #counts = new Map<Readonly<Record<L, string>>, number>();

  constructor(registry: Registry, name: string, help: string, labelNames: readonly L[]) {
    const counts = this.#counts;
    new Counter<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const [labels, n] of counts) this.inc(labels, n);
      },
    });
  }

  /** One more for `labels`, which must be the same object every time for the same label set. */
  add(labels: Readonly<Record<L, string>>): void {
    this.#counts.set(labels, (this.#counts.get(labels) ?? 0) + 1);
  }
}
