/**
 * Page tokens: opaque to clients, they carry the offset into the result and a fingerprint of the request's
 * other parameters, so a token cannot be replayed against a different query.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { badRequest } from '../../http/errors.ts';
import { queryInt } from './input.ts';

/** The public API's default and largest page sizes. */
export const DEFAULT_PAGE = 250;
export const MAX_PAGE = 2500;

function fingerprint(c: Context): string {
  const url = new URL(c.req.url);
  const pairs = [...url.searchParams.entries()]
    .filter(([k]) => k !== 'pageToken' && k !== 'access_token')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(`${url.pathname}?${JSON.stringify(pairs)}`)
    .digest('base64url')
    .slice(0, 10);
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** Slices `all` by the request's maxResults and pageToken; throws 400 on a token of another query. */
export function paginate<T>(c: Context, all: readonly T[], maxDefault = DEFAULT_PAGE): Page<T> {
  const size = queryInt(c, 'maxResults', 1, MAX_PAGE, maxDefault);
  const token = c.req.query('pageToken');
  let offset = 0;
  if (token !== undefined) {
    const m = /^(\d{1,9})\.([A-Za-z0-9_-]{10})$/.exec(Buffer.from(token, 'base64url').toString());
    if (m === null || m[2] !== fingerprint(c)) throw badRequest('Invalid page token value.', 'invalid');
    offset = Number(m[1]);
  }
  const items = all.slice(offset, offset + size);
  const page: Page<T> = { items };
  if (offset + size < all.length) {
    page.nextPageToken = Buffer.from(`${offset + size}.${fingerprint(c)}`).toString('base64url');
  }
  return page;
}
