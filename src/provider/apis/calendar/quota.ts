/**
 * The per-user daily quota of the calendar API (seed 002, Limits: a PATCH consumes three units; here every
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
  const read = ctx.db.prepare('SELECT units FROM cal_quota WHERE user_id = ? AND day = ?');
  const charge = ctx.db.prepare(
    `INSERT INTO cal_quota (user_id, day, units) VALUES (?, ?, ?)
     ON CONFLICT (user_id, day) DO UPDATE SET units = units + excluded.units`,
  );
  return async (c, next) => {
    const userId = c.get('grant').userId;
    const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    const cost = c.req.method === 'PATCH' ? PATCH_COST : OTHER_COST;
    const used = (read.get(userId, day) as { units: number } | undefined)?.units ?? 0;
    if (used + cost > ctx.settings.calendarDailyQuota) {
      throw new ApiError(
        403,
        'quotaExceeded',
        'Calendar usage limits exceeded: the daily quota of this user is used up.',
        'usageLimits',
      );
    }
    charge.run(userId, day, cost);
    await next();
  };
}
