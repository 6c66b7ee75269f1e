/**
 * The books API's words for refused parameters, as the public Books API v1 answers them, and the parameter
 * decoders whose refusals carry those words. Every parameter is checked before any handler touches the store.
 */
import { map, matching, oneOf, textOr, WireError, type Decoder } from '#shared/wire/decode.ts';
import { describedAs, describedLike, integerSchema } from '#shared/wire/decoder-schema.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { plainRefusal, readersFor, readAll, type Reader } from '../../../http/validate.ts';

const INT32_MAX = 2147483647;
const WHOLE = 'a whole number';

/** Parameters whose refusal names the kind of id rather than the parameter. */
const ID_WORDS: Readonly<Record<string, string>> = {
  shelf: "Invalid shelf id '%': a whole number is expected.",
  volumeId: "Invalid volume id '%'.",
  userId: "Invalid user id '%'.",
};

export const read = readersFor({
  param: (error, raw) => {
    const value = String(raw);
    if (error.reason === 'required')
      return new ApiError(400, 'required', `Required parameter: ${error.path}`);
    const id = ID_WORDS[error.path];
    if (id !== undefined) return badRequest(id.replace('%', value));
    // A phrase reads after a colon; the range and the allowed values are sentences of their own.
    return /^[a-z]/.test(error.expected)
      ? badRequest(`Invalid value '${value}' for ${error.path}: ${error.expected} is expected.`)
      : badRequest(`Invalid value '${value}' for ${error.path}. ${error.expected}`);
  },
  // No books method reads a body.
  body: plainRefusal,
  field: plainRefusal,
});

/** Present and not empty; the public API calls both a missing parameter. */
const present: Decoder<string> = (value, path) => {
  if (typeof value !== 'string' || value === '') throw new WireError(path, 'a value', 'required');
  return value;
};

function wholeNumber(min: number, max: number): Decoder<number> {
  return describedAs(integerSchema({ min, max }), (value, path) => {
    if (typeof value !== 'string' || !/^-?\d{1,10}$/.test(value)) throw new WireError(path, WHOLE);
    const number = Number(value);
    if (number < min || number > max) {
      throw new WireError(path, `Values must be within the range: [${min}, ${max}]`);
    }
    return number;
  });
}

/** A whole number in [min, max]; without `fallback` it is required, with it absent or empty gives it. */
export function whole(range: { min: number; max?: number; fallback?: number }): Decoder<number> {
  const decoder = wholeNumber(range.min, range.max ?? INT32_MAX);
  return range.fallback === undefined
    ? describedLike(decoder, (value, path) => decoder(present(value, path), path))
    : textOr(decoder, range.fallback);
}

/** One of `allowed` (exact spelling); absent or empty gives `fallback`. */
export const choice = <const T extends string>(allowed: readonly T[], fallback: T): Decoder<T> =>
  textOr(oneOf(allowed, `Allowed values: [${allowed.join(', ')}]`), fallback);

/** Shelf ids are whole numbers (0-7 for the fixed shelves, 1001 and up for a person's own). */
export const shelfId = read.param(
  'shelf',
  map(matching(/^\d{1,9}$/, WHOLE), (text) => Number(text)),
);

const volumeIdText = matching(/^[A-Za-z0-9_-]{1,64}$/, 'a volume id');

/** A volume id, in the path or (required) in the query. */
export const volumeId: Decoder<string> = describedLike(volumeIdText, (value, path) =>
  volumeIdText(present(value, path), path),
);

export const userId = read.param('userId', matching(/^[A-Za-z0-9._@-]{1,128}$/, 'a user id'));

/** `full` or `lite`: whether volumes come with their whole volumeInfo. */
export const lite: Reader<boolean> = read.query(
  'projection',
  map(choice(['full', 'lite'], 'full'), (projection) => projection === 'lite'),
);

/** `startIndex` 0 and up, `maxResults` 0 to `limit` (default `fallback`), as the public API checks them. */
export const paging = (limit: number, fallback: number) =>
  readAll({
    startIndex: read.query('startIndex', whole({ min: 0, fallback: 0 })),
    maxResults: read.query('maxResults', whole({ min: 0, max: limit, fallback })),
  });
