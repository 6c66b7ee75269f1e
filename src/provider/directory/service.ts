/**
 * The API directory's list (docs/bidding.md#the-api-directory), in the list shape of the public Discovery
 * Service (`discovery#directoryList`), and each listed API's Discovery document (rest-description.ts). Both
 * are made from the modules the server runs and their route tables, so a module with an `api` entry appears
 * without editing any list, and one switched off (PROVIDER_MODULES) disappears.
 */
import type { ApiInfo } from '../module.ts';
import { restDescription, type RestDescription, type ServedApi } from './rest-description.ts';

export type { ServedApi } from './rest-description.ts';

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

/** The modules among `modules` that serve an API with at least one method of it, in their order. */
export function servedApis(modules: readonly Partial<ServedApi>[]): ServedApi[] {
  return modules.flatMap(({ api, routes = [], mount = '/', repeatableQuery }) =>
    api !== undefined && routes.some((route) => route.discovery !== false)
      ? [{ api, routes, mount, ...(repeatableQuery === undefined ? {} : { repeatableQuery }) }]
      : [],
  );
}

/** The preferred version of each name is the one listed last (the newest); every API has one version today. */
function preferredIds(apis: readonly ApiInfo[]): Set<string> {
  const latest = new Map<string, ApiInfo>();
  for (const api of apis) latest.set(api.name, api);
  return new Set([...latest.values()].map((api) => `${api.name}:${api.version}`));
}

export class DirectoryService {
  readonly #apis: readonly ApiInfo[];
  readonly #preferred: Set<string>;
  /** Each document as last made, with the origin it was made for (the public URL may be learned late). */
  readonly #documents = new Map<string, { origin: string; document: RestDescription }>();

  constructor(
    private readonly served: readonly ServedApi[],
    private readonly publicUrl: () => string,
    private readonly mount: string,
  ) {
    this.#apis = served.map(({ api }) => api);
    this.#preferred = preferredIds(this.#apis);
  }

  /** apis.getRest: the Discovery document of one served API, or undefined for a name and version served nowhere. */
  document(name: string, version: string): RestDescription | undefined {
    const served = this.served.find(({ api }) => api.name === name && api.version === version);
    if (served === undefined) return undefined;
    const origin = this.publicUrl();
    const made = this.#documents.get(`${name}:${version}`);
    if (made?.origin === origin) return made.document;
    const document = restDescription(served, origin);
    this.#documents.set(`${name}:${version}`, { origin, document });
    return document;
  }

  /** apis.list: every API, or those of one name, or only the preferred versions. */
  list(query: { name?: string; preferred: boolean }): DirectoryList {
    const origin = this.publicUrl();
    const items = this.#apis
      .filter((api) => query.name === undefined || api.name === query.name)
      .map((api) => this.#item(api, origin))
      .filter((entry) => !query.preferred || entry.preferred);
    return { kind: 'discovery#directoryList', discoveryVersion: 'v1', items };
  }

  #item(api: ApiInfo, origin: string): DirectoryItem {
    const id = `${api.name}:${api.version}`;
    return {
      kind: 'discovery#directoryItem',
      id,
      name: api.name,
      version: api.version,
      title: api.title,
      description: api.description,
      discoveryRestUrl: `${origin}${this.mount}/apis/${api.name}/${api.version}/rest`,
      preferred: this.#preferred.has(id),
      rootUrl: `${origin}/`,
    };
  }
}
