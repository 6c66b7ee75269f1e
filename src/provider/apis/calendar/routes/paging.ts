/**
 * Page tokens: opaque to clients, they carry the offset into the result and a fingerprint of the request's
 * other parameters, so a token cannot be replayed against a different query.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../../../http/errors.ts';
import { etagOf } from '../services/etag.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import { withDefault } from '#shared/wire/decode.ts';
import { read, wholeNumber } from './wording.ts';

/** The public API's default and largest page sizes. */
export const DEFAULT_PAGE = 250;
export const MAX_PAGE = 2500;

function fingerprint(address: string): string {
  const url = new URL(address);
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

/** What a list request asks for: how many, from where, and its address (for the next page's token). */
export interface PageRequest {
  size: number;
  offset: number;
  url: string;
}

/** maxResults (`maxDefault` when absent) and pageToken; 400 on a token of another query. */
export function pageOf(maxDefault = DEFAULT_PAGE): Reader<PageRequest> {
  const maxResults = read.query('maxResults', withDefault(wholeNumber(1, MAX_PAGE), maxDefault));
  return reads(
    (c): PageRequest => {
      const size = maxResults(c);
      const token = c.req.query('pageToken');
      let offset = 0;
      if (token !== undefined) {
        const m = /^(\d{1,9})\.([A-Za-z0-9_-]{10})$/.exec(Buffer.from(token, 'base64url').toString());
        if (m === null || m[2] !== fingerprint(c.req.url)) {
          throw badRequest('Invalid page token value.', 'invalid');
        }
        offset = Number(m[1]);
      }
      return { size, offset, url: c.req.url };
    },
    maxResults,
    queryParameter('pageToken'),
  );
}

/** A list answer of the public API: its kind, an etag over its items' and the next page's token. */
export function listOf<K extends string, T extends { etag: string }>(
  kind: K,
  page: Page<T>,
): { kind: K; etag: string; items: T[]; nextPageToken?: string } {
  const list = { kind, etag: etagOf(page.items.map((item) => item.etag)), items: page.items };
  return page.nextPageToken === undefined ? list : { ...list, nextPageToken: page.nextPageToken };
}

/** Slices `all` as the request asks. */
export function paginate<T>(request: PageRequest, all: readonly T[]): Page<T> {
  const { size, offset } = request;
  const items = all.slice(offset, offset + size);
  const page: Page<T> = { items };
  if (offset + size < all.length) {
    page.nextPageToken = Buffer.from(`${offset + size}.${fingerprint(request.url)}`).toString('base64url');
  }
  return page;
}
