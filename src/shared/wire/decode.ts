/**
 * One decode kit for everything that crosses the wire: the app checks each API answer with it, and the
 * provider checks each request's query, form and JSON body with it. A decoder takes an unknown value and the
 * path that names it (`volume.title`, `maxResults`) and returns a checked value or throws a WireError.
 * Parse, don't cast: code past a decoder only sees checked values. Each describes itself (decoder-schema.ts).
 */
import {
  describedAs,
  describedLike,
  integerSchema,
  objectSchema,
  schemaOf,
  withDefaultSchema,
} from './decoder-schema.ts';
import type { Decoder } from './decoder-schema.ts';
export type { Decoder, WireSchema } from './decoder-schema.ts';

/**
 * Why a value was refused: missing where it is required, present and wrong, a field of a request that the
 * API does not know (`unknown`), or one of the public resource that this API does not model (`unsupported`).
 */
export type WireReason = 'required' | 'invalid' | 'unknown' | 'unsupported';

const REASON_WORDS: Readonly<Record<Exclude<WireReason, 'invalid'>, string>> = {
  required: 'is required',
  unknown: 'is not a known field',
  unsupported: 'is not supported here',
};

export class WireError extends Error {
  override readonly name = 'WireError';

  constructor(
    /** Where the value sits: `items[3].id`, or a parameter's name. */
    readonly path: string,
    /** What was expected there, in words: `a whole number from 1 to 40`. */
    readonly expected: string,
    readonly reason: WireReason = 'invalid',
  ) {
    const where = path === '' ? 'the value' : path;
    super(reason === 'invalid' ? `${where} must be ${expected}` : `${where} ${REASON_WORDS[reason]}`);
  }
}

export type Json = Readonly<Record<string, unknown>>;

function fail(path: string, expected: string, value: unknown): never {
  throw new WireError(path, expected, value === undefined ? 'required' : 'invalid');
}

/** True for a JSON object (not null, not a list). */
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const object: Decoder<Json> = describedAs({ type: 'object' }, (value, path) => {
  if (!isObject(value)) fail(path, 'a JSON object', value);
  return value;
});

export const array: Decoder<readonly unknown[]> = describedAs({ type: 'array' }, (value, path) => {
  if (!Array.isArray(value)) fail(path, 'a list', value);
  return value as readonly unknown[];
});

export const string: Decoder<string> = describedAs({ type: 'string' }, (value, path) => {
  if (typeof value !== 'string') fail(path, 'text', value);
  return value;
});

export const nonEmptyString: Decoder<string> = describedAs({ type: 'string' }, (value, path) => {
  if (typeof value !== 'string' || value.length === 0) fail(path, 'non-empty text', value);
  return value;
});

export const boolean: Decoder<boolean> = describedAs({ type: 'boolean' }, (value, path) => {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
});

/** Any finite JSON number. */
export const number: Decoder<number> = describedAs({ type: 'number', format: 'double' }, (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a number', value);
  return value;
});

function range(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
  if (min !== undefined) return `a whole number of at least ${min}`;
  if (max !== undefined) return `a whole number of at most ${max}`;
  return 'a whole number';
}

/** A JSON integer within [min, max] (either bound optional). */
export function integer(bounds: { min?: number; max?: number } = {}): Decoder<number> {
  const expected = range(bounds.min, bounds.max);
  return describedAs(integerSchema(bounds), (value, path) => {
    if (
      typeof value !== 'number' ||
      !Number.isSafeInteger(value) ||
      (bounds.min !== undefined && value < bounds.min) ||
      (bounds.max !== undefined && value > bounds.max)
    ) {
      fail(path, expected, value);
    }
    return value;
  });
}

/** Text that is exactly one of `values`; `expected` words it as an API does (`one of a, b` by default). */
export function oneOf<const T extends string>(
  values: readonly T[],
  expected = `one of ${values.join(', ')}`,
): Decoder<T> {
  return describedAs({ type: 'string', enum: values }, (value, path) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value))
      fail(path, expected, value);
    return value as T;
  });
}

/** Text that matches `re` in full; `expected` says what that means in words. */
export function matching(re: RegExp, expected: string): Decoder<string> {
  return describedAs({ type: 'string', pattern: re.source }, (value, path) => {
    if (typeof value !== 'string' || !re.test(value)) fail(path, expected, value);
    return value;
  });
}

/** Text of at most `max` characters (UTF-16 code units, as the public APIs count them). */
export function maxLength(max: number, expected = `text of at most ${max} characters`): Decoder<string> {
  return describedAs({ type: 'string' }, (value, path) => {
    if (typeof value !== 'string' || value.length > max) fail(path, expected, value);
    return value;
  });
}

