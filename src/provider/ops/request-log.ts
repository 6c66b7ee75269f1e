/**
 * The first middleware of every request (compose.ts): a request id, then, once answered, one log line and the
 * request's metrics (docs/operating.md#logs). The route is the template Hono matched (`/calendar/v3/
 * calendars/:calendarId/events`), never the path itself, which may hold a person's address, a calendar id
 * or a user code, and would give the metrics a series per value; an address no route matched is `unmatched`.
 *
 * It also keeps the count of requests in flight that a graceful stop waits for (lifecycle.ts), and once a
 * stop began, tells each client to close its connection after the answer.
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { clientAddress, fromTrustedProxy } from '../http/client-address.ts';
import type { Settings } from '../settings.ts';
import type { Lifecycle } from './lifecycle.ts';
import { log } from './log.ts';
import type { ProviderMetrics } from './metrics.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, as its log line and its failure's line name it. */
    requestId: string;
  }
}

/** The route of a request that matched none. */
export const UNMATCHED = 'unmatched';

/** What a proxy's request id may look like to be taken as it is: short, and nothing a log line could break on. */
const FORWARDED_ID = /^[\w.:/+=-]{1,128}$/;

/** The template of the route that matched the request, whichever middleware answered it. */
export function routeTemplate(c: Context, status: number): string {
  const routes = matchedRoutes(c);
  // Middleware is registered for every method; the route of the request's own method is the endpoint.
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (route !== undefined && route.method !== 'ALL') return route.path;
  }
  // A preflight answered by CORS has only middleware; a 404 from no route at all is unmatched.
  return status === 404 ? UNMATCHED : routePath(c) || UNMATCHED;
}

/**
 * Ids made here: this process's random prefix and a count, `3f9a2c1b7e4d-1k`; unique across replicas as the
 * prefixes are, and cheaper than a random UUID per request (a pending poll's CPU is what is measured).
 */
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let made = 0;

/** X-Request-Id when a proxy the provider trusts sent it (PROVIDER_TRUST_PROXY), else a new one. */
function requestIdOf(c: Context, settings: Readonly<Pick<Settings, 'trustProxy'>>): string {
  if (settings.trustProxy.length > 0) {
    const sent = c.req.header('X-Request-Id');
    if (sent !== undefined && FORWARDED_ID.test(sent) && fromTrustedProxy(c, settings)) return sent;
  }
  return `${PROCESS_PREFIX}-${(++made).toString(36)}`;
}

export interface RequestObserver {
  settings: Readonly<Pick<Settings, 'trustProxy'>>;
  lifecycle: Lifecycle;
  /** Absent: nothing counted (a bench measuring the cost of counting). */
  metrics?: ProviderMetrics;
}

export function observeRequests({ settings, lifecycle, metrics }: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const began = performance.now();
    const id = requestIdOf(c, settings);
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    lifecycle.begin();
    try {
      await next();
    } finally {
      lifecycle.end();
    }
    // RFC 9112 §9.6: the client opens its next request elsewhere instead of on a connection about to close.
    if (lifecycle.stopping) c.header('Connection', 'close');
    const status = c.res.status;
    const route = routeTemplate(c, status);
    const seconds = (performance.now() - began) / 1000;
    metrics?.request(route, c.req.method, status, seconds);
    if (log.isLevelEnabled('info')) {
      log.info(
        {
          requestId: id,
          method: c.req.method,
          route,
          status,
          durationMs: Math.round(seconds * 1e6) / 1e3,
          client: clientAddress(c, settings),
        },
        'request',
      );
    }
  };
}
