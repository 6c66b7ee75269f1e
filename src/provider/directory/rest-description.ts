/**
 * The Discovery document of one served API (`discovery#restDescription`, the format of Google's API
 * Discovery Service), generated from the module that serves it: its directory entry, its mount, its route
 * table and the readers' and decoders' own descriptions (rest-methods.ts). Nothing is written twice, so the
 * document says what the provider serves and cannot say otherwise (docs/provider.md#discovery-documents).
 */
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
import { schemaOf, type WireSchema } from '#shared/wire/decoder-schema.ts';
import type { ParameterSchema } from '../http/input-description.ts';
import type { ApiInfo, ProviderModule } from '../module.ts';
import { addSchema, restResources, type NamedSchemas, type RestResource } from './rest-methods.ts';

/** An API a module serves: its directory entry, where it is mounted and its routes. */
export type ServedApi = Required<Pick<ProviderModule, 'api'>> &
  Pick<ProviderModule, 'routes' | 'mount' | 'repeatableQuery'>;

export interface RestDescription extends RestResource {
  kind: 'discovery#restDescription';
  discoveryVersion: 'v1';
  id: string;
  name: string;
  version: string;
  title: string;
  description: string;
  protocol: 'rest';
  rootUrl: string;
  servicePath: string;
  baseUrl: string;
  batchPath: string;
  parameters: Record<string, ParameterSchema>;
  auth?: { oauth2: { scopes: Record<string, { description: string }> } };
  schemas: Record<string, WireSchema & { id: string }>;
}

/** The parameters every method takes: the access token in the query (RFC 6750 §2.3), as bearer.ts reads it. */
const COMMON_PARAMETERS: Record<string, ParameterSchema> = {
  access_token: { type: 'string', location: 'query' },
};

/** Every scope some method of `resource` asks for, in the order met, with the words a consent page shows. */
function scopesOf(resource: RestResource, into = new Map<string, { description: string }>()) {
  for (const method of Object.values(resource.methods ?? {})) {
    for (const scope of method.scopes ?? [])
      into.set(scope, { description: SCOPE_DESCRIPTIONS[scope] ?? scope });
  }
  for (const child of Object.values(resource.resources ?? {})) scopesOf(child, into);
  return into;
}

/** The answers a module's decoders describe (`api.schemas`), before the routes add what they read. */
function answerSchemas(api: ApiInfo): NamedSchemas {
  const schemas: NamedSchemas = new Map();
  for (const [name, decoder] of Object.entries(api.schemas ?? {}))
    addSchema(schemas, name, schemaOf(decoder));
  return schemas;
}

/** The document of `served` as the provider at `origin` (no trailing slash) serves it. */
export function restDescription(served: ServedApi, origin: string): RestDescription {
  const { api, mount } = served;
  const schemas = answerSchemas(api);
  const resource = restResources(served.routes, served.repeatableQuery ?? [], schemas);
  const scopes = scopesOf(resource);
  const servicePath = `${mount.replace(/^\/|\/$/g, '')}/`;
  return {
    kind: 'discovery#restDescription',
    discoveryVersion: 'v1',
    id: `${api.name}:${api.version}`,
    name: api.name,
    version: api.version,
    title: api.title,
    description: api.description,
    protocol: 'rest',
    rootUrl: `${origin}/`,
    servicePath,
    baseUrl: `${origin}/${servicePath}`,
    // The format's field, in the public documents' form; this provider answers no batch request (404).
    batchPath: `batch/${servicePath.replace(/\/$/, '')}`,
    parameters: COMMON_PARAMETERS,
    ...(scopes.size === 0 ? {} : { auth: { oauth2: { scopes: Object.fromEntries(scopes) } } }),
    schemas: Object.fromEntries([...schemas].map(([id, schema]) => [id, { id, ...schema }])),
    ...resource,
  };
}
