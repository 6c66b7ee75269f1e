/**
 * Resource names and the paths that carry them. A custom verb follows the last segment after a colon
 * (`/pretargetingConfigs/7:activate`, the public API's form); Hono reads `:` as the start of a parameter, so
 * such segments are matched with a regular-expression parameter and split here.
 */
import type { Context } from 'hono';

/** A path parameter holding one id (no `/`, no `:`). */
export const id = (param: string): string => `:${param}{[^/:]+}`;

/** A path parameter holding `<id>:<verb>`; read the id back with `idBeforeVerb`. */
export const idWithVerb = (param: string, verb: string): string => `:${param}{[^/:]+:${verb}}`;

/** The id of a `<id>:<verb>` parameter. */
export function idBeforeVerb(c: Context, param: string): string {
  const value = c.req.param(param) ?? '';
  return value.slice(0, value.indexOf(':'));
}

export const bidderName = (bidder: string): string => `bidders/${bidder}`;
export const buyerName = (buyer: string): string => `buyers/${buyer}`;

/** `buyers/12345` → `12345`. */
export const accountIdOf = (name: string): string => name.slice(name.indexOf('/') + 1);

/** A path parameter by name (routes built from the helpers above lose Hono's typed parameters). */
export const param = (c: Context, name: string): string => c.req.param(name) ?? '';
