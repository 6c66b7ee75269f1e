/**
 * List snapshots and page tokens (docs/bidding.md#rules-this-api-follows). Rows are listed in `seq` order;
 * the first page fixes the snapshot's ceiling (the highest `seq` then), and each token carries the ceiling,
 * the last `seq` served and a fingerprint of the list and its filter. Later pages therefore hold only rows
 * that existed at the first page, after the last one served: creating or deleting rows never shifts a page.
 */
import { createHash } from 'node:crypto';
import { integerText } from '#shared/wire/decode.ts';
import { describedLike } from '#shared/wire/decoder-schema.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import { invalidArgument } from '../services/errors.ts';
import type { ItemRow, ItemStore } from '../store/item-store.ts';
import { read } from './wording.ts';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

interface Cursor {
  ceiling: number;
  after: number;
}

/** What a list request asks for: a page size, where the last page ended, and its address. */
export interface PageRequest {
  size: number;
  cursor?: Cursor;
  url: string;
}

/** `pageSize`: absent or 0 gives the default, more than the largest gives the largest, negative is 400. */
const sizeText = integerText({ min: 0 });
const pageSize = read.query(
  'pageSize',
  describedLike(sizeText, (value, path) => {
    if (value === undefined) return DEFAULT_PAGE_SIZE;
    const size = sizeText(value, path);
    return size === 0 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
  }),
);

function fingerprint(address: string): string {
  const url = new URL(address);
  const filter = url.searchParams.get('filter') ?? '';
  return createHash('sha256').update(`${url.pathname}\n${filter}`).digest('base64url').slice(0, 12);
}

export const pageRequest: Reader<PageRequest> = reads(
  (c): PageRequest => {
    const size = pageSize(c);
    const url = c.req.url;
    const token = c.req.query('pageToken');
    if (token === undefined || token === '') return { size, url };
    const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{12})$/.exec(
      Buffer.from(token, 'base64url').toString(),
    );
    if (m === null || m[3] !== fingerprint(url)) throw invalidArgument('Invalid pageToken.');
    return { size, url, cursor: { ceiling: Number(m[1]), after: Number(m[2]) } };
  },
  pageSize,
  queryParameter('pageToken'),
);

/**
 * One page of `rows` (already in `seq` order) that pass `keep`, rendered by `render`. `keep` runs on the
 * snapshot only, so a filter sees the same rows on every page.
 */
export function page<R extends { seq: number }, T>(
  request: PageRequest,
  rows: readonly R[],
  keep: (row: R) => boolean,
  render: (row: R) => T,
): Page<T> {
  const { size } = request;
  const cursor = request.cursor ?? { ceiling: rows.at(-1)?.seq ?? 0, after: 0 };
  const left = rows.filter((row) => row.seq > cursor.after && row.seq <= cursor.ceiling && keep(row));
  const served = left.slice(0, size);
  const result: Page<T> = { items: served.map(render) };
  const last = served.at(-1);
  if (left.length > size && last !== undefined) {
    result.nextPageToken = Buffer.from(`${cursor.ceiling}.${last.seq}.${fingerprint(request.url)}`).toString(
      'base64url',
    );
  }
  return result;
}

/** A page of every item an account (`bidders/1`, `buyers/2`) holds in `store`. */
export async function itemPage<D, T>(
  store: ItemStore<D>,
  owner: string,
  request: PageRequest,
  render: (row: ItemRow<D>) => T,
): Promise<Page<T>> {
  return page(request, await store.list(owner), () => true, render);
}
