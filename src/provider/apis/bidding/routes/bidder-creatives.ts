/**
 * bidders.creatives list and watch. The list covers every buyer under the bidder and, as the public API
 * says, lists creatives as at the time of the initial request: the page token holds that snapshot
 * (paging.ts). watch answers the bidder's topic and subscription, with the web-hook extension (watch.ts).
 */
import { onlyFields } from '#shared/wire/request-fields.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { creativeList, creativeListQuery } from './creative-input.ts';
import { BIDDING, id, route } from './bidding-route.ts';
import { body } from './wording.ts';

const bidder = pathParam('bidder');

export const bidderCreativeRoutes = [
  route(
    {
      method: 'GET',
      path: `/bidders/${id('bidder')}/creatives`,
      id: 'realtimebidding.bidders.creatives.list',
      response: 'ListCreativesResponse',
      access: BIDDING,
      input: readAll({ bidder, query: creativeListQuery }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const buyers = await svc.accounts.buyersOf(owner.name);
      return creativeList(input.query, await svc.creatives.list(buyers));
    },
  ),
  // The verb follows the collection segment itself: `/bidders/1/creatives:watch`.
  route(
    {
      method: 'POST',
      path: `/bidders/${id('bidder')}/:call{creatives:watch}`,
      id: 'realtimebidding.bidders.creatives.watch',
      request: 'WatchCreativesRequest',
      response: 'WatchCreativesResponse',
      access: BIDDING,
      // The public request is empty; `address` is this provider's extension (docs/bidding.md).
      input: readAll({ bidder, request: body(onlyFields(['address'])) }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      return svc.notifier.watch(owner.name, input.request.address, grant);
    },
  ),
];
