/**
 * Validation of the books API's path and query parameters. Each reader throws a 400 ApiError with the
 * public API's wording before any handler touches the store.
 */
import { WireError, type Decoder } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { decodeWith, textOr, type Wording } from '../../http/validate.ts';

const INT32_MAX = 2147483647;
const WHOLE = 'a whole number';

/** The public API's words: a missing parameter, text that is no number, a number out of range. */
const wording: Wording = (error, raw) => {
  if (error.reason === 'required') return new ApiError(400, 'required', `Required parameter: ${error.path}`);
  if (error.expected === WHOLE) {
    return badRequest(`Invalid value '${String(raw)}' for ${error.path}: a whole number is expected.`);
  }
  return badRequest(`Invalid value '${String(raw)}' for ${error.path}. ${error.expected}`);
};

/** Present and not empty; the public API calls both a missing parameter. */
const present: Decoder<string> = (value, path) => {
  if (typeof value !== 'string' || value === '') throw new WireError(path, 'a value', 'required');
  return value;
};

export function requiredParam(value: string | undefined, name: string): string {
  return decodeWith(present, value, name, wording);
}

const wholeNumber =
  (min: number, max: number): Decoder<number> =>
  (value, path) => {
    if (typeof value !== 'string' || !/^-?\d{1,10}$/.test(value)) throw new WireError(path, WHOLE);
    const number = Number(value);
    if (number < min || number > max) {
      throw new WireError(path, `Values must be within the range: [${min}, ${max}]`);
    }
    return number;
  };

/** A whole number in [min, max]; `fallback` when the parameter is absent or empty. */
export function intParam(
  value: string | undefined,
  name: string,
  range: { min: number; max?: number; fallback?: number },
): number {
  const whole = wholeNumber(range.min, range.max ?? INT32_MAX);
  const decoder: Decoder<number> = (v, path) =>
    range.fallback === undefined ? whole(present(v, path), path) : textOr(whole, range.fallback)(v, path);
  return decodeWith(decoder, value, name, wording);
}

/** One of `allowed` (exact spelling); `fallback` when absent or empty. */
export function enumParam<T extends string>(
  value: string | undefined,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const known: Decoder<T> = (v, path) => {
    const found = allowed.find((option) => option === v);
    if (found === undefined) throw new WireError(path, `Allowed values: [${allowed.join(', ')}]`);
    return found;
  };
  return decodeWith(textOr(known, fallback), value, name, wording);
}

/** Shelf ids are whole numbers (0-7 for the fixed shelves, 1001 and up for a person's own). */
export function shelfIdParam(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`Invalid shelf id '${value}': a whole number is expected.`);
  return Number(value);
}

export function volumeIdParam(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw badRequest(`Invalid volume id '${value}'.`);
  return value;
}

export function userIdParam(value: string): string {
  if (!/^[A-Za-z0-9._@-]{1,128}$/.test(value)) throw badRequest(`Invalid user id '${value}'.`);
  return value;
}

/** Two-letter language code (ISO 639-1), lower-cased. */
export function languageParam(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z]{2}$/.test(value)) {
    throw badRequest(`Invalid value '${value}' for langRestrict: a two-letter language code is expected.`);
  }
  return value.toLowerCase();
}

/** `startIndex` 0 and up, `maxResults` 0 to `limit` (default `fallback`), as the public API checks them. */
export function pagingParams(
  query: (name: string) => string | undefined,
  limit: number,
  fallback: number,
): { startIndex: number; maxResults: number } {
  return {
    startIndex: intParam(query('startIndex'), 'startIndex', { min: 0, fallback: 0 }),
    maxResults: intParam(query('maxResults'), 'maxResults', { min: 0, max: limit, fallback }),
  };
}
