/**
 * A Discovery document's methods and resources, made from a module's route table (route.ts): each route's
 * method id places it (`books.mylibrary.bookshelves.list` is the method `list` of the resource `bookshelves`
 * under `mylibrary`), its path and HTTP method address it, its access gives its scopes, and its input reader
 * says its parameters and body (http/input-description.ts). Nothing here is written per API.
 */
import type { WireSchema } from '#shared/wire/decode.ts';
import { descriptionOf, type ParameterSchema } from '../http/input-description.ts';
import { pathTemplate, type Method, type Route } from '../route.ts';

export interface RestMethod {
  id: string;
  /** Under the document's servicePath; every path parameter is one segment, so `path` is `flatPath`. */
  path: string;
  flatPath: string;
  httpMethod: Method;
  parameters: Record<string, ParameterSchema>;
  /** The path parameters in their order in the path, then the required query parameters. */
  parameterOrder: string[];
  request?: { $ref: string };
  response?: { $ref: string };
  scopes?: readonly string[];
}

export interface RestResource {
  methods?: Record<string, RestMethod>;
  resources?: Record<string, RestResource>;
}

/** A schema of the document's `schemas`, by the name a route gives it. */
export type NamedSchemas = Map<string, WireSchema>;

/** The name of a body's schema for a route that gives none: `compute.images.insert` → `ImagesInsertRequest`. */
export function requestName(route: Pick<Route, 'id' | 'request'>): string {
  if (route.request !== undefined) return route.request;
  const words = route.id.split('.').slice(1);
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Request`;
}

/** A route as a method: `repeatable` names the module's query parameters that may be given more than once. */
export function restMethod(route: Route, repeatable: readonly string[], schemas: NamedSchemas): RestMethod {
  const path = pathTemplate(route.path).replace(/^\//, '');
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const input = descriptionOf(route.input);
  const parameters: Record<string, ParameterSchema> = {};
  for (const name of inPath) parameters[name] = { type: 'string', location: 'path', required: true };
  for (const [name, schema] of Object.entries(input.parameters)) {
    // A path parameter stays one, whatever its reader's decoder says of its text.
    parameters[name] = inPath.includes(name)
      ? { ...schema, location: 'path', required: true }
      : { ...schema, ...(repeatable.includes(name) ? { repeated: true } : {}) };
  }
  const requiredQuery = Object.keys(parameters).filter(
    (name) => !inPath.includes(name) && parameters[name]?.required === true,
  );
  const method: RestMethod = {
    id: route.id,
    path,
    flatPath: path,
    httpMethod: route.method,
    parameters,
    parameterOrder: [...inPath, ...requiredQuery],
  };
  if (input.body !== undefined) {
    const name = requestName(route);
    addSchema(schemas, name, input.body);
    method.request = { $ref: name };
  }
  if (route.response !== undefined) {
    addSchema(schemas, route.response, { type: 'object' });
    method.response = { $ref: route.response };
  }
  if (route.access.kind === 'token' && route.access.anyOf.length > 0) method.scopes = route.access.anyOf;
  return method;
}

/**
 * Adds `schema` under `name`; a name given twice (an Image read in and answered) keeps every property either
 * use knows, the first use's where both know one.
 */
export function addSchema(schemas: NamedSchemas, name: string, schema: WireSchema): void {
  const known = schemas.get(name);
  if (known === undefined || known.type !== 'object' || schema.type !== 'object') {
    if (known === undefined) schemas.set(name, schema);
    return;
  }
  const properties = { ...schema.properties, ...known.properties };
  schemas.set(name, Object.keys(properties).length === 0 ? known : { ...known, properties });
}

/** Every method of `routes` in its resource, by its id; routes left out of Discovery are skipped. */
export function restResources(
  routes: readonly Route[],
  repeatable: readonly string[],
  schemas: NamedSchemas,
): RestResource {
  const root: RestResource = {};
  for (const route of routes) {
    if (route.discovery === false) continue;
    const [, ...words] = route.id.split('.');
    const name = words.pop() ?? route.id;
    let resource = root;
    for (const word of words) {
      resource.resources ??= {};
      resource = resource.resources[word] ??= {};
    }
    resource.methods ??= {};
    resource.methods[name] = restMethod(route, repeatable, schemas);
  }
  return root;
}
