/**
 * pretargetingConfigs create, get, list, patch, delete, :activate and :suspend (the targeting verbs are in
 * pretargeting-targeting.ts). A bidder holds at most 10 configurations, as in the public API.
 */
import { Hono, type Context } from 'hono';
import type { PretargetingConfig } from '#shared/wire/bidding.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { invalidArgument, notFound } from '../errors.ts';
import { applyMask, body, jsonBody, updateMask } from '../input.ts';
import { id, idBeforeVerb, idWithVerb, param } from '../names.ts';
import { page } from '../paging.ts';
import {
  PRETARGETING_MUTABLE,
  pretargetingCreate,
  pretargetingPatch,
  type PretargetingData,
} from '../pretargeting-input.ts';
import type { BiddingService } from '../service.ts';
import type { ItemRow } from '../store/item-store.ts';

export const MAX_CONFIGS_PER_BIDDER = 10;

export const renderConfig = (row: ItemRow<PretargetingData>): PretargetingConfig => ({
  name: `${row.parent}/pretargetingConfigs/${row.id}`,
  ...row.data,
});

const COLLECTION = `/bidders/${id('bidder')}/pretargetingConfigs`;

/** The configuration a path names (`config` plain or before a verb), if the caller may see its bidder. */
export async function findConfig(
  svc: BiddingService,
  c: Context<ApiEnv>,
  withVerb: boolean,
): Promise<ItemRow<PretargetingData>> {
  const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
  const configId = withVerb ? idBeforeVerb(c, 'config') : param(c, 'config');
  const row = await svc.pretargeting.get(owner.name, configId);
  if (row === undefined) throw notFound();
  return row;
}

export function pretargetingRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const one = `${COLLECTION}/${id('config')}`;

  app.post(COLLECTION, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const input = await body(c, pretargetingCreate);
    const row = await svc.ctx.sql.withTransaction(async () => {
      if ((await svc.pretargeting.count(owner.name)) >= MAX_CONFIGS_PER_BIDDER) {
        throw invalidArgument(
          `A bidder may have at most ${MAX_CONFIGS_PER_BIDDER} pretargeting configurations; delete one first.`,
        );
      }
      const configId = await svc.pretargeting.nextId(1);
      const data: PretargetingData = { ...input, state: 'ACTIVE' };
      await svc.pretargeting.insert(owner.name, configId, data);
      return { seq: 0, parent: owner.name, id: configId, data };
    });
    return c.json(renderConfig(row));
  });

  app.get(one, async (c) => c.json(renderConfig(await findConfig(svc, c, false))));

  app.get(COLLECTION, async (c) => {
    const owner = await svc.bidder(c.get('grant').userId, param(c, 'bidder'));
    const rows = await svc.pretargeting.list(owner.name);
    const { items, nextPageToken } = page(c, rows, () => true, renderConfig);
    return c.json({ pretargetingConfigs: items, nextPageToken });
  });

  app.patch(one, async (c) => {
    const patch = await body(c, pretargetingPatch);
    const fields = updateMask(c, patch, PRETARGETING_MUTABLE);
    const config = await svc.ctx.sql.withTransaction(async () => {
      const row = await findConfig(svc, c, false);
      const data = applyMask<PretargetingData>(row.data, patch, fields);
      await svc.pretargeting.update(row.parent, row.id, data);
      return { ...row, data };
    });
    return c.json(renderConfig(config));
  });

  app.delete(one, async (c) => {
    const row = await findConfig(svc, c, false);
    await svc.pretargeting.delete(row.parent, row.id);
    return c.json({});
  });

  for (const [verb, state] of [
    ['activate', 'ACTIVE'],
    ['suspend', 'SUSPENDED'],
  ] as const) {
    app.post(`${COLLECTION}/${idWithVerb('config', verb)}`, async (c) => {
      await jsonBody(c);
      const config = await svc.ctx.sql.withTransaction(async () => {
        const row = await findConfig(svc, c, true);
        const data: PretargetingData = { ...row.data, state };
        await svc.pretargeting.update(row.parent, row.id, data);
        return { ...row, data };
      });
      return c.json(renderConfig(config));
    });
  }

  return app;
}
