/** colors.get and channels.stop: the two calendar methods that belong to no calendar. */
import { Hono } from 'hono';
import type { ApiEnv } from '../../../http/bearer.ts';
import { colorsResource } from '../colors.ts';
import { jsonBody } from '../input.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';

export function channelsAndColorsRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const any = svc.guard(SCOPE_SETS.any);

  app.get('/colors', any, (c) => c.json(colorsResource()));

  app.post('/channels/stop', any, async (c) => {
    await svc.watcher.stop(c.get('grant').userId, await jsonBody(c));
    return c.body(null, 204);
  });

  return app;
}
