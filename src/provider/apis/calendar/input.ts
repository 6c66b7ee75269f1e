/**
 * The calendar API's wording over http/validate.ts: query errors read `Invalid value for <name>: <value>.`,
 * body fields `<field> must be <what>.`, and a body that is not a JSON object is a parseError. Every check
 * throws before anything is changed.
 */
import type { Context } from 'hono';
import { booleanText, oneOf, withDefault, WireError, type Decoder } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { absentOr, decodeWith, fromQuery, jsonBody as readBody, type Wording } from '../../http/validate.ts';
import { parseDateTime } from './event-time.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object body of a request; an empty body is `{}`. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  return {
    ...(await readBody(c, {
      empty: {},
      notJson: badRequest('The request body is not valid JSON.', 'parseError'),
      notObject: badRequest('The request body must be a JSON object.', 'parseError'),
    })),
  };
}

const fieldWording: Wording = (error) => badRequest(`${error.path} must be ${error.expected}.`, 'invalid');
const queryWording: Wording = (error, raw) =>
  badRequest(`Invalid value for ${error.path}: ${String(raw)}. It must be ${error.expected}.`);
const timeWording: Wording = (error, raw) =>
  badRequest(`Invalid value for ${error.path}: ${String(raw)}. Use RFC 3339 with an offset.`);

const field = <T>(body: Record<string, unknown>, name: string, decoder: Decoder<T>): T | undefined =>
  decodeWith(absentOr(decoder), body[name], name, fieldWording);

const stringUpTo =
  (max: number): Decoder<string> =>
  (value, path) => {
    if (typeof value !== 'string' || value.length > max) {
      throw new WireError(path, `a string of at most ${max} characters`);
    }
    return value;
  };

export const optionalString = (
  body: Record<string, unknown>,
  name: string,
  max: number,
): string | undefined => field(body, name, stringUpTo(max));

export const optionalBoolean = (body: Record<string, unknown>, name: string): boolean | undefined =>
  field(body, name, (value, path) => {
    if (typeof value !== 'boolean') throw new WireError(path, 'true or false');
    return value;
  });

export const optionalEnum = <T extends string>(
  body: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T | undefined => field(body, name, oneOf(allowed));

/** Decimal digits of any length, at least `min`; values over `max` are lowered to it. */
const wholeNumber =
  (min: number, max: number): Decoder<number> =>
  (value, path) => {
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min) {
      throw new WireError(path, `a whole number of at least ${min}`);
    }
    return Math.min(Number(value), max);
  };

/** A whole-number query parameter in [min, max]; absent gives `fallback`. */
export const queryInt = (c: Context, name: string, min: number, max: number, fallback: number): number =>
  fromQuery(c, name, withDefault(wholeNumber(min, max), fallback), queryWording);

export const queryBool = (c: Context, name: string): boolean =>
  fromQuery(c, name, withDefault(booleanText, false), queryWording);

/** An RFC 3339 timestamp with an offset, as query parameters timeMin, timeMax and updatedMin are. */
export const queryTime = (c: Context, name: string): number | undefined =>
  fromQuery(
    c,
    name,
    absentOr((value, path) => {
      const ms = typeof value === 'string' ? parseDateTime(value) : undefined;
      if (ms === undefined) throw new WireError(path, 'RFC 3339 with an offset');
      return ms;
    }),
    timeWording,
  );

/** A required query parameter (the destination of move, the text of quickAdd). */
export const requiredQuery = (c: Context, name: string): string =>
  fromQuery(
    c,
    name,
    (value, path) => {
      if (typeof value !== 'string' || value.trim() === '') throw new WireError(path, 'text', 'required');
      return value;
    },
    (error) => new ApiError(400, 'required', `Required parameter: ${error.path}`),
  );
