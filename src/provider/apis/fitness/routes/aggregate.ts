/** `POST /<userId>/dataset:aggregate` (the public Fitness API reference); the work is aggregate.ts's. */
import { aggregate } from '../services/aggregate.ts';
import { parseAggregateRequest } from './aggregate-request.ts';
import { reads } from '../../../http/input-description.ts';
import { FITNESS, route } from './fitness-route.ts';
import { json } from './wording.ts';

export const aggregateRoutes = [
  route(
    {
      method: 'POST',
      path: '/:userId/dataset:aggregate',
      id: 'fitness.users.dataset.aggregate',
      access: FITNESS,
      request: 'AggregateRequest',
      response: 'AggregateResponse',
      input: reads(async (c) => parseAggregateRequest(await json(c)), json),
    },
    ({ input, grant }, svc) => aggregate(svc, grant.userId, grant, input),
  ),
];
