/** bidders.get and bidders.list: the bidder accounts the caller is linked to. */
import { Hono } from 'hono';
import type { Bidder } from '#shared/wire/bidding.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { id, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService, BidderData } from '../service.ts';
import type { AccountRow } from '../store/account-store.ts';

export const renderBidder = (row: AccountRow<BidderData>): Bidder => ({ name: row.name, ...row.data });

export function bidderRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get(`/bidders/${id('bidder')}`, async (c) => {
    const row = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    return c.json(renderBidder(row));
  });

  app.get('/bidders', async (c) => {
    const rows = await svc.accounts.linkedTo<BidderData>(c.get('grant').userId, 'bidder');
    const { items, nextPageToken } = page(c, rows, () => true, renderBidder);
    return c.json({ bidders: items, nextPageToken });
  });

  return app;
}
