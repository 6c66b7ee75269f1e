/**
 * The addresses a load balancer and an operator probe (docs/operating.md#health-and-readiness): `/healthz`
 * (the process answers), `/readyz` (the store answers and its migrations are applied) and, unless
 * PROVIDER_METRICS_PORT moves it, `/metrics`. None needs a token, and none counts towards a limit.
 */
import { Hono, type Context } from 'hono';
import type { SqlAccess, SqlStatement } from '../store/sql-access.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { ProviderMetrics } from './metrics.ts';

/** A store that has not answered within this is as good as down to a load balancer probing every second. */
const STORE_ANSWER_MS = 2_000;

const NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * Whether the provider should be sent requests. Migrations are applied before the provider listens, so what
 * can go wrong later is the store itself: down, or emptied (a database restored from before the provider's
 * tables, or dropped): each store must still hold the migrations it held at start.
 */
export class Readiness {
  readonly #counts: { store: SqlAccess; count: SqlStatement; atStart: number }[];

  private constructor(
    counts: { store: SqlAccess; count: SqlStatement; atStart: number }[],
    private readonly lifecycle: Lifecycle,
  ) {
    this.#counts = counts;
  }

  /** Once the migrations are applied: what each store holds then is what it must keep holding. */
  static async after(stores: readonly SqlAccess[], lifecycle: Lifecycle): Promise<Readiness> {
    const counts = await Promise.all(
      stores.map(async (store) => {
        const count = store.prepare('SELECT COUNT(*) FROM schema_migrations');
        return { store, count, atStart: (await count.value<number>()) ?? 0 };
      }),
    );
    return new Readiness(counts, lifecycle);
  }

  /** Undefined when ready, otherwise why not, in a sentence for the operator. */
  async reason(): Promise<string | undefined> {
    if (this.lifecycle.stopping) return 'the provider is stopping';
    for (const { store, count, atStart } of this.#counts) {
      const name = NAMES[store.dialect];
      let held: number | undefined | 'late';
      try {
        held = await withinLimit(count.value<number>(), STORE_ANSWER_MS);
      } catch (err) {
        return `${name} does not answer (${err instanceof Error ? err.message : String(err)})`;
      }
      if (held === 'late') return `${name} did not answer within ${STORE_ANSWER_MS / 1000} s`;
      if ((held ?? 0) < atStart) {
        return `${name} holds ${held ?? 0} of the ${atStart} migrations applied at start`;
      }
    }
    return undefined;
  }
}

function withinLimit<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      resolve('late');
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

/** The exposition, as Prometheus asks for it. */
export async function metricsAnswer(c: Context, metrics: ProviderMetrics): Promise<Response> {
  const { text, contentType } = await metrics.exposition();
  return c.body(text, 200, { 'Content-Type': contentType });
}

export function healthRoutes(
  readiness: Readiness,
  /** Served here when given: absent when there are none, or when they have a port of their own. */
  metrics: ProviderMetrics | undefined,
): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const reason = await readiness.reason();
    return reason === undefined
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason }, 503);
  });
  if (metrics !== undefined) app.get('/metrics', (c) => metricsAnswer(c, metrics));
  return app;
}
