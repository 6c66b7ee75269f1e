/**
 * A module's routes as data (docs/provider.md#a-provider-module-in-five-minutes): for each, the method and
 * path, who may call it, the public API's method id, the permission the module checks, the reader of its
 * input and the handler. route-app.ts turns a table into Hono handlers once, at start, and applies the rules
 * the same way for every route; the API directory and the routes test walk the same table.
 */
import type { Context } from 'hono';
import type { Grant } from './http/bearer.ts';
import type { Reader } from './http/validate.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route. */
export type Access =
  /**
   * Nothing is read here: thumbnails, covers, the API directory, and the authorization server's endpoints,
   * which authenticate their client from the form (RFC 6749 §2.3.1) in their handler's order of errors.
   */
  | { readonly kind: 'public' }
  /** An access token may come or not; a bad one is 401 (the public books methods). */
  | { readonly kind: 'optional token' }
  /** An access token that holds any one of `anyOf` (RFC 6750 §3.1: 401 without one, 403 with too few). */
  | { readonly kind: 'token'; readonly anyOf: readonly string[] }
  /**
   * The module's own credential, which its `credential` hook opens: a security event receiver's, or the
   * access token of the UserInfo endpoint, refused in OAuth's words (RFC 6750 §3).
   */
  | { readonly kind: 'credential'; readonly name: string };

export const PUBLIC = { kind: 'public' } as const;
export const OPTIONAL_TOKEN = { kind: 'optional token' } as const;

/** A token holding any one of `anyOf`. */
export const anyScope = (
  ...anyOf: readonly string[]
): { readonly kind: 'token'; readonly anyOf: readonly string[] } => ({
  kind: 'token',
  anyOf,
});

/** Who the handler is told is calling, by the route's access: the grant, or the credential's holder `C`. */
export type CallerOf<A extends Access, C> = A extends { kind: 'token' }
  ? Grant
  : A extends { kind: 'optional token' }
    ? Grant | undefined
    : A extends { kind: 'credential' }
      ? C
      : undefined;

/** What a handler is given. */
export interface Call<I, G> {
  /** The route's input, read and checked whole before the handler runs. */
  readonly input: I;
  /** Who is calling (CallerOf). */
  readonly grant: G;
  /** The request, for the headers a handler reads (If-Match) or sets (ETag, Content-Type). */
  readonly c: Context;
}

/** A handler's answer: a Response goes out as it is, any other value as JSON with 200. */
export type Answer = Response | object;

/** What a route declares; `routeOf` pairs it with its handler and checks that input and handler agree. */
export interface RouteSpec<P extends string, I, A extends Access> {
  method: Method;
  /** The Hono path under the module's mount, e.g. `/calendars/:calendarId/events`. */
  path: string;
  /** The public API's method id as its Discovery document names it: `calendar.events.insert`. */
  id: string;
  access: A;
  /** What the module's `admit` hook checks besides the scopes (compute: an IAM permission). */
  permission?: P;
  /** Reads and checks the input (http/validate.ts); absent when the route reads none. */
  input?: Reader<I>;
  /** The Discovery document's name for the JSON body the input reads (`Image`); made from `id` when absent. */
  request?: string;
  /** The Discovery document's name for the JSON answer (`Volumes`); absent for none (a 204) or an image. */
  response?: string;
  /** Served here but no method of the public API (generated images): left out of a Discovery document. */
  discovery?: false;
  /**
   * Set on every answer of the route, errors included, before anything is checked: the token endpoints'
   * `Cache-Control: no-store` (RFC 6749 §5.1).
   */
  headers?: Readonly<Record<string, string>>;
}

/** What a route does once its access, permission and input have passed. */
export type Handle<T, I, G> = (call: Call<I, G>, services: T) => Answer | Promise<Answer>;

/**
 * A route in a table: `T` is what the module's `services(ctx)` builds, `P` its permissions. The functions
 * are methods, so that a table of a module's own `T` is also a table of `unknown` to compose.
 */
export interface Route<T = unknown, P extends string = string> {
  readonly method: Method;
  readonly path: string;
  readonly id: string;
  readonly access: Access;
  readonly permission?: P;
  readonly input?: Reader<unknown>;
  readonly request?: string;
  readonly response?: string;
  readonly discovery?: false;
  readonly headers?: Readonly<Record<string, string>>;
  handle(call: Call<unknown, unknown>, services: T): Answer | Promise<Answer>;
}

/**
 * The route maker of a module whose handlers are given `T` (and whose permissions are `P`, whose credential
 * opens a `C`): `const route = routeOf<VideoService>()`, then `route({...}, handler)` for each entry of the
 * table. Two arguments, so that TypeScript reads the input's type from the first before typing the second.
 */
export function routeOf<T, P extends string = never, C = never>() {
  // The reader's value is the handler's input and the access decides the caller: route-app.ts pairs them.
  return <A extends Access, I>(
    spec: RouteSpec<P, I, A>,
    handle: Handle<T, I, CallerOf<A, C>>,
  ): Route<T, P> => ({
    ...spec,
    handle,
  });
}

/** `/bidders/:bidder{[^/:]+}/pretargetingConfigs/:config{[^/:]+:activate}` as `/bidders/{bidder}/pretargetingConfigs/{config}:activate`. */
export function pathTemplate(path: string): string {
  return path.replace(/(?<=\/):(\w+)(\{[^}]*\})?/g, (_, name: string, pattern: string | undefined) => {
    const verb = pattern === undefined ? undefined : /:(\w+)\}$/.exec(pattern)?.[1];
    const literal = pattern === undefined ? undefined : /^\{(\w+):\w+\}$/.exec(pattern)?.[1];
    if (literal !== undefined && verb !== undefined) return `${literal}:${verb}`;
    return verb === undefined ? `{${name}}` : `{${name}}:${verb}`;
  });
}

/** How a route's access reads in a listing: `public`, `token: calendar calendar.readonly`, … */
export function describeAccess(access: Access, scopeName: (scope: string) => string = (s) => s): string {
  switch (access.kind) {
    case 'token':
      return access.anyOf.length === 0 ? 'token' : `token: ${access.anyOf.map(scopeName).join(' ')}`;
    case 'credential':
      return `credential: ${access.name}`;
    default:
      return access.kind;
  }
}

/** A route as a listing shows it: which module, where, what, who. */
export interface ListedRoute {
  module: string;
  method: Method;
  /** The full path under the origin, parameters written `{name}` (pathTemplate). */
  path: string;
  id: string;
  access: Access;
  permission?: string;
  discovery?: false;
}

/** Every route of `modules`, in the order they are mounted: for Discovery documents, metrics and logs. */
export function listRoutes(
  modules: readonly { name: string; mount: string; routes: readonly Route[] }[],
): ListedRoute[] {
  return modules.flatMap(({ name, mount, routes }) =>
    routes.map((route) => ({
      module: name,
      method: route.method,
      path: `${mount.replace(/\/$/, '')}${pathTemplate(route.path)}`,
      id: route.id,
      access: route.access,
      ...(route.permission === undefined ? {} : { permission: route.permission }),
      ...(route.discovery === undefined ? {} : { discovery: route.discovery }),
    })),
  );
}
