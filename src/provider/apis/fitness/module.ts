/**
 * The fitness data API v1 (seed 002), mounted at /fitness/v1/users. Every route needs a token holding at
 * least one fitness scope; each method then checks the scope of the data types it touches.
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { requireScopes } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule, type ModuleContext } from '../../module.ts';
import { FITNESS_SCOPES } from './data-types.ts';
import { seedFitnessDemo } from './demo.ts';
import { aggregateRoutes } from './routes-aggregate.ts';
import { dataSourceRoutes } from './routes-data-sources.ts';
import { datasetRoutes } from './routes-datasets.ts';
import { sessionRoutes } from './routes-sessions.ts';
import { fitnessMigrations } from './schema.ts';

export type FitnessModuleContext = ModuleContext<never>;

export function fitnessRoutes(ctx: FitnessModuleContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams(['dataTypeName', 'activityType']));
  app.use('*', requireScopes(ctx.verifyAccessToken, FITNESS_SCOPES));
  app.route('/', dataSourceRoutes(ctx));
  app.route('/', datasetRoutes(ctx));
  app.route('/', aggregateRoutes(ctx));
  app.route('/', sessionRoutes(ctx));
  return app;
}

export const fitnessModule = defineModule<never>({
  name: 'fitness',
  api: {
    name: 'fitness',
    version: 'v1',
    title: 'Fitness API',
    description: 'Data sources, datasets, aggregates and sessions of activity and body data.',
  },
  mount: '/fitness/v1/users',
  settings: [],
  migrations: fitnessMigrations,
  seedDemo: seedFitnessDemo,
  routes: fitnessRoutes,
});
