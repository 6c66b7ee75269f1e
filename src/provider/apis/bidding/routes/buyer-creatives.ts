/**
 * buyers.creatives create, get, list and patch. Creating or patching a creative puts it in review
 * (PENDING_REVIEW); the demo reviewer decides it REVIEW_TIME later (review.ts).
 */
import type { CreativeContent } from '#shared/wire/bidding.ts';
import { object, type Decoder } from '#shared/wire/decode.ts';
import { describedAs, schemaOf } from '#shared/wire/decoder-schema.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import {
  CREATIVE_MUTABLE,
  checkContent,
  contentOf,
  creativeContent,
  creativeId,
  creativeList,
  creativeListQuery,
  patchContent,
  renderCreative,
} from './creative-input.ts';
import { alreadyExists, notFound } from '../services/errors.ts';
import { REVIEW_TIME } from '../services/review.ts';
import type { BiddingService } from '../services/service.ts';
import type { CreativeRow } from '../store/creative-store.ts';
import { BIDDING, id, route } from './bidding-route.ts';
import { body, masked, view } from './wording.ts';

/** A creative entering review now, told to the bidder's watch once stored. */
function inReview(
  svc: BiddingService,
  creative: { buyer: string; id: string; content: CreativeContent; version: number },
): Omit<CreativeRow, 'seq'> {
  const now = svc.now();
  return {
    buyer: creative.buyer,
    id: creative.id,
    status: 'PENDING_REVIEW',
    reviewDue: now + REVIEW_TIME,
    data: { ...creative.content, version: creative.version, apiUpdateTime: now, lastStatusUpdate: now },
  };
}

/** The body of create: `creativeId` and exactly one kind of content. */
const newCreative: Decoder<{ id: string; content: CreativeContent }> = describedAs(
  () => {
    const content = schemaOf(creativeContent);
    return { ...content, properties: { creativeId: schemaOf(creativeId), ...content.properties } };
  },
  (value, path) => {
    const raw = object(value, path);
    const newId = creativeId(raw.creativeId, 'creativeId');
    return { id: newId, content: creativeContent(raw, path) };
  },
);

const COLLECTION = `/buyers/${id('buyer')}/creatives`;
const ONE = `${COLLECTION}/${id('creative')}`;
const buyer = pathParam('buyer');
const creative = pathParam('creative');

export const buyerCreativeRoutes = [
  route(
    {
      method: 'POST',
      path: COLLECTION,
      id: 'realtimebidding.buyers.creatives.create',
      request: 'Creative',
      response: 'Creative',
      access: BIDDING,
      input: readAll({ buyer, creative: body(newCreative) }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      const { id: newId } = input.creative;
      const content = checkContent(input.creative.content);
      const row = inReview(svc, { buyer: owner.name, id: newId, content, version: 1 });
      await svc.ctx.sql.withTransaction(async (tx) => {
        if ((await svc.creatives.get(owner.name, newId)) !== undefined) {
          throw alreadyExists(`Creative ${owner.name}/creatives/${newId} already exists.`);
        }
        await svc.creatives.insert(row);
        await svc.notifier.changed(tx, owner.name, newId, row.status);
      });
      return renderCreative({ ...row, seq: 0 });
    },
  ),
  route(
    {
      method: 'GET',
      path: ONE,
      id: 'realtimebidding.buyers.creatives.get',
      response: 'Creative',
      access: BIDDING,
      input: readAll({ buyer, view, creative }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      const row = await svc.creatives.get(owner.name, input.creative);
      if (row === undefined) throw notFound();
      return renderCreative(row, input.view);
    },
  ),
  route(
    {
      method: 'GET',
      path: COLLECTION,
      id: 'realtimebidding.buyers.creatives.list',
      response: 'ListCreativesResponse',
      access: BIDDING,
      input: readAll({ buyer, query: creativeListQuery }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      return creativeList(input.query, await svc.creatives.list([owner.name]));
    },
  ),
  route(
    {
      method: 'PATCH',
      path: ONE,
      id: 'realtimebidding.buyers.creatives.patch',
      request: 'Creative',
      response: 'Creative',
      access: BIDDING,
      input: readAll({ change: masked(creativeContent, CREATIVE_MUTABLE), buyer, creative }),
    },
    async ({ input, grant }, svc) => {
      const { patch, fields } = input.change;
      const updated = await svc.ctx.sql.withTransaction(async (tx) => {
        const owner = await svc.buyer(grant.userId, input.buyer);
        const row = await svc.creatives.get(owner.name, input.creative);
        if (row === undefined) throw notFound();
        const content = patchContent(contentOf(row.data), patch, fields);
        const next = inReview(svc, { buyer: row.buyer, id: row.id, content, version: row.data.version + 1 });
        await svc.creatives.update(next);
        await svc.notifier.changed(tx, row.buyer, row.id, next.status);
        return { ...next, seq: row.seq };
      });
      return renderCreative(updated);
    },
  ),
];
