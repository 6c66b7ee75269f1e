/**
 * The API directory at /explorey/v1/apis: every API this provider serves, in the list shape of the public
 * Discovery Service (`discovery#directoryList`). It is built from the modules the server runs, so a module
 * with an `api` entry appears here without editing any list, and one switched off (PROVIDER_MODULES)
 * disappears. No token is needed, as with the public directory (docs/bidding.md#the-api-directory).
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../http/bearer.ts';
import { badRequest } from '../http/errors.ts';
import { singleQueryParams } from '../http/single-query.ts';
import { defineModule, type ApiInfo } from '../module.ts';

export const DIRECTORY_MOUNT = '/explorey/v1';

export interface DirectoryItem {
  kind: 'discovery#directoryItem';
  id: string;
  name: string;
  version: string;
  title: string;
  description: string;
  discoveryRestUrl: string;
  documentationLink?: string;
  preferred: boolean;
  rootUrl: string;
}

export interface DirectoryList {
  kind: 'discovery#directoryList';
  discoveryVersion: 'v1';
  items: DirectoryItem[];
}

function item(api: ApiInfo, origin: string, preferred: boolean): DirectoryItem {
  return {
    kind: 'discovery#directoryItem',
    id: `${api.name}:${api.version}`,
    name: api.name,
    version: api.version,
    title: api.title,
    description: api.description,
    discoveryRestUrl: `${origin}${DIRECTORY_MOUNT}/apis/${api.name}/${api.version}/rest`,
    preferred,
    rootUrl: `${origin}/`,
  };
}

/** The preferred version of each name is the one listed last (the newest); every API has one version today. */
function preferredIds(apis: readonly ApiInfo[]): Set<string> {
  const latest = new Map<string, ApiInfo>();
  for (const api of apis) latest.set(api.name, api);
  return new Set([...latest.values()].map((api) => `${api.name}:${api.version}`));
}

/** `preferred` as the public directory reads it: `true` or `false`, absent meaning false. */
function preferredOnly(raw: string | undefined): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(`Invalid value for preferred: "${raw}". It must be true or false.`, 'invalidParameter');
}

/** The directory over the APIs the server runs, in the order it lists them. */
export function createDirectoryModule(apis: readonly ApiInfo[]) {
  return defineModule({
    name: 'directory',
    mount: DIRECTORY_MOUNT,
    settings: ['publicUrl'],
    migrations: [],
    routes: (ctx) => {
      const app = new Hono<ApiEnv>();
      const preferred = preferredIds(apis);
      app.use('*', singleQueryParams());
      app.get('/apis', (c) => {
        const only = preferredOnly(c.req.query('preferred'));
        const name = c.req.query('name');
        const items = apis
          .filter((api) => name === undefined || api.name === name)
          .map((api) => item(api, ctx.settings.publicUrl, preferred.has(`${api.name}:${api.version}`)))
          .filter((entry) => !only || entry.preferred);
        const list: DirectoryList = { kind: 'discovery#directoryList', discoveryVersion: 'v1', items };
        return c.json(list);
      });
      return app;
    },
  });
}
