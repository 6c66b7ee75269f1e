/**
 * A module's routes (route.ts) as one Hono app, built once at start. Every route goes through the same
 * steps, in this order: its headers, its access (the token and its scopes, RFC 6750, or the module's
 * credential), the module's `admit` hook (its permission), its input read and checked whole
 * (http/validate.ts), then its handler. Nothing else in the provider checks scopes: a route's scopes are
 * what its table says. The module's pages, if it has any, come after the table.
 */
import { Hono, type Context, type Handler } from 'hono';
import {
  bearerToken,
  insufficientScope,
  unauthenticated,
  type AccessTokenVerifier,
  type ApiEnv,
  type Grant,
} from './http/bearer.ts';
import { singleQueryParams } from './http/single-query.ts';
import type { ModuleContext, ProviderModule } from './module.ts';
import type { Access, Route } from './route.ts';
import type { Settings } from './settings.ts';

/** The hooks of a module that its routes' handlers call. */
type Hooks<T, P extends string, C> = Pick<ProviderModule<never, T, P, C>, 'name' | 'admit' | 'credential'>;

const UNKNOWN_TOKEN = 'the access token is unknown, expired or revoked';

/** A live token holding at least one of `anyOf` (every live token passes an empty list). */
async function requireScopes(
  c: Context,
  verify: AccessTokenVerifier,
  anyOf: readonly string[],
): Promise<Grant> {
  const token = bearerToken(c);
  if (token === undefined) throw unauthenticated();
  const grant = await verify(token);
  if (grant === undefined) throw unauthenticated(UNKNOWN_TOKEN);
  if (anyOf.length > 0 && !anyOf.some((s) => grant.scopes.has(s))) throw insufficientScope(anyOf);
  return grant;
}

/** The grant of the token sent, if any; a token sent but not live is 401 all the same. */
async function optionalToken(c: Context, verify: AccessTokenVerifier): Promise<Grant | undefined> {
  const token = bearerToken(c);
  if (token === undefined) return undefined;
  const grant = await verify(token);
  if (grant === undefined) throw unauthenticated(UNKNOWN_TOKEN);
  return grant;
}

type Caller = (c: Context) => Promise<unknown>;

/**
 * What checks a request's caller before its handler; none for a public route (the token endpoint's, polled
 * every few seconds by every device), which then skips the await.
 */
function callerFor<T, C>(
  access: Access,
  verify: AccessTokenVerifier,
  module: Hooks<T, string, C>,
  services: T,
): Caller | undefined {
  switch (access.kind) {
    case 'public':
      return undefined;
    case 'optional token':
      return (c) => optionalToken(c, verify);
    case 'token':
      return (c) => requireScopes(c, verify, access.anyOf);
    case 'credential': {
      const open = module.credential;
      if (open === undefined) throw new Error(`The ${module.name} module has no credential hook.`);
      return (c) => open(c, services);
    }
  }
}

function handlerFor<T, P extends string, C>(
  route: Route<T, P>,
  module: Hooks<T, P, C>,
  services: T,
  verify: AccessTokenVerifier,
): Handler {
  const caller = callerFor(route.access, verify, module, services);
  const admit = route.access.kind === 'token' ? module.admit?.bind(module) : undefined;
  const admission = { method: route.method, id: route.id, permission: route.permission };
  const headers = Object.entries(route.headers ?? {});
  return async (c) => {
    for (const [name, value] of headers) c.header(name, value);
    const grant = caller === undefined ? undefined : await caller(c);
    if (admit !== undefined) await admit({ route: admission, grant: grant as Grant, c }, services);
    const input = route.input === undefined ? undefined : await route.input(c);
    const answer = await route.handle({ input, grant, c }, services);
    return answer instanceof Response ? answer : c.json(answer);
  };
}

/** The module's routes over the services it builds from `ctx`, each handler made once; then its pages. */
export function tableApp<S extends keyof Settings, T, P extends string, C>(
  module: ProviderModule<S, T, P, C>,
  ctx: ModuleContext<S>,
): Hono<ApiEnv> {
  const services = module.services(ctx);
  const app = new Hono<ApiEnv>();
  // First, on every path under the mount: a repeated parameter is refused before anything is read.
  if (module.repeatableQuery !== undefined) app.use('*', singleQueryParams(module.repeatableQuery));
  for (const route of module.routes) {
    app.on(route.method, route.path, handlerFor(route, module, services, ctx.verifyAccessToken));
  }
  if (module.pages !== undefined) app.route('/', module.pages(ctx));
  return app;
}
