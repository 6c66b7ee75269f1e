/**
 * What every bidding route shares: the service its handlers are given, the scope it needs, and its paths. A
 * custom verb follows the last segment after a colon (`/pretargetingConfigs/7:activate`, the public API's
 * form); Hono reads `:` as the start of a parameter, so such segments are matched with a regular-expression
 * parameter and split here.
 */
import { SCOPES } from '#shared/scopes.ts';
import { pathParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type ParamReader } from '../../../http/validate.ts';
import { anyScope, routeOf } from '../../../route.ts';
import type { BiddingService } from '../services/service.ts';
import { pageRequest } from './paging.ts';

export const BIDDING = anyScope(SCOPES.realtimeBidding);

export const route = routeOf<BiddingService>();

/** A path parameter holding one id (no `/`, no `:`). */
export const id = (param: string): string => `:${param}{[^/:]+}`;

/** A path parameter holding `<id>:<verb>`; read the id back with `idBeforeVerb`. */
export const idWithVerb = (param: string, verb: string): string => `:${param}{[^/:]+:${verb}}`;

/** A list under a bidder: the bidder's id and the page asked for. */
export const bidderPage = readAll({ bidder: pathParam('bidder'), page: pageRequest });

/** The id of a `<id>:<verb>` parameter. */
export const idBeforeVerb = (name: string): ParamReader<string> =>
  reads((c) => {
    const value = c.req.param(name) ?? '';
    return value.slice(0, value.indexOf(':'));
  }, pathParameter(name));

/** `activate` as `Activate`, for the names of a verb's request and response schemas. */
export const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
