/**
 * Entity tags: every resource carries one, derived from its stored content, so any change gives a new tag.
 * `If-Match` on a write that does not match answers 412 and changes nothing; `If-None-Match` on a read that
 * matches answers 304.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from '../../../http/errors.ts';

export function etagOf(value: unknown): string {
  const hex = createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 13);
  return `"${BigInt(`0x${hex}`).toString()}"`;
}

function tags(header: string): string[] {
  return header.split(',').map((t) => t.trim().replace(/^W\//, ''));
}

/** Throws 412 when the request's If-Match names neither `*` nor the current tag. */
export function checkIfMatch(c: Context, current: string): void {
  const header = c.req.header('If-Match');
  if (header === undefined) return;
  const list = tags(header);
  if (list.includes('*') || list.includes(current)) return;
  throw new ApiError(412, 'conditionNotMet', 'Precondition Failed');
}

/** A resource read with its ETag: 304 and no body when the request's If-None-Match already names the tag. */
export function withETag<T extends { etag: string }>(c: Context, resource: T): T | Response {
  c.header('ETag', resource.etag);
  const header = c.req.header('If-None-Match');
  return header !== undefined && tags(header).includes(resource.etag) ? c.body(null, 304) : resource;
}
