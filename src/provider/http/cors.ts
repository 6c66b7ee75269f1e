/**
 * CORS for the machine-facing endpoints, applied once by server.ts on each module's API paths: any origin,
 * `null` included (packaged TV apps load from file:// or an app scheme), never credentials. Pages
 * (/device, /account) get none of this.
 */
import type { MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';

export const apiCors: MiddlewareHandler = honoCors({
  // The caller's own origin is echoed (`null` included); a request without one is answered for any.
  origin: (origin) => (origin === '' ? '*' : origin),
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'X-Requested-With'],
  exposeHeaders: ['ETag', 'WWW-Authenticate', 'Retry-After'],
  maxAge: 600,
});

/**
 * Does nothing: the server adds CORS once (apiCors). The oauth endpoints still name this on their routes;
 * it can go when they stop.
 */
export const cors: MiddlewareHandler = async (_c, next) => {
  await next();
};
