/**
 * List snapshots and page tokens (docs/bidding.md#rules-this-api-follows). Rows are listed in `seq` order;
 * the first page fixes the snapshot's ceiling (the highest `seq` then), and each token carries the ceiling,
 * the last `seq` served and a fingerprint of the list and its filter. Later pages therefore hold only rows
 * that existed at the first page, after the last one served: creating or deleting rows never shifts a page.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { invalidArgument } from './errors.ts';
import { pageSize } from './input.ts';

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

function fingerprint(c: Context): string {
  const url = new URL(c.req.url);
  const filter = url.searchParams.get('filter') ?? '';
  return createHash('sha256').update(`${url.pathname}\n${filter}`).digest('base64url').slice(0, 12);
}

interface Cursor {
  ceiling: number;
  after: number;
}

function readToken(c: Context): Cursor | undefined {
  const token = c.req.query('pageToken');
  if (token === undefined || token === '') return undefined;
  const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{12})$/.exec(Buffer.from(token, 'base64url').toString());
  if (m === null || m[3] !== fingerprint(c)) throw invalidArgument('Invalid pageToken.');
  return { ceiling: Number(m[1]), after: Number(m[2]) };
}

/**
 * One page of `rows` (already in `seq` order) that pass `keep`, rendered by `render`. `keep` runs on the
 * snapshot only, so a filter sees the same rows on every page.
 */
export function page<R extends { seq: number }, T>(
  c: Context,
  rows: readonly R[],
  keep: (row: R) => boolean,
  render: (row: R) => T,
): Page<T> {
  const size = pageSize(c);
  const cursor = readToken(c) ?? { ceiling: rows.at(-1)?.seq ?? 0, after: 0 };
  const left = rows.filter((row) => row.seq > cursor.after && row.seq <= cursor.ceiling && keep(row));
  const served = left.slice(0, size);
  const result: Page<T> = { items: served.map(render) };
  const last = served.at(-1);
  if (left.length > size && last !== undefined) {
    result.nextPageToken = Buffer.from(`${cursor.ceiling}.${last.seq}.${fingerprint(c)}`).toString(
      'base64url',
    );
  }
  return result;
}
