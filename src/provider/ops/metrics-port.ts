/**
 * PROVIDER_METRICS_PORT: `/metrics` on a port of its own, on the provider's host, so that the public port
 * (what the load balancer forwards) does not show it (docs/operating.md#metrics).
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Settings } from '../settings.ts';
import { metricsAnswer } from './health.ts';
import type { ProviderMetrics } from './metrics.ts';

export interface MetricsPort {
  server: ServerType;
  /** `http://host:port`, the real port when 0 was asked for. */
  origin: string;
}

/** Listens when PROVIDER_METRICS_PORT is set and metrics are on; undefined otherwise. */
export async function serveMetricsApart(
  { host, metricsPort: port }: Pick<Settings, 'host' | 'metricsPort'>,
  metrics: ProviderMetrics | undefined,
): Promise<MetricsPort | undefined> {
  if (port === null || metrics === undefined) return undefined;
  const app = new Hono();
  app.get('/metrics', (c) => metricsAnswer(c, metrics));
  return new Promise<MetricsPort>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, () => {
      const address = server.address() as AddressInfo;
      resolve({ server, origin: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}` });
    });
  });
}
