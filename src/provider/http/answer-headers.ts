/**
 * Headers every machine-facing answer gets, added once by compose.ts rather than by each module
 * (docs/security.md#answers-that-carry-personal-data):
 * - `Cache-Control: no-store` on resource answers (RFC 6819 §5.1.6, ASVS V8.2.1: personal data is not
 *   cached by a browser or a shared cache), except the few that are public and were asked for without a
 *   token; any answer to a request that carried `access_token` in its query is never stored either, since
 *   the address itself holds a credential (RFC 6750 §2.3);
 * - `X-Content-Type-Options: nosniff` and a CSP that allows nothing on JSON and SVG answers, so neither can
 *   be run as a script or a page when opened directly (an SVG may hold scripts);
 * - HSTS on every answer when the public URL is https (transport-security.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header.ts';
import { HSTS, sendsHsts } from './transport-security.ts';

/** Answers meant for anyone, shareable by caches when no token came with the request. */
const SHAREABLE: readonly RegExp[] = [
  /^\/books\/v1\/volumes(\/[^/]+)?$/,
  /^\/books\/v1\/covers\//,
  /^\/video\/v3\/thumbnails\//,
  /^\/explorey\/v1\//,
  /^\/\.well-known\//,
];

export const ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** True when the query string holds an `access_token` parameter (read without parsing the whole URL). */
function tokenInQuery(url: string): boolean {
  const query = url.indexOf('?');
  return query !== -1 && /(^|&)access_token=/.test(url.slice(query + 1));
}

/**
 * Set before the handler runs, never on the finished answer: on Node, touching a finished answer's headers
 * makes Hono rebuild it as a full fetch Response, which cost more than the rest of a pending token poll
 * (docs/scale.md). So what does not depend on the answer is decided from the request: nosniff and the
 * empty CSP go on every answer (harmless on the ones that are neither JSON nor SVG), and a module that
 * serves something else sets its own policy and caching, which replace these (a page's CSP, a public
 * image's max-age; an SVG's own policy names `frame-ancestors 'none'` itself).
 */
export function answerHeaders(publicUrl: string): MiddlewareHandler {
  // In this one middleware rather than one of its own: every level costs each request a dispatch and a
  // promise (docs/scale.md).
  const https = sendsHsts(publicUrl);
  return async (c, next) => {
    const queryToken = tokenInQuery(c.req.url);
    const shareable =
      !queryToken &&
      requestHeader(c, 'authorization') === undefined &&
      SHAREABLE.some((path) => path.test(c.req.path));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', ANSWER_CSP);
    if (!shareable) c.header('Cache-Control', 'no-store');
    if (https) c.header('Strict-Transport-Security', HSTS);
    await next();
  };
}
