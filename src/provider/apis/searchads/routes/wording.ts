/**
 * Reading search-ads requests: refusals in the decoder's own words, every check made before anything is
 * written (docs/searchads.md#rules-this-api-follows), and the public API's ids, times and dates.
 */
import { integerText, matching, oneOf, optional, WireError, type Decoder } from '#shared/wire/decode.ts';
import { describedAs } from '#shared/wire/decoder-schema.ts';
import { ApiError } from '../../../http/errors.ts';
import { reads } from '../../../http/input-description.ts';
import { decoderWording, readAll, readersFor, type Reader } from '../../../http/validate.ts';

export const read = readersFor(decoderWording);

/** An id of the public API (int64): decimal text, or a JSON number that is a whole number. */
export const id: Decoder<string> = describedAs({ type: 'string', format: 'int64' }, (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return matching(/^[1-9]\d{0,18}$/, 'an id of decimal digits')(value, path);
});

export const optionalId = optional(id);

/** Milliseconds since the epoch, as decimal text or a JSON number (a uint64 of the public API). */
export const millis: Decoder<string> = describedAs({ type: 'string', format: 'uint64' }, (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  const text = matching(/^\d{1,15}$/, 'milliseconds since the epoch, in decimal digits')(value, path);
  return String(Number(text));
});

/** A signed whole number in decimal text or a JSON number (revenueMicros, quantityMillis, …). */
export const int64: Decoder<string> = describedAs({ type: 'string', format: 'int64' }, (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return matching(/^-?\d{1,18}$/, 'a whole number')(value, path);
});

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** A `yyyymmdd` date of the public API to its UTC midnight in milliseconds. */
export const dateInt: Decoder<number> = describedAs({ type: 'integer', format: 'int32' }, (value, path) => {
  const expected = 'a date written yyyymmdd';
  const text = matching(DATE, expected)(value, path);
  const [, y, m, d] = DATE.exec(text) ?? [];
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (new Date(ms).toISOString().slice(0, 10).replaceAll('-', '') !== text)
    throw new WireError(path, expected);
  return ms;
});

export const segmentationType = oneOf(['FLOODLIGHT']);

/** Text of `min` to `max` characters with no control characters (names, ids chosen by the caller). */
export function plainText(min: number, max: number): Decoder<string> {
  const expected = `text of ${String(min)} to ${String(max)} characters without control characters`;
  return describedAs({ type: 'string' }, (value, path) => {
    if (typeof value !== 'string' || value.length < min || value.length > max || /\p{Cc}/u.test(value)) {
      throw new WireError(path, expected, value === undefined ? 'required' : 'invalid');
    }
    return value;
  });
}

/** A path segment that must be an id. */
export const pathId = (name: string): Reader<string> => read.param(name, id);

export interface ListQuery {
  from: number;
  to: number;
  rowCount: number;
  startRow: number;
  campaignId?: string;
  adGroupId?: string;
}

const DAY = 86_400_000;

const listParams = readAll({
  end: read.query('endDate', dateInt),
  rowCount: read.query('rowCount', integerText({ min: 1, max: 1000 })),
  start: read.query('startDate', dateInt),
  startRow: read.query('startRow', integerText({ min: 0, max: 2_147_483_647 })),
});

const entityParams = readAll({
  campaignId: read.query('campaignId', optionalId),
  adGroupId: read.query('adGroupId', optionalId),
});

/** The four required query parameters of both conversion lists, checked in alphabetical order. */
export const listQuery: Reader<ListQuery> = reads(
  async (c): Promise<ListQuery> => {
    const { end, rowCount, start, startRow } = await listParams(c);
    if (start > end) throw new ApiError(400, 'invalid', 'startDate must not be after endDate');
    return { from: start, to: end + DAY, rowCount, startRow, ...(await entityParams(c)) };
  },
  listParams,
  entityParams,
);
