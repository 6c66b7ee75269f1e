/**
 * The API directory at /explorey/v1/apis: every API this provider serves, listed from the same modules and
 * route tables the server composes (service.ts). No token is needed, as with the public directory
 * (docs/bidding.md#the-api-directory).
 */
import { defineModule } from '../module.ts';
import { apisRoutes } from './routes/apis.ts';
import { DirectoryService, servedApis, type ServedApi } from './service.ts';

export const DIRECTORY_MOUNT = '/explorey/v1';

/** The directory over the modules the server runs, in the order it lists them. */
export function createDirectoryModule(modules: readonly Partial<ServedApi>[]) {
  const served = servedApis(modules);
  return defineModule({
    name: 'directory',
    mount: DIRECTORY_MOUNT,
    settings: ['publicUrl'],
    migrations: [],
    repeatableQuery: [],
    services: (ctx) => new DirectoryService(served, () => ctx.settings.publicUrl, DIRECTORY_MOUNT),
    routes: apisRoutes,
  });
}
