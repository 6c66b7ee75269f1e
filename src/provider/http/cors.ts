/**
 * CORS for the machine-facing endpoints, applied once by server.ts on each module's API paths: any origin,
 * `null` included (packaged TV apps load from file:// or an app scheme), never credentials. Pages
 * (/device, /account) get none of this.
 */
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header.ts';

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Authorization,Content-Type,If-Match,If-None-Match,X-Requested-With';
const EXPOSE_HEADERS = 'ETag,WWW-Authenticate,Retry-After';

/**
 * Written here rather than with hono/cors, which sets its headers on the finished answer: on Node that
 * rebuilds every answer as a full fetch Response, a fifth of a pending token poll's cost (docs/scale.md).
 * These headers depend only on the request, so they are set before the handler runs. Every OPTIONS is a
 * preflight, answered here with 204 (the Fetch standard's CORS protocol).
 */
export const apiCors: MiddlewareHandler = async (c, next) => {
  const origin = requestHeader(c, 'origin');
  // The caller's own origin is echoed (`null` included); a request without one is answered for any.
  c.header('Access-Control-Allow-Origin', origin === undefined || origin === '' ? '*' : origin);
  c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  c.header('Vary', 'Origin', { append: true });
  if (c.req.method !== 'OPTIONS') return next();
  c.header('Access-Control-Max-Age', '600');
  c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
  c.header('Vary', 'Access-Control-Request-Headers', { append: true });
  return c.body(null, 204);
};
