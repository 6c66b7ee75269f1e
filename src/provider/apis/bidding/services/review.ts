/**
 * The demo reviewer: a creative waits in PENDING_REVIEW for REVIEW_TIME on the provider's clock, then is
 * decided by its content alone, so the same creative always gets the same decision (docs/bidding.md).
 * Decisions are made by `sweep`, which the module runs before each call (module.ts admit).
 */
import type { CreativeContent, ReviewStatus } from '#shared/wire/bidding.ts';
import type { Clock } from '../../../clock.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';
import type { CreativeStore } from '../store/creative-store.ts';
import type { CreativeNotifier } from './watch.ts';

export const REVIEW_TIME = 60 * 60 * 1000;

/** The topic a disapproval names (the public API's PolicyTopicEntry.policyTopic). */
export const INSECURE_DESTINATION = 'DESTINATION_NOT_SECURE';

/** DISAPPROVED when a declared click-through URL is not https, APPROVED otherwise. */
export function decide(content: CreativeContent): Exclude<ReviewStatus, 'PENDING_REVIEW'> {
  const urls = content.declaredClickThroughUrls ?? [];
  return urls.every((url) => url.startsWith('https:')) ? 'APPROVED' : 'DISAPPROVED';
}

export class Reviewer {
  constructor(
    private readonly ctx: { sql: SqlAccess; clock: Clock },
    private readonly creatives: CreativeStore,
    private readonly notifier: CreativeNotifier,
  ) {}

  /** Decides every creative whose review time is up, and tells the bidder's watch (after commit). */
  sweep(): Promise<void> {
    return this.ctx.sql.withTransaction(async (tx) => {
      for (const row of await this.creatives.due(this.ctx.clock.now())) {
        const status = decide(row.data);
        await this.creatives.update({
          ...row,
          status,
          data: { ...row.data, lastStatusUpdate: row.reviewDue },
        });
        await this.notifier.changed(tx, row.buyer, row.id, status);
      }
    });
  }
}
