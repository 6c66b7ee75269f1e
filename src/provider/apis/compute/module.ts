/**
 * The compute API v1, mounted at /compute/v1: images (get, list, insert, deprecate), disks from an image, and
 * global and zonal operations, in the public Compute Engine v1 shapes (docs/compute.md). Either the compute
 * or the cloud-platform scope lets a request through; the IAM permission each route names, held through a
 * role on the project, decides the rest (admit, before the input is read).
 */
import { defineModule } from '../../module.ts';
import { seedComputeDemo } from './demo.ts';
import type { ComputeServices } from './routes/compute-route.ts';
import { diskRoutes } from './routes/disks.ts';
import { imageRoutes } from './routes/images.ts';
import { operationRoutes } from './routes/operations.ts';
import { linksFor, ProjectAccess } from './services/access.ts';
import { Disks } from './services/disks.ts';
import { Images } from './services/images.ts';
import { Operations, type ComputeContext } from './services/operations.ts';
import { OperationStore } from './store/operation-store.ts';
import { ResourceStore } from './store/resource-store.ts';
import { computeMigrations } from './store/schema.ts';

function services(ctx: ComputeContext): ComputeServices {
  const store = new ResourceStore(ctx.sql);
  const links = linksFor(() => ctx.settings.publicUrl);
  const operations = new Operations(ctx, new OperationStore(ctx.sql), links);
  return {
    access: new ProjectAccess(store),
    operations,
    images: new Images(ctx, store, operations, links),
    disks: new Disks(ctx, store, operations, links),
  };
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
  repeatableQuery: [],
  services,
  admit: ({ route, grant, c }, { access }) => {
    // Every compute route names its permission; the routes test lists them.
    if (route.permission === undefined) return;
    return access.require(grant.userId, route.permission, (name) => c.req.param(name) ?? '');
  },
  routes: [...imageRoutes, ...diskRoutes, ...operationRoutes],
});
