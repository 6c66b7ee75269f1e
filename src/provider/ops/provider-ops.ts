/**
 * What a provider needs to be watched and stopped (docs/operating.md), made once per provider by server.ts:
 * its metrics and the meter its modules count on, the count of requests in flight, and, once its migrations
 * are applied, the middleware and the routes compose.ts adds (request-log.ts, health.ts).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Settings } from '../settings.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { healthRoutes, Readiness } from './health.ts';
import { Lifecycle } from './lifecycle.ts';
import { NO_METER, type Meter } from './meter.ts';
import { ProviderMetrics } from './metrics.ts';
import { observeRequests } from './request-log.ts';

export interface OpsOptions {
  /** False: nothing is counted and `/metrics` is not served (the bench's baseline for the cost of counting). */
  metrics?: boolean;
}

/** What compose.ts adds around the modules: the first middleware, and routes of the provider's own. */
export interface OpsHttp {
  observe: MiddlewareHandler;
  routes: Hono;
}

export interface ProviderOps {
  lifecycle: Lifecycle;
  /** Undefined when switched off (OpsOptions). */
  metrics: ProviderMetrics | undefined;
  /** What modules count on (module.ts `ctx.meter`). */
  meter: Meter;
  /** Once the migrations are applied (readiness compares with what the stores hold then). */
  http(): Promise<OpsHttp>;
}

export function createOps(
  settings: Readonly<Settings>,
  stores: readonly SqlAccess[],
  options: OpsOptions = {},
): ProviderOps {
  const lifecycle = new Lifecycle();
  const metrics = options.metrics === false ? undefined : new ProviderMetrics(stores);
  return {
    lifecycle,
    metrics,
    meter: metrics ?? NO_METER,
    async http() {
      const readiness = await Readiness.after(stores, lifecycle);
      return {
        observe: observeRequests({ settings, lifecycle, ...(metrics === undefined ? {} : { metrics }) }),
        // PROVIDER_METRICS_PORT: served on a port of its own instead (metrics-port.ts).
        routes: healthRoutes(readiness, settings.metricsPort === null ? metrics : undefined),
      };
    },
  };
}
