/**
 * Reading request input with the decode kit (#shared/wire/decode.ts): a WireError becomes a 400
 * INVALID_ARGUMENT naming the field, thrown before anything is changed.
 */
import type { Context } from 'hono';
import { integerText, object, parseJson, WireError, type Decoder, type Json } from '#shared/wire/decode.ts';
import { invalidArgument } from './errors.ts';

/** Runs `decoder`, turning its WireError into the API's 400. */
export function decode<T>(decoder: Decoder<T>, value: unknown, path: string): T {
  try {
    return decoder(value, path);
  } catch (err) {
    if (err instanceof WireError) throw invalidArgument(`Invalid value at '${err.path}': ${err.message}.`);
    throw err;
  }
}

/** The request's JSON object body; an empty body reads as `{}` (the public API's empty requests). */
export async function jsonBody(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  return decode((value, path) => object(parseJson(String(value), path), path), text, 'body');
}

/** The body checked by `decoder`. */
export async function body<T>(c: Context, decoder: Decoder<T>): Promise<T> {
  return decode(decoder, await jsonBody(c), 'body');
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** `pageSize`: absent or 0 gives the default, more than the largest gives the largest, negative is 400. */
export function pageSize(c: Context): number {
  const raw = c.req.query('pageSize');
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  const size = decode(integerText({ min: 0 }), raw, 'pageSize');
  return size === 0 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
}

/** `orderBy` is not supported (docs/bidding.md): refused rather than silently ignored. */
export function noOrderBy(c: Context): void {
  if (c.req.query('orderBy') !== undefined) throw invalidArgument('orderBy is not supported.');
}

/**
 * The fields a PATCH changes: those `updateMask` names (top-level, comma-separated), or without a mask every
 * updatable field present in the body (read-only ones such as `name` are passed over). A mask naming a field
 * outside `mutable` is 400.
 */
export function updateMask<F extends string>(c: Context, patch: object, mutable: readonly F[]): F[] {
  const raw = c.req.query('updateMask');
  if (raw === undefined) {
    return Object.keys(patch).filter((name): name is F => (mutable as readonly string[]).includes(name));
  }
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(mutable as readonly string[]).includes(name)) {
      throw invalidArgument(
        `updateMask names a field that cannot be updated: ${name}. It may name ${mutable.join(', ')}.`,
      );
    }
  }
  return [...new Set(names)] as F[];
}

/** An int64 field: the public API writes it as decimal text and reads text or a JSON integer. */
export function int64(bounds: { min?: number; max?: number } = {}): Decoder<string> {
  const text = integerText(bounds);
  return (value, path) => String(text(typeof value === 'number' ? String(value) : value, path));
}

/**
 * The fields `names` copied from the checked `patch` onto `current`; a field the mask names but the body
 * leaves out is 400 (clearing a field is not offered).
 */
export function applyMask<T extends object>(
  current: T,
  patch: Partial<T>,
  names: readonly (keyof T & string)[],
): T {
  const next = { ...current };
  for (const name of names) {
    const value = patch[name];
    if (value === undefined) {
      throw invalidArgument(`updateMask names ${name}, but the body has no value for it.`);
    }
    next[name] = value;
  }
  return next;
}
