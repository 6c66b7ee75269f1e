/**
 * The requests' latency by route (metrics.ts), a Prometheus histogram written out beside prom-client's
 * registry when `/metrics` is scraped, in the text format prom-client writes its own histograms in.
 *
 * prom-client's `Histogram.observe` makes a closure and a label object, checks every label and builds a
 * string key on each call, then counts in objects keyed by those strings: 3% of a pending poll's CPU with
 * the provider driven in process (docs/scale.md, "What watching costs"), against a 5% budget for all the
 * metrics. Here a route's counts are plain numbers found once per route, so an answer adds to an array.
 */

/** One route's counts: answers per bucket (each counted in the first bucket it fits), their sum and count. */
export class RouteLatency {
  readonly #bounds: readonly number[];
  readonly perBucket: number[];
  sum = 0;
  count = 0;

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
    this.perBucket = bounds.map(() => 0);
  }

  observe(seconds: number): void {
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && seconds > (bounds[i] ?? Infinity)) i++;
    // Past the last bound only the implicit +Inf bucket, the count, holds it.
    if (i < bounds.length) this.perBucket[i] = (this.perBucket[i] ?? 0) + 1;
    this.sum += seconds;
    this.count++;
  }
}

/** A label value or help text as the text format writes it (backslash, newline and, in a value, the quote). */
const escaped = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const labelValue = (text: string): string => escaped(text).replace(/"/g, '\\"');

/** A number as prom-client writes a sample's value. */
function sampleValue(value: number): string {
  if (Number.isNaN(value)) return 'Nan';
  if (!Number.isFinite(value)) return value < 0 ? '-Inf' : '+Inf';
  return String(value);
}

export class LatencyHistogram {
  readonly #routes = new Map<string, RouteLatency>();

  /** `bounds`: the buckets' upper bounds in seconds, ascending. */
  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}

  /** The counts of `route`, made at its first answer and kept: the caller may keep them too. */
  route(route: string): RouteLatency {
    let counts = this.#routes.get(route);
    if (counts === undefined) this.#routes.set(route, (counts = new RouteLatency(this.bounds)));
    return counts;
  }

  /** HELP, TYPE, then per route its cumulative buckets, +Inf, sum and count, in the order routes came. */
  exposition(): string {
    const lines = [`# HELP ${this.name} ${escaped(this.help)}`, `# TYPE ${this.name} histogram`];
    for (const [route, counts] of this.#routes) {
      const label = `route="${labelValue(route)}"`;
      let below = 0;
      this.bounds.forEach((bound, i) => {
        below += counts.perBucket[i] ?? 0;
        lines.push(`${this.name}_bucket{le="${bound}",${label}} ${below}`);
      });
      lines.push(`${this.name}_bucket{le="+Inf",${label}} ${counts.count}`);
      lines.push(`${this.name}_sum{${label}} ${sampleValue(counts.sum)}`);
      lines.push(`${this.name}_count{${label}} ${counts.count}`);
    }
    return lines.join('\n');
  }
}
