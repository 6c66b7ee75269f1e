/**
 * publisherConnections get, list, :batchApprove and :batchReject. A batch checks every name before it
 * changes anything: one name that is not a connection of this bidder fails it with 400.
 */
import { type PublisherConnection } from '#shared/wire/bidding.ts';
import { listOf, nonEmptyString } from '#shared/wire/decode.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { invalidArgument, notFound } from '../services/errors.ts';
import type { ItemRow } from '../store/item-store.ts';
import { BIDDING, capitalized, id, route } from './bidding-route.ts';
import { filterOf } from './filter.ts';
import { page, pageRequest } from './paging.ts';
import { body, noOrderBy } from './wording.ts';

export type PublisherData = Omit<PublisherConnection, 'name'>;

const render = (row: ItemRow<PublisherData>): PublisherConnection => ({
  name: `${row.parent}/publisherConnections/${row.id}`,
  ...row.data,
});

const batch = strictShape<{ names: string[] }>({ names: listOf(nonEmptyString) });
const bidder = pathParam('bidder');
const COLLECTION = `/bidders/${id('bidder')}/publisherConnections`;

const batchRoute = (verb: 'batchApprove' | 'batchReject', biddingState: PublisherData['biddingState']) =>
  route(
    {
      method: 'POST',
      // The verb follows the collection segment itself: `/bidders/1/publisherConnections:batchApprove`.
      path: `/bidders/${id('bidder')}/:call{publisherConnections:${verb}}`,
      id: `realtimebidding.bidders.publisherConnections.${verb}`,
      request: `${capitalized(verb)}PublisherConnectionsRequest`,
      response: `${capitalized(verb)}PublisherConnectionsResponse`,
      access: BIDDING,
      input: readAll({ bidder, batch: body(batch) }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const { names } = input.batch;
      if (names.length === 0) throw invalidArgument('names must list at least one publisher connection.');
      const prefix = `${owner.name}/publisherConnections/`;
      const changed = await svc.ctx.sql.withTransaction(async () => {
        const rows: ItemRow<PublisherData>[] = [];
        for (const name of new Set(names)) {
          const row = name.startsWith(prefix)
            ? await svc.publishers.get(owner.name, name.slice(prefix.length))
            : undefined;
          if (row === undefined) {
            throw invalidArgument(`names: ${name} is not a publisher connection of ${owner.name}.`);
          }
          rows.push(row);
        }
        for (const row of rows)
          await svc.publishers.update(row.parent, row.id, { ...row.data, biddingState });
        return rows.map((row) => ({ ...row, data: { ...row.data, biddingState } }));
      });
      return { publisherConnections: changed.map(render) };
    },
  );

export const publisherConnectionRoutes = [
  batchRoute('batchApprove', 'APPROVED'),
  batchRoute('batchReject', 'REJECTED'),
  route(
    {
      method: 'GET',
      path: `${COLLECTION}/${id('publisher')}`,
      id: 'realtimebidding.bidders.publisherConnections.get',
      response: 'PublisherConnection',
      access: BIDDING,
      input: readAll({ bidder, publisher: pathParam('publisher') }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const row = await svc.publishers.get(owner.name, input.publisher);
      if (row === undefined) throw notFound();
      return render(row);
    },
  ),
  route(
    {
      method: 'GET',
      path: COLLECTION,
      id: 'realtimebidding.bidders.publisherConnections.list',
      response: 'ListPublisherConnectionsResponse',
      access: BIDDING,
      input: readAll({
        bidder,
        orderBy: noOrderBy,
        keep: filterOf<ItemRow<PublisherData>>({
          publisherPlatform: (row) => row.data.publisherPlatform,
          biddingState: (row) => row.data.biddingState,
        }),
        page: pageRequest,
      }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const rows = await svc.publishers.list(owner.name);
      const { items, nextPageToken } = page(input.page, rows, input.keep, render);
      return { publisherConnections: items, nextPageToken };
    },
  ),
];