/** Text of at most `max` characters, worded as the public APIs word a string field. */
export const stringUpTo = (max: number): Decoder<string> =>
  maxLength(max, `a string of at most ${max} characters`);

/** A list whose every item passes `item`; item paths are `path[i]`. */
export function listOf<T>(item: Decoder<T>): Decoder<T[]> {
  return describedAs(
    () => ({ type: 'array', items: schemaOf(item) }),
    (value, path) => array(value, path).map((v, i) => item(v, `${path}[${String(i)}]`)),
  );
}

/** Absent (undefined) is allowed and stays undefined. */
export function optional<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return describedLike(decoder, (value, path) => (value === undefined ? undefined : decoder(value, path)));
}

/** Absent, `null` included, stays undefined; anything else must pass `decoder`. */
export function absentOr<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return describedLike(decoder, (value, path) =>
    value === undefined || value === null ? undefined : decoder(value, path),
  );
}

/** Absent (undefined or null) gives `fallback`. */
export function withDefault<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return describedAs(
    () => withDefaultSchema(decoder, fallback),
    (value, path) => (value === undefined || value === null ? fallback : decoder(value, path)),
  );
}

/** A decoder for each field of `T` (`shape`, `strictShape`). */
export type Shape<T> = { readonly [K in keyof T]-?: Decoder<T[K]> };

/**
 * An object with these fields, each checked by its decoder at `path.field`. Fields whose decoder gives
 * undefined are left out of the result, so optional fields stay absent rather than present-and-undefined.
 * Fields not named are dropped: only what was checked goes on.
 */
export function shape<T extends object>(fields: Shape<T>): Decoder<T> {
  const entries = Object.entries<Decoder<unknown>>(fields);
  const schema = () => objectSchema(entries);
  return describedAs(schema, (value, path) => {
    const o = object(value, path);
    const out: Record<string, unknown> = {};
    for (const [name, decoder] of entries) {
      const decoded = decoder(o[name], path === '' ? name : `${path}.${name}`);
      if (decoded !== undefined) out[name] = decoded;
    }
    return out as T;
  });
}

/** An object used as a map: every value passes `item` (at `path.key`); keys are kept as they are. */
export function recordOf<T>(item: Decoder<T>): Decoder<Record<string, T>> {
  const schema = () => ({ type: 'object', additionalProperties: schemaOf(item) }) as const;
  return describedAs(schema, (value, path) => {
    const out: Record<string, T> = {};
    for (const [key, v] of Object.entries(object(value, path))) out[key] = item(v, `${path}.${key}`);
    return out;
  });
}

/** Exactly `expected` (a `kind` tag, say); anything else is refused. */
export function literal<const T extends string>(expected: T): Decoder<T> {
  return describedAs({ type: 'string', enum: [expected] }, (value, path) => {
    if (value !== expected) fail(path, expected, value);
    return expected;
  });
}

/** Applies `decoder`, then maps its value (for units, defaults that depend on other fields, etc.). */
export function map<A, B>(decoder: Decoder<A>, f: (value: A, path: string) => B): Decoder<B> {
  return describedLike(decoder, (value, path) => f(decoder(value, path), path));
}

// Text inputs: query parameters and form fields arrive as text.

/** A whole number written in decimal digits (an optional leading minus), within [min, max]. */
export function integerText(bounds: { min?: number; max?: number } = {}): Decoder<number> {
  const expected = range(bounds.min, bounds.max);
  const checkRange = integer(bounds);
  return describedAs(integerSchema(bounds), (value, path) => {
    if (typeof value !== 'string' || !/^-?\d{1,15}$/.test(value)) fail(path, expected, value);
    return checkRange(Number(value), path);
  });
}

/** Absent or empty text gives `fallback` (a query parameter sent empty counts as not sent). */
export function textOr<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return describedAs(
    () => withDefaultSchema(decoder, fallback),
    (value, path) => (value === undefined || value === '' ? fallback : decoder(value, path)),
  );
}

/** `true` or `false`, as text. */
export const booleanText: Decoder<boolean> = describedAs({ type: 'boolean' }, (value, path) => {
  if (value !== 'true' && value !== 'false') fail(path, 'true or false', value);
  return value === 'true';
});

/** A flag in a query: `true` or `false`, absent meaning false. */
export const flag: Decoder<boolean> = withDefault(booleanText, false);

/** JSON text to a value; a syntax error is a WireError at `path`. */
export function parseJson(text: string, path = 'body'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WireError(path, 'valid JSON');
  }
}
