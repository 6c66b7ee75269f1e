/** bidders.endpoints get, list and patch (url, maximumQps, tradingLocation, bidProtocol). */
import { BID_PROTOCOLS, TRADING_LOCATIONS, type Endpoint } from '#shared/wire/bidding.ts';
import { matching, oneOf, optional } from '#shared/wire/decode.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { notFound } from '../services/errors.ts';
import type { BiddingService } from '../services/service.ts';
import type { ItemRow } from '../store/item-store.ts';
import { BIDDING, bidderPage, id, route } from './bidding-route.ts';
import { itemPage } from './paging.ts';
import { applyMask, int64, masked } from './wording.ts';

export type EndpointData = Omit<Endpoint, 'name'>;

const MUTABLE = ['url', 'maximumQps', 'tradingLocation', 'bidProtocol'] as const;

const endpointPatch = strictShape<Partial<EndpointData>>(
  {
    url: optional(matching(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'an http or https URL')),
    maximumQps: optional(int64({ min: 0 })),
    tradingLocation: optional(oneOf(TRADING_LOCATIONS)),
    bidProtocol: optional(oneOf(BID_PROTOCOLS)),
  },
  { outputOnly: ['name'] },
);

const render = (row: ItemRow<EndpointData>): Endpoint => ({
  name: `${row.parent}/endpoints/${row.id}`,
  ...row.data,
});

const COLLECTION = `/bidders/${id('bidder')}/endpoints`;
const ONE = `${COLLECTION}/${id('endpoint')}`;
const names = readAll({ bidder: pathParam('bidder'), endpoint: pathParam('endpoint') });

async function find(
  svc: BiddingService,
  userId: string,
  names: { bidder: string; endpoint: string },
): Promise<ItemRow<EndpointData>> {
  const owner = await svc.bidder(userId, names.bidder);
  const row = await svc.endpoints.get(owner.name, names.endpoint);
  if (row === undefined) throw notFound();
  return row;
}

export const endpointRoutes = [
  route(
    {
      method: 'GET',
      path: ONE,
      id: 'realtimebidding.bidders.endpoints.get',
      response: 'Endpoint',
      access: BIDDING,
      input: names,
    },
    async ({ input, grant }, svc) => render(await find(svc, grant.userId, input)),
  ),
  route(
    {
      method: 'GET',
      path: COLLECTION,
      id: 'realtimebidding.bidders.endpoints.list',
      response: 'ListEndpointsResponse',
      access: BIDDING,
      input: bidderPage,
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const { items, nextPageToken } = await itemPage(svc.endpoints, owner.name, input.page, render);
      return { endpoints: items, nextPageToken };
    },
  ),
  route(
    {
      method: 'PATCH',
      path: ONE,
      id: 'realtimebidding.bidders.endpoints.patch',
      request: 'Endpoint',
      response: 'Endpoint',
      access: BIDDING,
      input: readAll({ change: masked(endpointPatch, MUTABLE), names }),
    },
    async ({ input, grant }, svc) => {
      const { patch, fields } = input.change;
      const endpoint = await svc.ctx.sql.withTransaction(async () => {
        const row = await find(svc, grant.userId, input.names);
        const data = applyMask(row.data, patch, fields);
        await svc.endpoints.update(row.parent, row.id, data);
        return { ...row, data };
      });
      return render(endpoint);
    },
  ),
];
