/**
 * The compute API v1, mounted at /compute/v1: images (get, list, insert, deprecate), disks from an image, and
 * global and zonal operations, in the public Compute Engine v1 shapes (docs/compute.md). Either the compute
 * or the cloud-platform scope lets a request through; IAM permissions on the project decide the rest.
 */
import { Hono } from 'hono';
import { SCOPES } from '#shared/scopes.ts';
import { requireScopes, type ApiEnv } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule } from '../../module.ts';
import { linksFor, ProjectAccess } from './access.ts';
import { seedComputeDemo } from './demo.ts';
import { Disks } from './disks.ts';
import { Images } from './images.ts';
import { Operations, type ComputeContext } from './operations.ts';
import { computeRoutes } from './routes.ts';
import { OperationStore } from './store/operation-store.ts';
import { ResourceStore } from './store/resource-store.ts';
import { computeMigrations } from './store/schema.ts';

function routes(ctx: ComputeContext): Hono<ApiEnv> {
  const store = new ResourceStore(ctx.sql);
  const access = new ProjectAccess(store);
  const links = linksFor(() => ctx.settings.publicUrl);
  const operations = new Operations(ctx, new OperationStore(ctx.sql), links);
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams());
  app.use('*', requireScopes(ctx.verifyAccessToken, [SCOPES.compute, SCOPES.cloudPlatform]));
  app.route(
    '/',
    computeRoutes({
      access,
      operations,
      images: new Images(ctx, access, store, operations, links),
      disks: new Disks(ctx, access, store, operations, links),
    }),
  );
  return app;
}

export const computeModule = defineModule({
  name: 'compute',
  api: {
    name: 'compute',
    version: 'v1',
    title: 'Compute API',
    description:
      'Images and their deprecation, disks made from images, and the operations that track changes.',
  },
  mount: '/compute/v1',
  settings: ['publicUrl', 'computeOperationsPerMinute'],
  migrations: computeMigrations,
  seedDemo: seedComputeDemo,
  routes,
});
