/** What every fitness route shares: the service its handlers are given, its path and its scopes. */
import { anyScope, routeOf } from '../../../route.ts';
import { FITNESS_SCOPES } from '../services/data-types.ts';
import type { FitnessService } from '../services/service.ts';

/** Any fitness scope; each method then checks the scope of the data types it touches. */
export const FITNESS = anyScope(...FITNESS_SCOPES);

export const SOURCES = '/:userId/dataSources';
export const SOURCE = `${SOURCES}/:dataSourceId`;

export const route = routeOf<FitnessService>();
