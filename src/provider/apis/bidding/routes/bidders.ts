/** bidders.get and bidders.list: the bidder accounts the caller is linked to. */
import type { Bidder } from '#shared/wire/bidding.ts';
import { pathParam } from '../../../http/validate.ts';
import type { BidderData } from '../services/service.ts';
import type { AccountRow } from '../store/account-store.ts';
import { BIDDING, id, route } from './bidding-route.ts';
import { page, pageRequest } from './paging.ts';

export const renderBidder = (row: AccountRow<BidderData>): Bidder => ({ name: row.name, ...row.data });

export const bidderRoutes = [
  route(
    {
      method: 'GET',
      path: `/bidders/${id('bidder')}`,
      id: 'realtimebidding.bidders.get',
      response: 'Bidder',
      access: BIDDING,
      input: pathParam('bidder'),
    },
    async ({ input, grant }, svc) => renderBidder(await svc.bidder(grant.userId, input)),
  ),
  route(
    {
      method: 'GET',
      path: '/bidders',
      id: 'realtimebidding.bidders.list',
      response: 'ListBiddersResponse',
      access: BIDDING,
      input: pageRequest,
    },
    async ({ input, grant }, svc) => {
      const rows = await svc.accounts.linkedTo<BidderData>(grant.userId, 'bidder');
      const { items, nextPageToken } = page(input, rows, () => true, renderBidder);
      return { bidders: items, nextPageToken };
    },
  ),
];
