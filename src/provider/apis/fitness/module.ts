/**
 * The fitness data API v1 (docs/fitness.md), mounted at /fitness/v1/users. Every route needs a token holding
 * at least one fitness scope (sessions: an activity scope); each method then checks the scope of the data
 * types it touches. Only the person the token speaks for (`me`) can be reached (admit).
 */
import { defineModule } from '../../module.ts';
import { resolveUser } from './services/access.ts';
import { seedFitnessDemo } from './demo.ts';
import { aggregateRoutes } from './routes/aggregate.ts';
import { dataSourceRoutes } from './routes/data-sources.ts';
import { datasetRoutes } from './routes/datasets.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { FitnessService, type FitnessContext } from './services/service.ts';
import { PointStore } from './store/point-store.ts';
import { fitnessMigrations } from './store/schema.ts';
import { SessionStore } from './store/session-store.ts';
import { SourceStore } from './store/source-store.ts';

const fitnessService = (ctx: FitnessContext): FitnessService =>
  new FitnessService(ctx, new SourceStore(ctx.sql), new PointStore(ctx.sql), new SessionStore(ctx.sql));

export const fitnessModule = defineModule({
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
  repeatableQuery: ['dataTypeName', 'activityType'],
  services: fitnessService,
  admit: ({ grant, c }) => {
    resolveUser(c.req.param('userId') ?? '', grant);
  },
  routes: [...dataSourceRoutes, ...datasetRoutes, ...aggregateRoutes, ...sessionRoutes],
});
