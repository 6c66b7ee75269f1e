/**
 * The fitness data API v1 (docs/fitness.md), mounted at /fitness/v1/users. Every route needs a token holding
 * at least one fitness scope; each method then checks the scope of the data types it touches.
 */
import { Hono } from 'hono';
import { requireScopes, type ApiEnv } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule } from '../../module.ts';
import { FITNESS_SCOPES } from './data-types.ts';
import { seedFitnessDemo } from './demo.ts';
import { aggregateRoutes } from './routes/aggregate.ts';
import { dataSourceRoutes } from './routes/data-sources.ts';
import { datasetRoutes } from './routes/datasets.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { FitnessService, type FitnessContext } from './service.ts';
import { PointStore } from './store/point-store.ts';
import { fitnessMigrations } from './store/schema.ts';
import { SessionStore } from './store/session-store.ts';
import { SourceStore } from './store/source-store.ts';

const fitnessService = (ctx: FitnessContext): FitnessService =>
  new FitnessService(ctx, new SourceStore(ctx.sql), new PointStore(ctx.sql), new SessionStore(ctx.sql));

export function fitnessRoutes(ctx: FitnessContext): Hono<ApiEnv> {
  const svc = fitnessService(ctx);
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams(['dataTypeName', 'activityType']));
  app.use('*', requireScopes(ctx.verifyAccessToken, FITNESS_SCOPES));
  for (const routes of [dataSourceRoutes, datasetRoutes, aggregateRoutes, sessionRoutes]) {
    app.route('/', routes(svc));
  }
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
  seedDemo: (ctx) => seedFitnessDemo(fitnessService(ctx)),
  routes: fitnessRoutes,
});
