/**
 * The per-user daily quota of the calendar API (docs/calendar.md: a PATCH consumes three units; every
 * other request consumes one). Days are UTC days of the provider's clock. Past the quota: 403 in the API's
 * error shape, and the request is not carried out.
 */
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { ApiError } from '../../http/errors.ts';
import type { CalendarContext } from './service.ts';

export const PATCH_COST = 3;
export const OTHER_COST = 1;

export function quota(ctx: CalendarContext): MiddlewareHandler<ApiEnv> {
  // Reads and charges in one statement, so that two requests (or two replicas) cannot both spend the last
  // units: a charge past the limit updates no row.
  const charge = ctx.sql.prepare(
    `INSERT INTO cal_quota (user_id, day, units) VALUES (?, ?, ?)
     ON CONFLICT (user_id, day) DO UPDATE SET units = cal_quota.units + excluded.units
     WHERE cal_quota.units + excluded.units <= ?`,
  );
  return async (c, next) => {
    const userId = c.get('grant').userId;
    const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    const cost = c.req.method === 'PATCH' ? PATCH_COST : OTHER_COST;
    const limit = ctx.settings.calendarDailyQuota;
    const charged = cost <= limit && (await charge.run(userId, day, cost, limit)).changes === 1;
    if (!charged) {
      throw new ApiError(
        403,
        'quotaExceeded',
        'Calendar usage limits exceeded: the daily quota of this user is used up.',
        'usageLimits',
      );
    }
    await next();
  };
}
