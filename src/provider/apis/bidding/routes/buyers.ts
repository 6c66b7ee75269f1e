/**
 * buyers.get, buyers.list (the buyers the caller is linked to) and the two getRemarketingTag methods, which
 * the public API sunset in October 2023: after the usual checks they answer 400 FAILED_PRECONDITION.
 */
import { Hono } from 'hono';
import type { Buyer } from '#shared/wire/bidding.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { FailedPrecondition, notFound } from '../errors.ts';
import { id, idBeforeVerb, idWithVerb, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService, BuyerData } from '../service.ts';
import type { AccountRow } from '../store/account-store.ts';

const sunset = (): FailedPrecondition =>
  new FailedPrecondition(
    'getRemarketingTag was sunset in October 2023 and no longer returns tags. Add users to user lists with ' +
      'the cookie matching tag instead.',
  );

export function buyerRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  const render = async (row: AccountRow<BuyerData>): Promise<Buyer> => ({
    name: row.name,
    ...row.data,
    activeCreativeCount: String(await svc.creatives.count(row.name)),
  });

  app.get(`/buyers/${id('buyer')}`, async (c) => {
    const row = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    return c.json(await render(row));
  });

  app.get('/buyers', async (c) => {
    const rows = await svc.accounts.linkedTo<BuyerData>(c.get('grant').userId, 'buyer');
    const { items, nextPageToken } = page(
      c,
      rows,
      () => true,
      (row) => row,
    );
    return c.json({ buyers: await Promise.all(items.map(render)), nextPageToken });
  });

  app.get(`/buyers/${idWithVerb('buyer', 'getRemarketingTag')}`, async (c) => {
    await svc.buyer(c.get('grant').userId, idBeforeVerb(c, 'buyer'));
    throw sunset();
  });

  app.get(`/buyers/${id('buyer')}/userLists/${idWithVerb('list', 'getRemarketingTag')}`, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    if ((await svc.userLists.get(owner.name, idBeforeVerb(c, 'list'))) === undefined) throw notFound();
    throw sunset();
  });

  return app;
}
