/**
 * buyers.creatives create, get, list and patch. Creating or patching a creative puts it in review
 * (PENDING_REVIEW); the demo reviewer decides it REVIEW_TIME later (review.ts).
 */
import { Hono } from 'hono';
import { object } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import {
  CREATIVE_FILTER,
  CREATIVE_MUTABLE,
  checkContent,
  contentOf,
  creativeContent,
  creativeId,
  patchContent,
  renderCreative,
  viewOf,
} from '../creative-input.ts';
import { alreadyExists, notFound } from '../errors.ts';
import { filterOf } from '../filter.ts';
import { decode, jsonBody, noOrderBy, updateMask } from '../input.ts';
import { id, param } from '../names.ts';
import { page } from '../paging.ts';
import { REVIEW_TIME } from '../review.ts';
import type { BiddingService } from '../service.ts';
import type { CreativeContent, CreativeRow } from '../store/creative-store.ts';

export function buyerCreativeRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const collection = `/buyers/${id('buyer')}/creatives`;
  const one = `${collection}/${id('creative')}`;

  /** A creative entering review now, told to the bidder's watch once stored. */
  const inReview = (
    buyer: string,
    creative: string,
    content: CreativeContent,
    version: number,
  ): Omit<CreativeRow, 'seq'> => {
    const now = svc.now();
    return {
      buyer,
      id: creative,
      status: 'PENDING_REVIEW',
      reviewDue: now + REVIEW_TIME,
      data: { ...content, version, apiUpdateTime: now, lastStatusUpdate: now },
    };
  };

  app.post(collection, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const raw = await jsonBody(c);
    const newId = decode(creativeId, raw.creativeId, 'creativeId');
    const content = checkContent(decode(creativeContent, raw, 'body'));
    const row = inReview(owner.name, newId, content, 1);
    await svc.ctx.sql.withTransaction(async (tx) => {
      if ((await svc.creatives.get(owner.name, newId)) !== undefined) {
        throw alreadyExists(`Creative ${owner.name}/creatives/${newId} already exists.`);
      }
      await svc.creatives.insert(row);
      await svc.notifier.changed(tx, owner.name, newId, row.status);
    });
    return c.json(renderCreative({ ...row, seq: 0 }));
  });

  app.get(one, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const view = viewOf(c);
    const row = await svc.creatives.get(owner.name, param(c, 'creative'));
    if (row === undefined) throw notFound();
    return c.json(renderCreative(row, view));
  });

  app.get(collection, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const view = viewOf(c);
    noOrderBy(c);
    const keep = filterOf(c, CREATIVE_FILTER);
    const rows = await svc.creatives.list([owner.name]);
    const { items, nextPageToken } = page(c, rows, keep, (row) => renderCreative(row, view));
    return c.json({ creatives: items, nextPageToken });
  });

  app.patch(one, async (c) => {
    const raw = decode(object, await jsonBody(c), 'body');
    const patch = decode(creativeContent, raw, 'body');
    const fields = updateMask(c, patch, CREATIVE_MUTABLE);
    const updated = await svc.ctx.sql.withTransaction(async (tx) => {
      const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
      const row = await svc.creatives.get(owner.name, param(c, 'creative'));
      if (row === undefined) throw notFound();
      const current = contentOf(row.data);
      const version = row.data.version;
      const next = inReview(row.buyer, row.id, patchContent(current, patch, fields), version + 1);
      await svc.creatives.update(next);
      await svc.notifier.changed(tx, row.buyer, row.id, next.status);
      return { ...next, seq: row.seq };
    });
    return c.json(renderCreative(updated));
  });

  return app;
}
