/**
 * One Hono app from the modules and their contexts: the answer headers (http/answer-headers.ts), CORS once
 * on each module's API paths, Hono's secure headers on its pages, the body limit, the 404 and the error
 * writer; each module's routes with their access, permission and input applied (route-app.ts).
 * Modules add none of these themselves.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { apiCors } from './http/cors.ts';
import { answerHeaders } from './http/answer-headers.ts';
import { limitBody } from './http/body-limit.ts';
import { ApiError, CONTENTION_RETRY_AFTER, errorResponse, isContention, OAuthError } from './http/errors.ts';
import { isOAuthEndpointPath } from './oauth/module.ts';
import type { ApiEnv } from './http/bearer.ts';
import type { ModuleContext, ProviderModule } from './module.ts';
import { tableApp } from './route-app.ts';
import type { Settings } from './settings.ts';
import type { OpsHttp } from './ops/provider-ops.ts';

/** A module's routes built over its context, with where they go. */
export interface MountedModule extends Pick<ProviderModule, 'mount' | 'apiPaths' | 'pagePaths'> {
  routes: Hono<ApiEnv>;
}

export function mountModule<S extends keyof Settings>(
  module: ProviderModule<S>,
  ctx: ModuleContext<S>,
): MountedModule {
  return {
    mount: module.mount,
    apiPaths: module.apiPaths,
    pagePaths: module.pagePaths,
    routes: tableApp(module, ctx),
  };
}

const MAX_BODY_BYTES = 1024 * 1024;

/** What the pages send besides their own CSP (oauth/pages/html.ts): Hono's secure headers, framing denied. */
const pageHeaders = secureHeaders({
  // A page sets its own policy (its stylesheet's hash); anything else under a page path gets the strictest.
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  // Sent by http/answer-headers.ts on every answer, and only when the public URL is https.
  strictTransportSecurity: false,
  overwrite: false,
});

/** `/calendar/v3` + `/*`; `/` + `/token` = `/token`. */
const under = (mount: string, path: string): string => `${mount.replace(/\/$/, '')}${path}`;

/**
 * The server's own errors (404, 413) in the dialect of the address: `{error, error_description}` under the
 * OAuth endpoints (RFC 6749 §5.2), the public APIs' shape everywhere else.
 */
function serverError(c: Context, status: 404 | 413, reason: string, message: string): Response {
  if (isOAuthEndpointPath(c.req.path)) {
    return errorResponse(
      c,
      new OAuthError(status, status === 404 ? 'not_found' : 'invalid_request', message),
    );
  }
  return errorResponse(c, new ApiError(status, reason, message));
}

/**
 * A request the store could not serialize after its retries: try again shortly, in the dialect of the
 * address (RFC 6749 §4.1.2.1 names `temporarily_unavailable`).
 */
function busy(c: Context): OAuthError | ApiError {
  const headers = { 'Retry-After': CONTENTION_RETRY_AFTER };
  const message = 'The server is busy; try again shortly.';
  return isOAuthEndpointPath(c.req.path)
    ? new OAuthError(503, 'temporarily_unavailable', message, headers)
    : new ApiError(503, 'backendError', message, 'global', headers);
}

/**
 * `ops`: the request log and metrics around everything, and the health and metrics routes (ops/).
 * `publicUrl`: an https one adds HSTS to every answer (http/answer-headers.ts, http/transport-security.ts).
 */
export function composeApp(modules: readonly MountedModule[], ops?: OpsHttp, publicUrl = ''): Hono {
  const app = new Hono();
  if (ops) app.use('*', ops.observe);
  // First, so that it sees every answer, errors and preflights included.
  app.use('*', answerHeaders(publicUrl));
  for (const module of modules) {
    for (const path of module.apiPaths ?? ['/*']) app.use(under(module.mount, path), apiCors);
    for (const path of module.pagePaths ?? []) app.use(under(module.mount, path), pageHeaders);
  }
  // After CORS, so that an app on another origin can read the 413 too.
  app.use(
    '*',
    limitBody(MAX_BODY_BYTES, (c) =>
      serverError(c, 413, 'requestTooLarge', 'The request body is too large.'),
    ),
  );
  for (const module of modules) app.route(module.mount, module.routes);
  if (ops) app.route('/', ops.routes);
  app.notFound((c) => serverError(c, 404, 'notFound', `No such address: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => errorResponse(c, isContention(err) ? busy(c) : err));
  return app;
}
