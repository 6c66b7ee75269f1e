/**
 * The per-user daily quota of the calendar API (docs/calendar.md: a PATCH consumes three units; every
 * other request consumes one). Days are UTC days of the provider's clock. Past the quota: 403 in the API's
 * error shape, and the request is not carried out.
 */
import { ApiError } from '../../../http/errors.ts';
import type { Method } from '../../../route.ts';
import type { CalendarContext } from './service.ts';
import { QuotaStore } from '../store/quota-store.ts';

export const PATCH_COST = 3;
export const OTHER_COST = 1;

export class Quota {
  readonly #store: QuotaStore;

  constructor(private readonly ctx: CalendarContext) {
    this.#store = new QuotaStore(ctx.sql);
  }

  /** Spends what a request of `method` costs, or throws 403 quotaExceeded. */
  async charge(userId: string, method: Method): Promise<void> {
    const day = new Date(this.ctx.clock.now()).toISOString().slice(0, 10);
    const cost = method === 'PATCH' ? PATCH_COST : OTHER_COST;
    const limit = this.ctx.settings.calendarDailyQuota;
    const charged = cost <= limit && (await this.#store.charge(userId, day, cost, limit));
    if (!charged) {
      throw new ApiError(
        403,
        'quotaExceeded',
        'Calendar usage limits exceeded: the daily quota of this user is used up.',
        'usageLimits',
      );
    }
  }
}
