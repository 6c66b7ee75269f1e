/**
 * bidders.creatives list and watch. The list covers every buyer under the bidder and, as the public API
 * says, lists creatives as at the time of the initial request: the page token holds that snapshot
 * (paging.ts). watch answers the bidder's topic and subscription, with the web-hook extension (watch.ts).
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../../../http/bearer.ts';
import { CREATIVE_FILTER, renderCreative, viewOf } from '../creative-input.ts';
import { filterOf } from '../filter.ts';
import { jsonBody, noOrderBy } from '../input.ts';
import { id, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService } from '../service.ts';

export function bidderCreativeRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get(`/bidders/${id('bidder')}/creatives`, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const view = viewOf(c);
    noOrderBy(c);
    const keep = filterOf(c, CREATIVE_FILTER);
    const rows = await svc.creatives.list(await svc.accounts.buyersOf(owner.name));
    const { items, nextPageToken } = page(c, rows, keep, (row) => renderCreative(row, view));
    return c.json({ creatives: items, nextPageToken });
  });

  // The verb follows the collection segment itself: `/bidders/1/creatives:watch`.
  app.post(`/bidders/${id('bidder')}/:call{creatives:watch}`, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const request = await jsonBody(c);
    return c.json(await svc.notifier.watch(owner.name, request.address, c.get('grant')));
  });

  return app;
}
