/**
 * pretargetingConfigs create, get, list, patch, delete, :activate and :suspend (the targeting verbs are in
 * pretargeting-targeting.ts). A bidder holds at most 10 configurations, as in the public API.
 */
import type { PretargetingConfig } from '#shared/wire/bidding.ts';
import { reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type ParamReader } from '../../../http/validate.ts';
import { invalidArgument, notFound } from '../services/errors.ts';
import {
  PRETARGETING_MUTABLE,
  pretargetingCreate,
  pretargetingPatch,
  type PretargetingData,
} from './pretargeting-input.ts';
import type { BiddingService } from '../services/service.ts';
import type { ItemRow } from '../store/item-store.ts';
import { BIDDING, bidderPage, capitalized, id, idBeforeVerb, idWithVerb, route } from './bidding-route.ts';
import { itemPage } from './paging.ts';
import { applyMask, body, emptyBody, masked } from './wording.ts';

export const MAX_CONFIGS_PER_BIDDER = 10;

/** The billing id the server gives a new configuration: unique per configuration, never one a buyer holds. */
const billingIdOf = (configId: string): string => String(1_000_000_000 + Number(configId));

export const renderConfig = (row: ItemRow<PretargetingData>): PretargetingConfig => ({
  name: `${row.parent}/pretargetingConfigs/${row.id}`,
  ...row.data,
});

export const COLLECTION = `/bidders/${id('bidder')}/pretargetingConfigs`;
const ONE = `${COLLECTION}/${id('config')}`;

/** The bidder and configuration a path names; `withVerb` when the configuration's segment holds a verb. */
export const configNames = (withVerb: boolean): ParamReader<{ bidder: string; config: string }> => {
  const bidder = pathParam('bidder');
  const config = withVerb ? idBeforeVerb('config') : pathParam('config');
  return reads((c) => ({ bidder: bidder(c), config: config(c) }), bidder, config);
};

/** The configuration `names` names, if the caller may see its bidder. */
export async function findConfig(
  svc: BiddingService,
  userId: string,
  names: { bidder: string; config: string },
): Promise<ItemRow<PretargetingData>> {
  const owner = await svc.bidder(userId, names.bidder);
  const row = await svc.pretargeting.get(owner.name, names.config);
  if (row === undefined) throw notFound();
  return row;
}

/** Sets the configuration's data to `change(data)` in one transaction, and answers it. */
export async function changeConfig(
  svc: BiddingService,
  userId: string,
  names: { bidder: string; config: string },
  change: (data: PretargetingData) => PretargetingData | undefined,
): Promise<PretargetingConfig> {
  const config = await svc.ctx.sql.withTransaction(async () => {
    const row = await findConfig(svc, userId, names);
    const data = change(row.data);
    if (data === undefined) return row;
    await svc.pretargeting.update(row.parent, row.id, data);
    return { ...row, data };
  });
  return renderConfig(config);
}

const verb = (name: 'activate' | 'suspend', state: PretargetingData['state']) =>
  route(
    {
      method: 'POST',
      path: `${COLLECTION}/${idWithVerb('config', name)}`,
      id: `realtimebidding.bidders.pretargetingConfigs.${name}`,
      request: `${capitalized(name)}PretargetingConfigRequest`,
      response: 'PretargetingConfig',
      access: BIDDING,
      input: readAll({ body: emptyBody, names: configNames(true) }),
    },
    ({ input, grant }, svc) => changeConfig(svc, grant.userId, input.names, (data) => ({ ...data, state })),
  );

export const pretargetingRoutes = [
  route(
    {
      method: 'POST',
      path: COLLECTION,
      id: 'realtimebidding.bidders.pretargetingConfigs.create',
      request: 'PretargetingConfig',
      response: 'PretargetingConfig',
      access: BIDDING,
      input: readAll({ bidder: pathParam('bidder'), config: body(pretargetingCreate) }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const row = await svc.ctx.sql.withTransaction(async () => {
        if ((await svc.pretargeting.count(owner.name)) >= MAX_CONFIGS_PER_BIDDER) {
          throw invalidArgument(
            `A bidder may have at most ${MAX_CONFIGS_PER_BIDDER} pretargeting configurations; delete one first.`,
          );
        }
        const configId = await svc.pretargeting.nextId(1);
        const data: PretargetingData = { ...input.config, billingId: billingIdOf(configId), state: 'ACTIVE' };
        await svc.pretargeting.insert(owner.name, configId, data);
        return { seq: 0, parent: owner.name, id: configId, data };
      });
      return renderConfig(row);
    },
  ),
  route(
    {
      method: 'GET',
      path: ONE,
      id: 'realtimebidding.bidders.pretargetingConfigs.get',
      response: 'PretargetingConfig',
      access: BIDDING,
      input: configNames(false),
    },
    async ({ input, grant }, svc) => renderConfig(await findConfig(svc, grant.userId, input)),
  ),
  route(
    {
      method: 'GET',
      path: COLLECTION,
      id: 'realtimebidding.bidders.pretargetingConfigs.list',
      response: 'ListPretargetingConfigsResponse',
      access: BIDDING,
      input: bidderPage,
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.bidder(grant.userId, input.bidder);
      const configs = await itemPage(svc.pretargeting, owner.name, input.page, renderConfig);
      return { pretargetingConfigs: configs.items, nextPageToken: configs.nextPageToken };
    },
  ),
  route(
    {
      method: 'PATCH',
      path: ONE,
      id: 'realtimebidding.bidders.pretargetingConfigs.patch',
      request: 'PretargetingConfig',
      response: 'PretargetingConfig',
      access: BIDDING,
      input: readAll({ change: masked(pretargetingPatch, PRETARGETING_MUTABLE), names: configNames(false) }),
    },
    ({ input, grant }, svc) => {
      const { patch, fields } = input.change;
      return changeConfig(svc, grant.userId, input.names, (data) =>
        applyMask<PretargetingData>(data, patch, fields),
      );
    },
  ),
  route(
    {
      method: 'DELETE',
      path: ONE,
      id: 'realtimebidding.bidders.pretargetingConfigs.delete',
      response: 'Empty',
      access: BIDDING,
      input: configNames(false),
    },
    async ({ input, grant }, svc) => {
      const row = await findConfig(svc, grant.userId, input);
      await svc.pretargeting.delete(row.parent, row.id);
      return {};
    },
  ),
  verb('activate', 'ACTIVE'),
  verb('suspend', 'SUSPENDED'),
];
