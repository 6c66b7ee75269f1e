/**
 * Reading search-ads requests with the shared decode kit: every check throws before anything is written,
 * and a WireError becomes the public error body's 400 (docs/searchads.md#rules-this-api-follows).
 */
import type { Context } from 'hono';
import {
  integerText,
  matching,
  oneOf,
  optional,
  parseJson,
  WireError,
  type Decoder,
} from '#shared/wire/decode.ts';
import { ApiError } from '../../http/errors.ts';
import { decodeOr400 } from '../../http/validate.ts';

export { decodeOr400 };

/** The JSON body; an empty or malformed body is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'required', 'The request body is required.');
  return decodeOr400((value) => parseJson(value as string), text, 'body');
}

/** An id of the public API (int64): decimal text, or a JSON number that is a whole number. */
export const id: Decoder<string> = (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return matching(/^[1-9]\d{0,18}$/, 'an id of decimal digits')(value, path);
};

/** Milliseconds since the epoch, as decimal text or a JSON number (a uint64 of the public API). */
export const millis: Decoder<string> = (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  const text = matching(/^\d{1,15}$/, 'milliseconds since the epoch, in decimal digits')(value, path);
  return String(Number(text));
};

/** A signed whole number in decimal text or a JSON number (revenueMicros, quantityMillis, …). */
export const int64: Decoder<string> = (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return matching(/^-?\d{1,18}$/, 'a whole number')(value, path);
};

const optionalId = optional(id);
export { optionalId };

/** A path segment that must be an id; anything else names nothing (404 in the caller's words). */
export function pathId(c: Context, name: string): string {
  return decodeOr400(id, c.req.param(name), name);
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** A `yyyymmdd` date of the public API to its UTC midnight in milliseconds. */
export const dateInt: Decoder<number> = (value, path) => {
  const expected = 'a date written yyyymmdd';
  const text = matching(DATE, expected)(value, path);
  const [, y, m, d] = DATE.exec(text) ?? [];
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (new Date(ms).toISOString().slice(0, 10).replaceAll('-', '') !== text)
    throw new WireError(path, expected);
  return ms;
};

export interface ListQuery {
  from: number;
  to: number;
  rowCount: number;
  startRow: number;
  campaignId?: string;
  adGroupId?: string;
}

const DAY = 86_400_000;

/** The four required query parameters of both conversion lists, checked in alphabetical order. */
export function listQuery(c: Context): ListQuery {
  const q = (name: string): string | undefined => c.req.query(name);
  const end = decodeOr400(dateInt, q('endDate'), 'endDate');
  const rowCount = decodeOr400(integerText({ min: 1, max: 1000 }), q('rowCount'), 'rowCount');
  const start = decodeOr400(dateInt, q('startDate'), 'startDate');
  const startRow = decodeOr400(integerText({ min: 0, max: 2_147_483_647 }), q('startRow'), 'startRow');
  if (start > end) throw new ApiError(400, 'invalid', 'startDate must not be after endDate');
  const campaignId = decodeOr400(optionalId, q('campaignId'), 'campaignId');
  const adGroupId = decodeOr400(optionalId, q('adGroupId'), 'adGroupId');
  return { from: start, to: end + DAY, rowCount, startRow, campaignId, adGroupId };
}

export const segmentationType = oneOf(['FLOODLIGHT']);

/** Text of `min` to `max` characters with no control characters (names, ids chosen by the caller). */
export function plainText(min: number, max: number): Decoder<string> {
  const expected = `text of ${String(min)} to ${String(max)} characters without control characters`;
  return (value, path) => {
    if (typeof value !== 'string' || value.length < min || value.length > max || /\p{Cc}/u.test(value)) {
      throw new WireError(path, expected, value === undefined ? 'required' : 'invalid');
    }
    return value;
  };
}
