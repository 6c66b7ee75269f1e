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
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SqlAccess } from '../store/sql-access.ts';
import { PostgresStore } from '../store/postgres-store.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import type { Meter } from './meter.ts';
import { Tally } from './tally.ts';

/** The answers of RFC 8628 §3.5 and docs/provider.md#polling, as `device_polls_total`'s `result`. */
const POLL_RESULTS: Readonly<Record<string, string>> = {
  granted: 'granted',
  authorization_pending: 'pending',
  slow_down: 'slow_down',
  access_denied: 'denied',
  admin_policy_enforced: 'denied',
  org_internal: 'denied',
  expired_token: 'expired',
};

/** Label objects made once: a poll, the provider's most frequent request, allocates none. */
const POLL_LABELS: Readonly<Record<string, { result: string }>> = Object.fromEntries(
  Object.entries(POLL_RESULTS).map(([answer, result]) => [answer, { result }]),
);
const INVALID_POLL = { result: 'invalid' };

/** Latency buckets, seconds: a pending poll answers in a fraction of a millisecond, a sign-in in tens. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RequestLabels = { route: string; method: string; status: string };

export class ProviderMetrics implements Meter {
  readonly registry = new Registry();
  readonly #requests = new Tally(
    this.registry,
    'http_requests_total',
    'Requests answered, by route template, method and status.',
    ['route', 'method', 'status'],
  );
  readonly #durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the provider to its answer, by route template.',
    labelNames: ['route'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly #polls = new Tally(
    this.registry,
    'device_polls_total',
    'Polls of the token endpoint with a device code, by result.',
    ['result'],
  );
  /** `POST <route>` → status → the counter and result it adds one to. */
  readonly #answers: ReadonlyMap<string, ReadonlyMap<number, () => void>>;
  readonly #pushes = new Counter({
    name: 'security_event_pushes_total',
    help: 'Pushes of security event tokens to receivers: pushed, retried (a try failed, another is due), failed (no try left).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  /** Label objects made once per route, method and status: a request allocates none. */
  readonly #labels = new Map<string, Map<string, Map<number, RequestLabels>>>();
  readonly #routeLabels = new Map<string, { route: string }>();

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
    this.#requests.add(this.#labelsOf(route, method, status));
    let byRoute = this.#routeLabels.get(route);
    if (byRoute === undefined) this.#routeLabels.set(route, (byRoute = { route }));
    this.#durations.observe(byRoute, seconds);
    if (method === 'POST') this.#answers.get(route)?.get(status)?.();
  }

  devicePoll(answer: string): void {
    this.#polls.add(POLL_LABELS[answer] ?? INVALID_POLL);
  }

  securityEventPush(result: 'pushed' | 'retried' | 'failed'): void {
    this.#pushes.inc({ result });
  }

  /** The exposition, and its content type (`text/plain; version=0.0.4`). */
  async exposition(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }

  #labelsOf(route: string, method: string, status: number): RequestLabels {
    let byMethod = this.#labels.get(route);
    if (byMethod === undefined)
      this.#labels.set(route, (byMethod = new Map<string, Map<number, RequestLabels>>()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map<number, RequestLabels>()));
    let labels = byStatus.get(status);
    if (labels === undefined) byStatus.set(status, (labels = { route, method, status: String(status) }));
    return labels;
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
