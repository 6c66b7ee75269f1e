/**
 * Custom data types still work here, as they do in the public fitness API, but the public API has deprecated
 * them; every answer about a source of a custom type says so in a `Warning` header (RFC 7234 §5.5, code 299,
 * "miscellaneous persistent warning"), so that a caller learns it without reading the docs (docs/fitness.md).
 */
import type { Context } from 'hono';
import { isCustomType } from '../services/data-types.ts';

export const CUSTOM_TYPE_WARNING = '299 - "Custom data types are deprecated; use the standard data types."';

/** Adds the warning when any of `typeNames` is a custom type; gives `answer` back. */
export function warnIfCustom<T>(c: Context, typeNames: readonly string[], answer: T): T {
  if (typeNames.some(isCustomType)) c.header('Warning', CUSTOM_TYPE_WARNING);
  return answer;
}
