/**
 * The provider's metrics in Prometheus text format through prom-client (docs/operating.md#metrics), one
 * registry per provider so that a test's providers never mix their counts:
 * - every request by route template (never the raw path), method and status, and its latency by route;
 * - device polls by result, device codes issued and refused by quota, sign-ins on the pages by result;
 * - security event pushes by result;
 * - the stores: requests waiting for the SQLite connection, the PostgreSQL pool's clients;
 * - the process (CPU, memory, event loop, garbage collection), prom-client's defaults.
 *
 * Device codes and sign-ins are read from their answers, whose statuses are documented (docs/provider.md
 * #limits, docs/identity.md): 200 or 403 at `/device/code`, 303, 401, 403 or 429 at `/device/signin`. A poll's
 * result needs its error code, which several statuses share, so the token endpoint says it (meter.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { SqlAccess } from '../store/sql-access.ts';
import { PostgresStore } from '../store/postgres-store.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import type { Meter } from './meter.ts';
import { LatencyHistogram, type RouteLatency } from './latency-histogram.ts';
import { Tally, type TallyCell } from './tally.ts';

/** The answers of RFC 8628 §3.5 and docs/provider.md#polling, as `device_polls_total`'s `result`. */
const POLL_RESULTS: Readonly<Record<string, string>> = {
  granted: 'granted',
  replayed: 'replayed',
  authorization_pending: 'pending',
  slow_down: 'slow_down',
  access_denied: 'denied',
  admin_policy_enforced: 'denied',
  org_internal: 'denied',
  expired_token: 'expired',
};

/** Latency buckets, seconds: a pending poll answers in a fraction of a millisecond, a sign-in in tens. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What one route, method and status counts, found once and kept: a request allocates nothing. */
interface Series {
  requests: TallyCell;
  latency: RouteLatency;
  /** The result counter this answer adds to, for the answers metrics.ts reads (device codes, sign-ins). */
  answer: (() => void) | undefined;
}

export class ProviderMetrics implements Meter {
  readonly registry = new Registry();
  readonly #requests = new Tally(
    this.registry,
    'http_requests_total',
    'Requests answered, by route template, method and status.',
    ['route', 'method', 'status'],
  );
  readonly #latency = new LatencyHistogram(
    'http_request_duration_seconds',
    'Time from a request reaching the provider to its answer, by route template.',
    BUCKETS,
  );
  readonly #polls = new Tally(
    this.registry,
    'device_polls_total',
    'Polls of the token endpoint with a device code, by result.',
    ['result'],
  );
  /** A poll's answer → its result's count. */
  readonly #pollCells = new Map(
    Object.entries(POLL_RESULTS).map(([answer, result]) => [answer, this.#polls.cell({ result })]),
  );
  readonly #invalidPoll = this.#polls.cell({ result: 'invalid' });
  /** `POST <route>` → status → the counter and result it adds one to. */
  readonly #answers: ReadonlyMap<string, ReadonlyMap<number, () => void>>;
  readonly #pushes = new Counter({
    name: 'security_event_pushes_total',
    help: 'Pushes of security event tokens to receivers: pushed, retried (a try failed, another is due), failed (no try left).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  /** Route → method → status → what it counts. */
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(stores: readonly SqlAccess[]) {
    const codes = new Counter({
      name: 'device_codes_total',
      help: 'Device-code requests: issued, or refused by the client or address quota.',
      labelNames: ['result'] as const,
      registers: [this.registry],
    });
    const signIns = new Counter({
      name: 'sign_ins_total',
      help: 'Sign-ins on the verification pages, by result.',
      labelNames: ['result'] as const,
      registers: [this.registry],
    });
    const adds = (counter: Counter<'result'>, results: Record<number, string>) =>
      new Map(
        Object.entries(results).map(([status, result]) => {
          const labels = { result };
          return [
            Number(status),
            () => {
              counter.inc(labels);
            },
          ];
        }),
      );
    this.#answers = new Map([
      ['/device/code', adds(codes, { 200: 'issued', 403: 'refused_quota' })],
      [
        '/device/signin',
        adds(signIns, { 303: 'signed_in', 401: 'wrong_password', 403: 'disabled', 429: 'limited' }),
      ],
    ]);
    storeGauges(this.registry, stores);
    collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request; `route` is its template (request-log.ts), `seconds` its latency. */
  request(route: string, method: string, status: number, seconds: number): void {
    const series = this.#seriesOf(route, method, status);
    series.requests.n++;
    series.latency.observe(seconds);
    series.answer?.();
  }

  devicePoll(answer: string): void {
    (this.#pollCells.get(answer) ?? this.#invalidPoll).n++;
  }

  securityEventPush(result: 'pushed' | 'retried' | 'failed'): void {
    this.#pushes.inc({ result });
  }

  /** The exposition, and its content type (`text/plain; version=0.0.4`): the registry's, then the latency. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    const text = `${await this.registry.metrics()}\n${this.#latency.exposition()}\n`;
    return { text, contentType: this.registry.contentType };
  }

  #seriesOf(route: string, method: string, status: number): Series {
    let byMethod = this.#series.get(route);
    if (byMethod === undefined) this.#series.set(route, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        requests: this.#requests.cell({ route, method, status: String(status) }),
        latency: this.#latency.route(route),
        answer: method === 'POST' ? this.#answers.get(route)?.get(status) : undefined,
      };
      byStatus.set(status, series);
    }
    return series;
  }
}

/** Read when scraped: what waits for the SQLite connection, the PostgreSQL pool's clients by state. */
function storeGauges(registry: Registry, stores: readonly SqlAccess[]): void {
  const sqlite = stores.find((store) => store instanceof SqliteStore);
  const postgres = stores.find((store) => store instanceof PostgresStore);
  new Gauge({
    name: 'store_queue_depth',
    help: 'Transactions and statements waiting for the SQLite connection.',
    registers: [registry],
    collect() {
      this.set(sqlite?.queue.waiting ?? 0);
    },
  });
  if (postgres === undefined) return;
  new Gauge({
    name: 'store_pool_clients',
    help: 'The PostgreSQL pool: clients in all, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { pool } = postgres;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
