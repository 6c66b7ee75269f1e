/**
 * CORS for the machine-facing endpoints: any origin, `null` included (packaged TV apps load from
 * file:// or an app scheme), never credentials. Pages (/device, /account) get none of this.
 */
import type { MiddlewareHandler } from 'hono';

const ALLOWED_HEADERS = 'Authorization, Content-Type, If-Match, If-None-Match, X-Requested-With';
const EXPOSED_HEADERS = 'ETag, WWW-Authenticate, Retry-After';

export const cors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('Origin');
  if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
    c.header('Access-Control-Allow-Origin', origin ?? '*');
    c.header('Vary', 'Origin');
    c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  }
  // Set before the handler answers: a header set after the response exists makes Hono rebuild that response
  // as a stream, which costs more than the rest of a token poll's answer.
  c.header('Access-Control-Allow-Origin', origin ?? '*');
  c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  c.header('Vary', 'Origin');
  await next();
  return undefined;
};
