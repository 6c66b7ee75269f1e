/**
 * publisherConnections get, list, :batchApprove and :batchReject. A batch checks every name before it
 * changes anything: one name that is not a connection of this bidder fails it with 400.
 */
import { Hono } from 'hono';
import { type PublisherConnection } from '#shared/wire/bidding.ts';
import { listOf, nonEmptyString, shape } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { filterOf } from '../filter.ts';
import { invalidArgument, notFound } from '../errors.ts';
import { body, noOrderBy } from '../input.ts';
import { id, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService } from '../service.ts';
import type { ItemRow } from '../store/item-store.ts';

export type PublisherData = Omit<PublisherConnection, 'name'>;

const render = (row: ItemRow<PublisherData>): PublisherConnection => ({
  name: `${row.parent}/publisherConnections/${row.id}`,
  ...row.data,
});

const batch = shape<{ names: string[] }>({ names: listOf(nonEmptyString) });

export function publisherConnectionRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const collection = `/bidders/${id('bidder')}/publisherConnections`;

  for (const [verb, biddingState] of [
    ['batchApprove', 'APPROVED'],
    ['batchReject', 'REJECTED'],
  ] as const) {
    // The verb follows the collection segment itself: `/bidders/1/publisherConnections:batchApprove`.
    app.post(`/bidders/${id('bidder')}/:call{publisherConnections:${verb}}`, async (c) => {
      const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
      const { names } = await body(c, batch);
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
      return c.json({ publisherConnections: changed.map(render) });
    });
  }

  app.get(`${collection}/${id('publisher')}`, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const row = await svc.publishers.get(owner.name, param(c, 'publisher'));
    if (row === undefined) throw notFound();
    return c.json(render(row));
  });

  app.get(collection, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    noOrderBy(c);
    const keep = filterOf<ItemRow<PublisherData>>(c, {
      publisherPlatform: (row) => row.data.publisherPlatform,
      biddingState: (row) => row.data.biddingState,
    });
    const { items, nextPageToken } = page(c, await svc.publishers.list(owner.name), keep, render);
    return c.json({ publisherConnections: items, nextPageToken });
  });

  return app;
}
