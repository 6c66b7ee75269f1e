/**
 * The request body limit (docs/provider.md#input). Hono's bodyLimit reads `c.req.raw.body`, which makes the
 * Node adapter build a full fetch Request for every request, bodiless polls included: the largest
 * per-request cost `npm run bench provider` found. Most requests say their size in `Content-Length`, so
 * that is checked first; only a body without one (chunked) goes through the streaming limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestHeader } from './request-header.ts';

export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = requestHeader(c, 'content-length');
    if (length !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      // RFC 9110 §8.6: a Content-Length is digits; anything else is not trusted and goes the slow way.
      if (/^\d+$/.test(length)) return Number(length) > maxBytes ? tooLarge(c) : next();
    }
    return streaming(c, next);
  };
}
