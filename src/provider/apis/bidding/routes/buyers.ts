/**
 * buyers.get, buyers.list (the buyers the caller is linked to) and the two getRemarketingTag methods, which
 * the public API sunset in October 2023: after the usual checks they answer 400 FAILED_PRECONDITION.
 */
import type { Buyer } from '#shared/wire/bidding.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { FailedPrecondition, notFound } from '../services/errors.ts';
import type { BiddingService, BuyerData } from '../services/service.ts';
import type { AccountRow } from '../store/account-store.ts';
import { BIDDING, id, idBeforeVerb, idWithVerb, route } from './bidding-route.ts';
import { page, pageRequest } from './paging.ts';

const sunset = (): FailedPrecondition =>
  new FailedPrecondition(
    'getRemarketingTag was sunset in October 2023 and no longer returns tags. Add users to user lists with ' +
      'the cookie matching tag instead.',
  );

const render = async (svc: BiddingService, row: AccountRow<BuyerData>): Promise<Buyer> => ({
  name: row.name,
  ...row.data,
  activeCreativeCount: String(await svc.creatives.count(row.name)),
});

export const buyerRoutes = [
  route(
    {
      method: 'GET',
      path: `/buyers/${id('buyer')}`,
      id: 'realtimebidding.buyers.get',
      response: 'Buyer',
      access: BIDDING,
      input: pathParam('buyer'),
    },
    async ({ input, grant }, svc) => render(svc, await svc.buyer(grant.userId, input)),
  ),
  route(
    {
      method: 'GET',
      path: '/buyers',
      id: 'realtimebidding.buyers.list',
      response: 'ListBuyersResponse',
      access: BIDDING,
      input: pageRequest,
    },
    async ({ input, grant }, svc) => {
      const rows = await svc.accounts.linkedTo<BuyerData>(grant.userId, 'buyer');
      const { items, nextPageToken } = page(
        input,
        rows,
        () => true,
        (row) => row,
      );
      return { buyers: await Promise.all(items.map((row) => render(svc, row))), nextPageToken };
    },
  ),
  route(
    {
      method: 'GET',
      path: `/buyers/${idWithVerb('buyer', 'getRemarketingTag')}`,
      id: 'realtimebidding.buyers.getRemarketingTag',
      response: 'GetRemarketingTagResponse',
      access: BIDDING,
      input: idBeforeVerb('buyer'),
    },
    async ({ input, grant }, svc) => {
      await svc.buyer(grant.userId, input);
      throw sunset();
    },
  ),
  route(
    {
      method: 'GET',
      path: `/buyers/${id('buyer')}/userLists/${idWithVerb('list', 'getRemarketingTag')}`,
      id: 'realtimebidding.buyers.userLists.getRemarketingTag',
      response: 'GetRemarketingTagResponse',
      access: BIDDING,
      input: readAll({ buyer: pathParam('buyer'), list: idBeforeVerb('list') }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      if ((await svc.userLists.get(owner.name, input.list)) === undefined) throw notFound();
      throw sunset();
    },
  ),
];
