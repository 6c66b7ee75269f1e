/**
 * Validation of the books API's path and query parameters. Each reader throws a 400 ApiError with the
 * public API's wording before any handler touches the store.
 */
import { ApiError, badRequest } from '../../http/errors.ts';

const INT32_MAX = 2147483647;

export function requiredParam(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new ApiError(400, 'required', `Required parameter: ${name}`);
  return value;
}

/** A whole number in [min, max]; `fallback` when the parameter is absent or empty. */
export function intParam(
  value: string | undefined,
  name: string,
  range: { min: number; max?: number; fallback?: number },
): number {
  const max = range.max ?? INT32_MAX;
  if (value === undefined || value === '') {
    if (range.fallback === undefined) return requiredInt(name);
    return range.fallback;
  }
  if (!/^-?\d{1,10}$/.test(value)) {
    throw badRequest(`Invalid value '${value}' for ${name}: a whole number is expected.`);
  }
  const number = Number(value);
  if (number < range.min || number > max) {
    throw badRequest(
      `Invalid value '${value}' for ${name}. Values must be within the range: [${range.min}, ${max}]`,
    );
  }
  return number;
}

function requiredInt(name: string): never {
  throw new ApiError(400, 'required', `Required parameter: ${name}`);
}

/** One of `allowed` (exact spelling); `fallback` when absent or empty. */
export function enumParam<T extends string>(
  value: string | undefined,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  const found = allowed.find((option) => option === value);
  if (found === undefined) {
    throw badRequest(`Invalid value '${value}' for ${name}. Allowed values: [${allowed.join(', ')}]`);
  }
  return found;
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
