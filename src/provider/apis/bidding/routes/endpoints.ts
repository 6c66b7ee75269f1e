/** bidders.endpoints get, list and patch (url, maximumQps, tradingLocation, bidProtocol). */
import { Hono } from 'hono';
import { BID_PROTOCOLS, TRADING_LOCATIONS, type Endpoint } from '#shared/wire/bidding.ts';
import { matching, oneOf, optional, shape } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { notFound } from '../errors.ts';
import { applyMask, body, int64, updateMask } from '../input.ts';
import { id, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService } from '../service.ts';
import type { ItemRow } from '../store/item-store.ts';

export type EndpointData = Omit<Endpoint, 'name'>;

const MUTABLE = ['url', 'maximumQps', 'tradingLocation', 'bidProtocol'] as const;

const endpointPatch = shape<Partial<EndpointData>>({
  url: optional(matching(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'an http or https URL')),
  maximumQps: optional(int64({ min: 0 })),
  tradingLocation: optional(oneOf(TRADING_LOCATIONS)),
  bidProtocol: optional(oneOf(BID_PROTOCOLS)),
});

const render = (row: ItemRow<EndpointData>): Endpoint => ({
  name: `${row.parent}/endpoints/${row.id}`,
  ...row.data,
});

export function endpointRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const one = `/bidders/${id('bidder')}/endpoints/${id('endpoint')}`;

  const find = async (userId: string, bidder: string, endpoint: string): Promise<ItemRow<EndpointData>> => {
    const owner = await svc.bidder(userId, bidder);
    const row = await svc.endpoints.get(owner.name, endpoint);
    if (row === undefined) throw notFound();
    return row;
  };

  app.get(one, async (c) => {
    return c.json(render(await find(c.get('grant').userId, param(c, 'bidder'), param(c, 'endpoint'))));
  });

  app.get(`/bidders/${id('bidder')}/endpoints`, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const { items, nextPageToken } = page(c, await svc.endpoints.list(owner.name), () => true, render);
    return c.json({ endpoints: items, nextPageToken });
  });

  app.patch(one, async (c) => {
    const patch = await body(c, endpointPatch);
    const fields = updateMask(c, patch, MUTABLE);
    const endpoint = await svc.ctx.sql.withTransaction(async () => {
      const row = await find(c.get('grant').userId, param(c, 'bidder'), param(c, 'endpoint'));
      const data = applyMask(row.data, patch, fields);
      await svc.endpoints.update(row.parent, row.id, data);
      return { ...row, data };
    });
    return c.json(render(endpoint));
  });

  return app;
}
