/**
 * Reading request input through the decoders of `#shared/wire/decode.ts`: a query parameter, a form field
 * or a JSON body is decoded whole before a handler acts, and a WireError becomes the module's 400 answer.
 * Each API words its errors as the public API it imitates does, so a module passes its Wording in.
 */
import type { Context } from 'hono';
import { object, parseJson, WireError, type Decoder, type Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from './errors.ts';

/** Turns a refused value into the module's error; `raw` is the value as it arrived. */
export type Wording = (error: WireError, raw: unknown) => ApiError;

/** `<path> must be <expected>.`, reason `required` or `invalid` (docs/provider.md#input). */
export const plainWording: Wording = (error) => badRequest(`${error.message}.`, error.reason);

/** The decoder's own words as the 400's message, with its reason (`required` or `invalid`). */
export const messageWording: Wording = (error) => new ApiError(400, error.reason, error.message);

/** Decodes `value` at `path`; a WireError is answered in `wording`. */
export function decodeWith<T>(decoder: Decoder<T>, value: unknown, path: string, wording: Wording): T {
  try {
    return decoder(value, path);
  } catch (err) {
    if (err instanceof WireError) throw wording(err, value);
    throw err;
  }
}

/** Decodes `value` at `path`; a WireError becomes a 400 in the decoder's own words (messageWording). */
export function decodeOr400<T>(decoder: Decoder<T>, value: unknown, path: string): T {
  return decodeWith(decoder, value, path, messageWording);
}

/** One query parameter (undefined when absent) through `decoder`. */
export function fromQuery<T>(c: Context, name: string, decoder: Decoder<T>, wording: Wording): T {
  return decodeWith(decoder, c.req.query(name), name, wording);
}

export interface JsonOptions {
  /** The error for a body that is not JSON. */
  notJson: ApiError;
  /** The error for JSON that is not an object; without it any JSON value is accepted. */
  notObject?: ApiError;
  /** What an empty (or blank) body stands for; without it an empty body is not JSON. */
  empty?: Json;
}

/** The body as JSON; an object when `notObject` is given. Its fields are then decoded by the caller. */
export async function jsonBody(c: Context, options: JsonOptions & { notObject: ApiError }): Promise<Json>;
export async function jsonBody(c: Context, options: JsonOptions): Promise<unknown>;
export async function jsonBody(c: Context, options: JsonOptions): Promise<unknown> {
  const text = await c.req.text();
  if (options.empty !== undefined && text.trim() === '') return options.empty;
  const refuse =
    (error: ApiError): Wording =>
    () =>
      error;
  const value = decodeWith((v) => parseJson(String(v)), text, 'body', refuse(options.notJson));
  return options.notObject === undefined
    ? value
    : decodeWith(object, value, 'body', refuse(options.notObject));
}

/** Absent, `null` included, stays undefined; anything else must pass `decoder`. */
export function absentOr<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : decoder(value, path));
}

/** Absent or empty text gives `fallback`. */
export function textOr<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return (value, path) => (value === undefined || value === '' ? fallback : decoder(value, path));
}
