/** `POST /<userId>/dataset:aggregate` (the public Fitness API reference); the work is aggregate.ts's. */
import { Hono } from 'hono';
import type { ApiEnv } from '../../../http/bearer.ts';
import { resolveUser } from '../access.ts';
import { aggregate } from '../aggregate.ts';
import { parseAggregateRequest } from '../aggregate-request.ts';
import { readJson } from '../request.ts';
import type { FitnessService } from '../service.ts';

export function aggregateRoutes(svc: FitnessService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/:userId/dataset:aggregate', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const spec = parseAggregateRequest(await readJson(c));
    return c.json(await aggregate(svc, userId, grant, spec));
  });

  return app;
}
