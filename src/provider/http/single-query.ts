/**
 * Query parameters that may appear once: a request naming one twice (`?destination=a&destination=b`) is
 * ambiguous, so it is refused with 400 before anything is read or charged, rather than acting on the first
 * value. The public APIs' list parameters (calendar `eventTypes`, fitness `dataTypeName`, …) are named as
 * repeatable by the module that mounts this.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

export function singleQueryParams(repeatable: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    const seen = new Set<string>();
    for (const name of new URL(c.req.url).searchParams.keys()) {
      if (seen.has(name) && !repeatable.includes(name)) {
        throw new ApiError(400, 'invalidParameter', `The parameter ${name} appears more than once.`);
      }
      seen.add(name);
    }
    await next();
  };
}
